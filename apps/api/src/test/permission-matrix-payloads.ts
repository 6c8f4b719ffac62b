import type { Build } from './permission-matrix-payloads/payload';
import { ACCOUNT_PAYLOADS } from './permission-matrix-payloads/account';
import { CLIENT_PAYLOADS } from './permission-matrix-payloads/clients';
import { ORGANIZATION_PAYLOADS } from './permission-matrix-payloads/organizations';
import { ORGANIZATION_RECORD_PAYLOADS } from './permission-matrix-payloads/organization-records';
import { REFERRAL_SOURCE_PAYLOADS } from './permission-matrix-payloads/referral-sources';
import { PROJECT_PAYLOADS } from './permission-matrix-payloads/projects';
import { CALENDAR_PAYLOADS } from './permission-matrix-payloads/calendars';
import { FORM_PAYLOADS } from './permission-matrix-payloads/forms';

export type { CallerState, Payload, PayloadCtx } from './permission-matrix-payloads/payload';

/**
 * A valid request for every row of the permission matrix (security/permission-matrix.ts), so that
 * an allowed caller reaches the service and its own checks run. Rows that delete or use up a record
 * get a fresh one when the caller is allowed; a refused caller aims at the shared fixture.
 * The payloads live in permission-matrix-payloads/<area>.ts, one file per area of the matrix.
 */
export const PAYLOADS: Record<string, Build> = {
  ...ACCOUNT_PAYLOADS,
  ...CLIENT_PAYLOADS,
  ...ORGANIZATION_PAYLOADS,
  ...ORGANIZATION_RECORD_PAYLOADS,
  ...REFERRAL_SOURCE_PAYLOADS,
  ...PROJECT_PAYLOADS,
  ...CALENDAR_PAYLOADS,
  ...FORM_PAYLOADS,
};
