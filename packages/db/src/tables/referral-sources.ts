import type { Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { GeneratedTimestamp } from './platform';

export type DigitalPaymentType = 'zelle' | 'venmo' | 'paypal' | 'applepay' | 'googlepay';
export type ReferralPaymentMethodType = 'digital' | 'checking' | 'credit_card';

/** A referral partner. The SSN is sensitive (`ssnEncrypted` / `ssnLast4`); the EIN is not. */
export interface ReferralSourcesTable {
  id: Generated<number>;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  fullName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  ssnEncrypted: string | null;
  ssnLast4: string | null;
  organizationName: string | null;
  ein: string | null;
  createdBy: number | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** A partner's commission payment method: at most one per partner (unique referralSourceId). */
export interface ReferralSourcePaymentMethodsTable {
  id: Generated<number>;
  referralSourceId: number;
  type: Generated<ReferralPaymentMethodType>;
  digitalType: DigitalPaymentType | null;
  digitalEmail: string | null;
  accountHolderName: string | null;
  bankName: string | null;
  routingNumberEncrypted: string | null;
  routingNumberLast4: string | null;
  accountNumberEncrypted: string | null;
  accountNumberLast4: string | null;
  cardholderName: string | null;
  cardNumberEncrypted: string | null;
  cardNumberLast4: string | null;
  cardBrand: string | null;
  expirationDateEncrypted: string | null;
  securityCodeEncrypted: string | null;
  isPrimary: Generated<boolean>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface ReferralSourceTables {
  referralSources: ReferralSourcesTable;
  referralSourcePaymentMethods: ReferralSourcePaymentMethodsTable;
}

export const referralSourceColumns = {
  referralSources: columnsOf<ReferralSourcesTable>()([
    'id',
    'firstName',
    'middleName',
    'lastName',
    'fullName',
    'email',
    'phone',
    'address',
    'ssnEncrypted',
    'ssnLast4',
    'organizationName',
    'ein',
    'createdBy',
    'createdAt',
    'updatedAt',
  ]),
  referralSourcePaymentMethods: columnsOf<ReferralSourcePaymentMethodsTable>()([
    'id',
    'referralSourceId',
    'type',
    'digitalType',
    'digitalEmail',
    'accountHolderName',
    'bankName',
    'routingNumberEncrypted',
    'routingNumberLast4',
    'accountNumberEncrypted',
    'accountNumberLast4',
    'cardholderName',
    'cardNumberEncrypted',
    'cardNumberLast4',
    'cardBrand',
    'expirationDateEncrypted',
    'securityCodeEncrypted',
    'isPrimary',
    'createdAt',
    'updatedAt',
  ]),
} satisfies ColumnLists<ReferralSourceTables>;
