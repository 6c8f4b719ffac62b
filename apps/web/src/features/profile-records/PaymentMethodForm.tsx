import {
  bankNameForRouting,
  DEFAULT_PAYMENT_METHOD,
  DIGITAL_PAYMENT_LABELS,
  DIGITAL_PAYMENT_TYPES,
  digitsOnly,
  PaymentMethodCreate,
  PaymentMethodUpdate,
  type DigitalPaymentType,
  type PaymentMethodType,
} from '@app/domain';
import { CardNumberInput, DigitsInput, RoutingNumberInput } from '@app/ui';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PaymentMethodView } from './owner';

// One form for every owner of payment methods: clients and organizations ('record') and referral
// partners ('partner', spec 1: more digital services, an account holder, no billing address, its
// own labels). The draft speaks the clients' words; the partner card translates its payload.

export const PAYMENT_TYPE_LABELS: Record<PaymentMethodType, string> = {
  digital: 'Digital',
  credit: 'Credit Card',
  checking: 'Checking',
};

export type PaymentFormVariant = 'record' | 'partner';
const VARIANTS = {
  record: {
    types: ['digital', 'credit', 'checking'],
    digitalTypes: ['zelle', 'venmo', 'paypal'],
    accountHolder: false,
    billingAddress: true,
    cardNameLabel: 'Name on Card',
    expiryLabel: 'Expiry (MM/YY)',
  },
  partner: {
    types: ['digital', 'checking', 'credit'],
    digitalTypes: DIGITAL_PAYMENT_TYPES,
    accountHolder: true,
    billingAddress: false,
    cardNameLabel: 'Cardholder Name',
    expiryLabel: 'Expiration Date (MM/YY)',
  },
} as const satisfies Record<PaymentFormVariant, object>;

/** What the form shows of the method being edited: its masked sensitive fields (for "leave blank to keep"). */
export type MaskedMethod = Pick<
  PaymentMethodView,
  'cardNumber' | 'cardExpiry' | 'cardCvv' | 'routingNumber' | 'accountNumber'
>;

export interface PaymentMethodDraft {
  type: PaymentMethodType;
  digitalType: DigitalPaymentType;
  digitalEmail: string;
  accountHolderName: string;
  cardName: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
  billingAddress: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
}

export function emptyDraft(): PaymentMethodDraft {
  return {
    type: DEFAULT_PAYMENT_METHOD.type,
    digitalType: DEFAULT_PAYMENT_METHOD.digitalType,
    digitalEmail: '',
    accountHolderName: '',
    cardName: '',
    cardNumber: '',
    cardExpiry: '',
    cardCvv: '',
    billingAddress: '',
    bankName: '',
    routingNumber: '',
    accountNumber: '',
  };
}

/** An existing method as a draft: sensitive inputs start empty (blank keeps the stored value). */
export function draftOf(pm: PaymentMethodView): PaymentMethodDraft {
  return {
    ...emptyDraft(),
    type: pm.type,
    digitalType: (pm.digitalType as DigitalPaymentType | null) ?? 'zelle',
    digitalEmail: pm.digitalEmail ?? '',
    cardName: pm.cardName ?? '',
    billingAddress: pm.billingAddress ?? '',
    bankName: pm.bankName ?? '',
  };
}

/** The payload for create (all fields) or update (blank sensitive fields left out: the server keeps them). */
export function payloadOf(d: PaymentMethodDraft, editing: boolean, keepCvv: boolean) {
  const opt = (v: string) => (editing && v === '' ? undefined : v);
  if (d.type === 'digital')
    return { type: 'digital' as const, digitalType: d.digitalType, digitalEmail: d.digitalEmail };
  if (d.type === 'credit') {
    return {
      type: 'credit' as const,
      cardName: d.cardName,
      cardNumber: opt(d.cardNumber),
      cardExpiry: opt(d.cardExpiry),
      cardCvv: keepCvv ? opt(d.cardCvv) : undefined,
      billingAddress: d.billingAddress,
    };
  }
  const bank = d.bankName.trim() || (d.routingNumber ? (bankNameForRouting(d.routingNumber) ?? '') : '');
  return {
    type: 'checking' as const,
    bankName: bank,
    routingNumber: opt(d.routingNumber),
    accountNumber: opt(d.accountNumber),
  };
}

/** The first save-time problem (shown as a "Validation Error" toast), or null. */
export function validationError(d: PaymentMethodDraft, editing: boolean, keepCvv: boolean): string | null {
  const schema = editing ? PaymentMethodUpdate : PaymentMethodCreate;
  const result = schema.safeParse(payloadOf(d, editing, keepCvv));
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid payment method');
}

