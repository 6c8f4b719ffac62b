import type { Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { GeneratedTimestamp } from './platform';

export type MerchantProcessor = 'Fiserv' | 'PayArc' | 'Elavon' | 'EPX' | 'WorldPay' | 'Clearent' | 'Other';
export type DisableReason = 'Terminated - Risk' | 'Terminated - Fraud' | 'Terminated - Unknown' | 'Client Cancellation';

/**
 * A merchant processing account. `equipment` and `gateway` hold a listed value or the free text
 * typed after choosing Other; `processorName` the processor typed after Other. Amounts are
 * numeric(12,2). `disableReason` is set exactly when the status is disabled; `fsnNumber` needs EBT.
 */
export interface MerchantAccountsTable {
  id: Generated<number>;
  organizationId: number;
  businessDba: string | null;
  legalName: string | null;
  mid: string;
  equipment: string | null;
  gateway: string | null;
  averageTicketAmount: number | null;
  monthlyVolume: number | null;
  highTicket: number | null;
  processor: MerchantProcessor;
  processorName: string | null;
  hasEbt: Generated<boolean>;
  fsnNumber: string | null;
  bankName: string | null;
  routingNumberEncrypted: string | null;
  routingNumberLast4: string | null;
  accountNumberEncrypted: string | null;
  accountNumberLast4: string | null;
  status: Generated<'active' | 'disabled'>;
  disableReason: DisableReason | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface MerchantTables {
  merchantAccounts: MerchantAccountsTable;
}

export const merchantColumns = {
  merchantAccounts: columnsOf<MerchantAccountsTable>()([
    'id',
    'organizationId',
    'businessDba',
    'legalName',
    'mid',
    'equipment',
    'gateway',
    'averageTicketAmount',
    'monthlyVolume',
    'highTicket',
    'processor',
    'processorName',
    'hasEbt',
    'fsnNumber',
    'bankName',
    'routingNumberEncrypted',
    'routingNumberLast4',
    'accountNumberEncrypted',
    'accountNumberLast4',
    'status',
    'disableReason',
    'createdAt',
    'updatedAt',
  ]),
} satisfies ColumnLists<MerchantTables>;
