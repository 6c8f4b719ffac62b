import type { PaymentMethodCreate, PaymentMethodUpdate } from '@app/domain';
import type { Owner, OwnerKind } from './owner';

// Whose payment methods and what they hold: the types the repository, the partner vocabulary and
// payment-owners.ts share (on their own so that those files need not import each other).

export type PaymentOwnerKind = OwnerKind | 'referralSource';
export type PaymentOwner = Owner | { kind: 'referralSource'; id: number };

/** The payment fields every owner kind stores, named the clients' way (`credit`, `cardExpiry`, `cardCvv`). */
export type MethodData = PaymentMethodCreate & { accountHolderName?: string | null };
export type MethodUpdateData = PaymentMethodUpdate & { accountHolderName?: string | null };
