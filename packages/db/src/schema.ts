import type { ColumnLists } from './tables/columns';
import { chatColumns, type ChatTables } from './tables/chat';
import { clientColumns, type ClientTables } from './tables/clients';
import { complianceColumns, type ComplianceTables } from './tables/compliance';
import { coverageColumns, type CoverageTables } from './tables/coverage';
import { merchantColumns, type MerchantTables } from './tables/merchant';
import { organizationColumns, type OrganizationTables } from './tables/organizations';
import { payrollColumns, type PayrollTables } from './tables/payroll';
import { personalTaskColumns, type PersonalTaskTables } from './tables/personal-tasks';
import { platformColumns, type PlatformTables } from './tables/platform';
import { profileRecordColumns, type ProfileRecordTables } from './tables/profile-records';
import { projectColumns, type ProjectTables } from './tables/projects';
import { referralSourceColumns, type ReferralSourceTables } from './tables/referral-sources';
import { submissionColumns, type SubmissionTables } from './tables/submissions';
import { templateColumns, type TemplateTables } from './tables/templates';
import { userFileColumns, type UserFileTables } from './tables/user-files';
import { searchColumns, type SearchTables } from './tables/search';

export type * from './tables/chat';
export type * from './tables/clients';
export type * from './tables/compliance';
export type * from './tables/coverage';
export type * from './tables/merchant';
export type * from './tables/organizations';
export type * from './tables/payroll';
export type * from './tables/personal-tasks';
export type * from './tables/platform';
export type * from './tables/profile-records';
export type * from './tables/projects';
export type * from './tables/referral-sources';
export type * from './tables/submissions';
export type * from './tables/templates';
export type * from './tables/user-files';
export type * from './tables/search';

/** The Database interface: one `tables/<area>.ts` file per area, merged here. */
export interface Database
  extends
    PlatformTables,
    ClientTables,
    ReferralSourceTables,
    OrganizationTables,
    ProfileRecordTables,
    PayrollTables,
    CoverageTables,
    MerchantTables,
    ProjectTables,
    TemplateTables,
    PersonalTaskTables,
    ComplianceTables,
    SubmissionTables,
    ChatTables,
    UserFileTables,
    SearchTables {}

/** Every table's column names (camelCase), checked against Database; schema.test.ts compares them with the database. */
export const databaseColumns = {
  ...platformColumns,
  ...clientColumns,
  ...referralSourceColumns,
  ...organizationColumns,
  ...profileRecordColumns,
  ...payrollColumns,
  ...coverageColumns,
  ...merchantColumns,
  ...projectColumns,
  ...templateColumns,
  ...personalTaskColumns,
  ...complianceColumns,
  ...submissionColumns,
  ...chatColumns,
  ...userFileColumns,
  ...searchColumns,
} satisfies ColumnLists<Database>;
