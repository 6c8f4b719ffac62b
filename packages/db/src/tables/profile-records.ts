import type { Generated, GeneratedAlways } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { GeneratedTimestamp } from './platform';
import type { DigitalPaymentType } from './referral-sources';

export type PaymentMethodType = 'digital' | 'credit' | 'checking';

// Each record belongs to exactly one client or one organization: set `clientId` or
// `organizationId`, never both (a CHECK constraint holds it).

export interface NotesTable {
  id: Generated<number>;
  clientId: number | null;
  organizationId: number | null;
  title: Generated<string>;
  content: string;
  createdBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** At most one `isPrimary` method per owner (partial unique indexes). */
export interface PaymentMethodsTable {
  id: Generated<number>;
  clientId: number | null;
  organizationId: number | null;
  type: Generated<PaymentMethodType>;
  isPrimary: Generated<boolean>;
  digitalType: DigitalPaymentType | null;
  digitalEmail: string | null;
  cardName: string | null;
  cardNumberEncrypted: string | null;
  cardNumberLast4: string | null;
  cardBrand: string | null;
  cardExpiryEncrypted: string | null;
  cardCvvEncrypted: string | null;
  billingAddress: string | null;
  bankName: string | null;
  routingNumberEncrypted: string | null;
  routingNumberLast4: string | null;
  accountNumberEncrypted: string | null;
  accountNumberLast4: string | null;
  createdBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A stored login to another platform; `entityType` / `entityId` are derived from the owner keys. */
export interface LoginsTable {
  id: Generated<number>;
  clientId: number | null;
  organizationId: number | null;
  entityType: GeneratedAlways<'clients' | 'organizations'>;
  entityId: GeneratedAlways<number>;
  platform: string;
  username: string | null;
  passwordEncrypted: string | null;
  pinEncrypted: string | null;
  notes: string | null;
  createdBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface ProfileRecordTables {
  notes: NotesTable;
  paymentMethods: PaymentMethodsTable;
  logins: LoginsTable;
}

export const profileRecordColumns = {
  notes: columnsOf<NotesTable>()([
    'id',
    'clientId',
    'organizationId',
    'title',
    'content',
    'createdBy',
    'createdAt',
    'updatedAt',
  ]),
  paymentMethods: columnsOf<PaymentMethodsTable>()([
    'id',
    'clientId',
    'organizationId',
    'type',
    'isPrimary',
    'digitalType',
    'digitalEmail',
    'cardName',
    'cardNumberEncrypted',
    'cardNumberLast4',
    'cardBrand',
    'cardExpiryEncrypted',
    'cardCvvEncrypted',
    'billingAddress',
    'bankName',
    'routingNumberEncrypted',
    'routingNumberLast4',
    'accountNumberEncrypted',
    'accountNumberLast4',
    'createdBy',
    'createdAt',
    'updatedAt',
  ]),
  logins: columnsOf<LoginsTable>()([
    'id',
    'clientId',
    'organizationId',
    'entityType',
    'entityId',
    'platform',
    'username',
    'passwordEncrypted',
    'pinEncrypted',
    'notes',
    'createdBy',
    'createdAt',
    'updatedAt',
  ]),
} satisfies ColumnLists<ProfileRecordTables>;
