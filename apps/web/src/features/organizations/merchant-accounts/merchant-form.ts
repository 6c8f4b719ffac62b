// The merchant account form: its values as the inputs hold them, and the payload they make.

import { MERCHANT_EQUIPMENT, MERCHANT_GATEWAYS, MerchantAccountCreate, REQUIRED_FIELDS_MESSAGE } from '@app/domain';
import type { MerchantAccount } from '../types';

export interface MerchantForm {
  businessDba: string;
  legalName: string;
  mid: string;
  processor: string | null;
  processorName: string;
  equipment: string | null;
  equipmentOther: string;
  gateway: string | null;
  gatewayOther: string;
  averageTicketAmount: number | string;
  monthlyVolume: number | string;
  highTicket: number | string;
  hasEbt: 'yes' | 'no';
  fsnNumber: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
}

export const EMPTY_MERCHANT: MerchantForm = {
  businessDba: '',
  legalName: '',
  mid: '',
  processor: null,
  processorName: '',
  equipment: null,
  equipmentOther: '',
  gateway: null,
  gatewayOther: '',
  averageTicketAmount: '',
  monthlyVolume: '',
  highTicket: '',
  hasEbt: 'no',
  fsnNumber: '',
  bankName: '',
  routingNumber: '',
  accountNumber: '',
};

/** A listed value stays; anything else is the custom text behind Other. */
function listed(list: readonly string[], value: string | null): [string | null, string] {
  if (!value) return [null, ''];
  return list.includes(value) ? [value, ''] : ['Other', value];
}

export function formFrom(a: MerchantAccount): MerchantForm {
  const [equipment, equipmentOther] = listed(MERCHANT_EQUIPMENT, a.equipment);
  const [gateway, gatewayOther] = listed(MERCHANT_GATEWAYS, a.gateway);
  return {
    businessDba: a.businessDba ?? '',
    legalName: a.legalName ?? '',
    mid: a.mid,
    processor: a.processor,
    processorName: a.processorName ?? '',
    equipment,
    equipmentOther,
    gateway,
    gatewayOther,
    averageTicketAmount: a.averageTicketAmount ?? '',
    monthlyVolume: a.monthlyVolume ?? '',
    highTicket: a.highTicket ?? '',
    hasEbt: a.hasEbt ? 'yes' : 'no',
    fsnNumber: a.fsnNumber ?? '',
    bankName: a.bankName ?? '',
    // Sensitive: blank keeps the stored value.
    routingNumber: '',
    accountNumber: '',
  };
}

const amount = (v: number | string) => (v === '' || v === null ? null : Math.round(Number(v) * 100) / 100);

/** The payload of the form, or a message for the toast. */
export function merchantPayload(form: MerchantForm): { data: Record<string, unknown> } | { error: string } {
  if (!form.mid.trim() || !form.processor) return { error: REQUIRED_FIELDS_MESSAGE };
  const data: Record<string, unknown> = {
    businessDba: form.businessDba,
    legalName: form.legalName,
    mid: form.mid,
    processor: form.processor,
    processorName: form.processor === 'Other' ? form.processorName : null,
    equipment: form.equipment,
    equipmentOther: form.equipment === 'Other' ? form.equipmentOther : null,
    gateway: form.gateway,
    gatewayOther: form.gateway === 'Other' ? form.gatewayOther : null,
    averageTicketAmount: amount(form.averageTicketAmount),
    monthlyVolume: amount(form.monthlyVolume),
    highTicket: amount(form.highTicket),
    hasEbt: form.hasEbt === 'yes',
    fsnNumber: form.hasEbt === 'yes' ? form.fsnNumber : null,
    bankName: form.bankName,
  };
  // Blank bank numbers are left out: a new account has none, an edited one keeps the stored value.
  if (form.routingNumber) data.routingNumber = form.routingNumber;
  if (form.accountNumber) data.accountNumber = form.accountNumber;
  const parsed = MerchantAccountCreate.safeParse(data);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? REQUIRED_FIELDS_MESSAGE };
  return { data };
}
