import { can, PaymentMethodCreate, PaymentMethodUpdate, type Action } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { forbidden, notFound } from '../../core/app-error';
import { permissionMessage } from '../../security/access';
import type { SealedRow } from '../../security/sensitive-field';
import { guardOwner, type Owner, type OwnerKind } from './owner';
import { ownerExists } from './owner.repo';
import * as partner from './partner-vocabulary';
import type { MethodTable } from './payment-methods.repo';
import { REFERRAL_NOT_FOUND } from '../referral-sources/referral-sources.service';

// Whose payment methods: a client's or an organization's (table payment_methods, any number, one
// primary) or a referral partner's commission method (table referral_source_payment_methods, at
// most one: a second answers 409, docs/decisions/2-data.md). The service is one; each owner kind says here where
// its methods are stored, sealed and audited, and in which vocabulary its callers speak (spec 1).

export type PaymentOwnerKind = OwnerKind | 'referralSource';
export type PaymentOwner = Owner | { kind: 'referralSource'; id: number };

/** The payment fields every owner kind stores, named the clients' way (`credit`, `cardExpiry`, `cardCvv`). */
export type MethodData = PaymentMethodCreate & { accountHolderName?: string | null };
export type MethodUpdateData = PaymentMethodUpdate & { accountHolderName?: string | null };

export interface PaymentOwnerKindInfo {
  table: MethodTable;
  /** The audit log's and encrypted-columns.ts's entity type. */
  entityType: 'payment_method' | 'referral_source_payment_method';
  /** The column names of the expiry and security code (the others are named alike in both tables). */
  expiryColumn: 'card_expiry_encrypted' | 'expiration_date_encrypted';
  cvvColumn: 'card_cvv_encrypted' | 'security_code_encrypted';
  /** The names of the expiry and security code in this kind's payloads and encrypted-columns.ts. */
  expiryField: 'cardExpiry' | 'expirationDate';
  cvvField: 'cardCvv' | 'securityCode';
  /** When set, a second method is refused with this message (409) and the only one is primary. */
  atMostOne: string | null;
  auditDetail: (owner: PaymentOwner) => Record<string, unknown>;
  parseCreate: (input: unknown) => MethodData;
  parseUpdate: (input: unknown) => MethodUpdateData;
}

export const ONE_PAYMENT_METHOD = 'A referral partner can have only one payment method';

const RECORD_OWNER: PaymentOwnerKindInfo = {
  table: 'payment_methods',
  entityType: 'payment_method',
  expiryColumn: 'card_expiry_encrypted',
  cvvColumn: 'card_cvv_encrypted',
  expiryField: 'cardExpiry',
  cvvField: 'cardCvv',
  atMostOne: null,
  auditDetail: (owner) => ({ ownerType: owner.kind, ownerId: owner.id }),
  parseCreate: (input) => PaymentMethodCreate.parse(input),
  parseUpdate: (input) => PaymentMethodUpdate.parse(input),
};

export const PAYMENT_OWNER_KINDS: Readonly<Record<PaymentOwnerKind, PaymentOwnerKindInfo>> = {
  client: RECORD_OWNER,
  organization: RECORD_OWNER,
  referralSource: {
    table: 'referral_source_payment_methods',
    entityType: 'referral_source_payment_method',
    expiryColumn: 'expiration_date_encrypted',
    cvvColumn: 'security_code_encrypted',
    expiryField: 'expirationDate',
    cvvField: 'securityCode',
    atMostOne: ONE_PAYMENT_METHOD,
    auditDetail: (owner) => ({ referralSourceId: owner.id }),
    parseCreate: partner.parseCreate,
    parseUpdate: partner.parseUpdate,
  },
};

/** A method's row: its secrets are sealed to it. */
export const sealedRow = (owner: PaymentOwner, id: number): SealedRow => ({
  table: PAYMENT_OWNER_KINDS[owner.kind].table,
  rowId: id,
});

export const isRecordOwner = (owner: PaymentOwner): owner is Owner => owner.kind !== 'referralSource';

/** The caller may do `action` on the owner's area, and the owner exists (404 otherwise). */
export async function guardPaymentOwner(ctx: UserCtx, owner: PaymentOwner, action: Action): Promise<void> {
  if (isRecordOwner(owner)) return guardOwner(ctx, owner, action);
  if (!can(ctx.user, 'referralSources', action)) throw forbidden(permissionMessage('referralSources', action));
  if (!(await ownerExists(ctx.db, owner))) throw notFound(REFERRAL_NOT_FOUND);
}
