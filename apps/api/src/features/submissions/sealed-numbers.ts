import type { KeyRing } from '../../core/crypto';
import { sealDigits } from '../../security/sensitive-field';

// A submission's routing and account numbers, sealed to the submission's row (its id reserved
// before the insert) with their last 4 digits beside them.

export function sealSubmissionNumbers(
  ring: KeyRing,
  id: number,
  numbers: { routingNumber?: unknown; accountNumber?: unknown },
) {
  const sealOne = (column: string, value: unknown) =>
    sealDigits(ring, typeof value === 'string' ? value : null, { table: 'submissions', column, rowId: id });
  const routing = sealOne('routing_number_encrypted', numbers.routingNumber);
  const account = sealOne('account_number_encrypted', numbers.accountNumber);
  return {
    id,
    routingNumberEncrypted: routing.envelope,
    routingNumberLast4: routing.last4,
    accountNumberEncrypted: account.envelope,
    accountNumberLast4: account.last4,
  };
}
