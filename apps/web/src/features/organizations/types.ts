import type { RouterOutputs } from '../../lib/api-types';

export type Organization = RouterOutputs['organizations']['get'];
export type OrganizationListItem = RouterOutputs['organizations']['list']['items'][number];
export type DuplicateCheckResult = RouterOutputs['organizations']['checkDuplicates'];
export type OrganizationProject = RouterOutputs['organizations']['projects'][number];
export type OrganizationSubmission = RouterOutputs['organizations']['submissions'][number];
export type ClientLink = RouterOutputs['organizationClients']['list'][number];
export type PayrollRecord = RouterOutputs['payrolls']['list'][number];
export type PayrollScheduleView = RouterOutputs['payrolls']['schedule'];
export type GroupHealthSection = RouterOutputs['groupHealth']['list'][number];
export type GroupHealthPlan = GroupHealthSection['plans'][number];
export type PcSection = RouterOutputs['pcSections']['list'][number];
export type MerchantAccount = RouterOutputs['merchantAccounts']['list'][number];
