import { CUSTOM_PROCESSOR_REQUIRED, DISABLE_REASON_REQUIRED } from './schemas/merchant-accounts.schema';
import { REQUIRED_FIELDS_MESSAGE } from './schemas/payrolls.schema';

/** The fields of a merchant account (as stored after a create or an update) that its rules read. */
export interface MerchantAccountRuleFields {
  mid: string | null;
  processor: string | null;
  processorName: string | null;
  hasEbt: boolean;
  fsnNumber: string | null;
  status: 'active' | 'disabled';
  disableReason: string | null;
}

export type MerchantAccountSettlement =
  | { ok: false; field: 'mid' | 'processor' | 'processorName' | 'disableReason'; message: string }
  | { ok: true; clear: Partial<Record<'processorName' | 'fsnNumber' | 'disableReason', null>> };

/**
 * The rules on the merged record: mid and processor present, the processor's name with Other
 * (cleared otherwise), FSN only with EBT, a reason exactly when disabled. The first problem in
 * that order, or the fields to clear.
 */
export function settleMerchantAccount(account: MerchantAccountRuleFields): MerchantAccountSettlement {
  if (!account.mid) return { ok: false, field: 'mid', message: REQUIRED_FIELDS_MESSAGE };
  if (!account.processor) return { ok: false, field: 'processor', message: REQUIRED_FIELDS_MESSAGE };
  if (account.processor === 'Other' && !account.processorName)
    return { ok: false, field: 'processorName', message: CUSTOM_PROCESSOR_REQUIRED };
  if (account.status === 'disabled' && !account.disableReason)
    return { ok: false, field: 'disableReason', message: DISABLE_REASON_REQUIRED };
  const clear: Partial<Record<'processorName' | 'fsnNumber' | 'disableReason', null>> = {};
  if (account.processor !== 'Other' && account.processorName) clear.processorName = null;
  if (!account.hasEbt && account.fsnNumber) clear.fsnNumber = null;
  if (account.status === 'active' && account.disableReason) clear.disableReason = null;
  return { ok: true, clear };
}