interface PaymentMethodFormProps {
  opened: boolean;
  editing: MaskedMethod | null;
  draft: PaymentMethodDraft;
  onChange: (draft: PaymentMethodDraft) => void;
  onClose: () => void;
  onSubmit: () => void;
  saving: boolean;
  keepCvv: boolean;
  variant?: PaymentFormVariant;
}

export function PaymentMethodForm({
  opened,
  editing,
  draft,
  onChange,
  onClose,
  onSubmit,
  saving,
  keepCvv,
  variant = 'record',
}: PaymentMethodFormProps) {
  const opts = VARIANTS[variant];
  const [expiryTouched, setExpiryTouched] = useState(false);
  const set = (patch: Partial<PaymentMethodDraft>) => onChange({ ...draft, ...patch });
  const keepHint = (masked: string | null | undefined) =>
    editing && masked ? `Leave blank to keep ${masked}` : undefined;
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit Payment Method' : 'Add Payment Method'} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            aria-label="Payment type"
            value={draft.type}
            onChange={(v) => set({ type: v as PaymentMethodType })}
            data={opts.types.map((t) => ({ value: t, label: PAYMENT_TYPE_LABELS[t] }))}
          />
          {draft.type === 'digital' && (
            <>
              <Select
                label="Service"
                allowDeselect={false}
                value={draft.digitalType}
                onChange={(v) => set({ digitalType: (v as DigitalPaymentType | null) ?? 'zelle' })}
                data={opts.digitalTypes.map((t) => ({ value: t, label: DIGITAL_PAYMENT_LABELS[t] }))}
              />
              <TextInput
                label="Email or Phone"
                value={draft.digitalEmail}
                onChange={(e) => set({ digitalEmail: e.currentTarget.value })}
              />
            </>
          )}
          {draft.type === 'credit' && (
            <>
              <TextInput
                label={opts.cardNameLabel}
                value={draft.cardName}
                onChange={(e) => set({ cardName: e.currentTarget.value })}
              />
              <CardNumberInput
                value={draft.cardNumber}
                onChange={(v) => set({ cardNumber: v })}
                placeholder={keepHint(editing?.cardNumber)}
              />
              <Group grow align="flex-start">
                <TextInput
                  label={opts.expiryLabel}
                  placeholder={editing?.cardExpiry ? 'Leave blank to keep' : 'MM/YY'}
                  value={draft.cardExpiry}
                  onBlur={() => setExpiryTouched(true)}
                  error={
                    expiryTouched && draft.cardExpiry && !/^(0[1-9]|1[0-2])\/\d{2}$/.test(draft.cardExpiry)
                      ? 'Expiry must be MM/YY'
                      : undefined
                  }
                  onChange={(e) => {
                    const d = digitsOnly(e.currentTarget.value).slice(0, 4);
                    set({ cardExpiry: d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d });
                  }}
                />
                {keepCvv && (
                  <DigitsInput
                    label="Security Code"
                    maxDigits={4}
                    placeholder={editing?.cardCvv ? 'Leave blank to keep' : undefined}
                    value={draft.cardCvv}
                    onChange={(v) => set({ cardCvv: v })}
                  />
                )}
              </Group>
              {opts.billingAddress && (
                <Textarea
                  label="Billing Address"
                  autosize
                  minRows={2}
                  value={draft.billingAddress}
                  onChange={(e) => set({ billingAddress: e.currentTarget.value })}
                />
              )}
            </>
          )}
          {draft.type === 'checking' && (
            <>
              {opts.accountHolder && (
                <TextInput
                  label="Account Holder Name"
                  value={draft.accountHolderName}
                  onChange={(e) => set({ accountHolderName: e.currentTarget.value })}
                />
              )}
              <RoutingNumberInput
                value={draft.routingNumber}
                placeholder={keepHint(editing?.routingNumber)}
                onChange={(v) =>
                  set({
                    routingNumber: v,
                    bankName:
                      bankNameForRouting(v) ??
                      (draft.bankName && bankNameForRouting(draft.routingNumber) === draft.bankName
                        ? ''
                        : draft.bankName),
                  })
                }
              />
              <DigitsInput
                label="Account Number"
                maxDigits={17}
                value={draft.accountNumber}
                placeholder={keepHint(editing?.accountNumber)}
                onChange={(v) => set({ accountNumber: v })}
              />
              <TextInput
                label="Bank Name"
                value={draft.bankName}
                onChange={(e) => set({ bankName: e.currentTarget.value })}
              />
            </>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? 'Save Changes' : 'Add Payment Method'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
