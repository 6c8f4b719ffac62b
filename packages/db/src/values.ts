// Small bridges for timestamptz columns: the api passes the injectable clock's Date everywhere
// (never the database's now()), and reads values back as Date or ISO strings whatever the driver gives.

/** A Date for a timestamptz column in values or where clauses. */
export const ts = (date: Date): never => date as never;

/** A timestamptz value read back, as a Date. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export const toIso = (value: unknown): string => toDate(value).toISOString();
