import { formatFullName } from '@app/domain';
import type { KeyRing } from '../../core/crypto';
import { resealDigits, type FieldPlace } from '../../security/sensitive-field';

/** The stored name and SSN of a person (a client, a referral partner). */
interface PersonRow {
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  fullName: string;
  ssnEncrypted: string | null;
  ssnLast4: string | null;
}

export interface PersonChanges {
  /** The columns to write: changed plain fields, the resealed SSN, the rebuilt full name. */
  changes: Record<string, unknown>;
  /** The fields the audit names: the plain ones and `ssn` (the derived full name is not one). */
  changed: string[];
}

/**
 * What an update of a person changes: each of `fields` given and different from the row, the SSN
 * unless omitted or masked (resealed at `ssnPlace`), and the full name rebuilt from the names.
 */
export function personChanges<R extends PersonRow, F extends keyof R & string>(
  ring: KeyRing,
  before: R,
  input: Partial<Record<F, unknown>> & { ssn?: string | null },
  fields: readonly F[],
  ssnPlace: FieldPlace,
): PersonChanges {
  const changes: Record<string, unknown> = {};
  const changed: string[] = [];
  for (const field of fields) {
    const value = input[field];
    if (value === undefined || value === before[field]) continue;
    changes[field] = value;
    changed.push(field);
  }
  const ssn = resealDigits(ring, { envelope: before.ssnEncrypted, last4: before.ssnLast4 }, input.ssn, ssnPlace);
  if (ssn.changed) {
    changes.ssnEncrypted = ssn.envelope;
    changes.ssnLast4 = ssn.last4;
    changed.push('ssn');
  }
  const name = <K extends 'firstName' | 'middleName' | 'lastName'>(k: K) =>
    k in changes ? (changes[k] as string | null) : before[k];
  const fullName = formatFullName(name('firstName'), name('middleName'), name('lastName'));
  if (fullName !== before.fullName) changes.fullName = fullName;
  return { changes, changed };
}

/** The fields a create sent, for the audit: not the full name, which is always rebuilt from the names. */
export const sentFields = (input: object) =>
  Object.keys(input).filter((k) => k !== 'fullName' && (input as Record<string, unknown>)[k] !== undefined);
