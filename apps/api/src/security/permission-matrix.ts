import type { MatrixRow, Who } from './permission-matrix/who';
import { ACCOUNT_ROWS } from './permission-matrix/account';
import { CLIENT_ROWS } from './permission-matrix/clients';
import { ORGANIZATION_ROWS } from './permission-matrix/organizations';
import { ORGANIZATION_RECORD_ROWS } from './permission-matrix/organization-records';
import { REFERRAL_SOURCE_ROWS } from './permission-matrix/referral-sources';
import { PROJECT_ROWS } from './permission-matrix/projects';
import { CALENDAR_ROWS } from './permission-matrix/calendars';
import { FORM_ROWS } from './permission-matrix/forms';

export { mayCall, type Caller, type MatrixRow, type Who } from './permission-matrix/who';

/**
 * Who may call each REST route and tRPC procedure, written by hand from docs/decisions/4-security.md (never derived
 * from the code's own declarations): permission-matrix.test.ts calls every row as every kind of
 * user and fails when the server disagrees, or when a route or procedure has no row here.
 * The rows live in permission-matrix/<area>.ts, one file an area, each group quoting its docs/decisions/4-security.md line.
 */
export const PERMISSION_MATRIX: readonly MatrixRow[] = [
  ...ACCOUNT_ROWS,
  ...CLIENT_ROWS,
  ...ORGANIZATION_ROWS,
  ...ORGANIZATION_RECORD_ROWS,
  ...REFERRAL_SOURCE_ROWS,
  ...PROJECT_ROWS,
  ...CALENDAR_ROWS,
  ...FORM_ROWS,
];

/** Every row of the matrix, one per route or procedure (and variant): `GET /api/clients`, `clients.list`, `... (client)`. */
export function matrixEntries(): Array<{ name: string; who: Who }> {
  const list = (side: MatrixRow[0]) => (side === null ? [] : typeof side === 'string' ? [side] : side);
  return PERMISSION_MATRIX.flatMap(([rest, trpc, who]) =>
    [...list(rest), ...list(trpc)].map((name) => ({ name, who })),
  );
}
