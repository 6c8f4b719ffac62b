import {
  bankNameForRouting,
  DELETE_PAYMENT_METHOD_CONFIRMATION,
  DIGITAL_PAYMENT_LABELS,
  DIGITAL_PAYMENT_TYPES,
  digitsOnly,
  ReferralPaymentMethodCreate,
  ReferralPaymentMethodUpdate,
  VALIDATION_ERROR_TITLE,
  type DigitalPaymentType,
} from '@app/domain';
import { CardNumberInput, ConfirmDialog, DigitsInput, PageState, RoutingNumberInput, toast } from '@app/ui';
import { Badge, Button, Card, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { RouterOutputs } from '../../lib/api-types';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useKeepCardSecurityCodes } from '../profile-records';
import { EditOnly } from '../profile-records';

type Pm = RouterOutputs['referralSources']['paymentMethods']['list'][number];
type PmType = Pm['type'];
const TYPE_LABELS: Record<PmType, string> = { digital: 'Digital', checking: 'Checking', credit_card: 'Credit Card' };

interface Draft {
  type: PmType;
  digitalType: DigitalPaymentType;
  digitalEmail: string;
  accountHolderName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  cardholderName: string;
  cardNumber: string;
  expirationDate: string;
  securityCode: string;
}
const EMPTY: Draft = {
  type: 'digital',
  digitalType: 'zelle',
  digitalEmail: '',
  accountHolderName: '',
  bankName: '',
  routingNumber: '',
  accountNumber: '',
  cardholderName: '',
  cardNumber: '',
  expirationDate: '',
  securityCode: '',
};

function payloadOf(d: Draft, editing: boolean, keepCvv: boolean) {
  const opt = (v: string) => (editing && v === '' ? undefined : v);
  if (d.type === 'digital') return { type: 'digital' as const, digitalType: d.digitalType, digitalEmail: d.digitalEmail, isPrimary: true };
  if (d.type === 'checking') {
    const bankName = d.bankName.trim() || (d.routingNumber ? (bankNameForRouting(d.routingNumber) ?? '') : '');
    return { type: 'checking' as const, accountHolderName: d.accountHolderName, bankName, routingNumber: opt(d.routingNumber), accountNumber: opt(d.accountNumber), isPrimary: true };
  }
  return {
    type: 'credit_card' as const,
    cardholderName: d.cardholderName,
    cardNumber: opt(d.cardNumber),
    expirationDate: opt(d.expirationDate),
    securityCode: keepCvv ? opt(d.securityCode) : undefined,
    isPrimary: true,
  };
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>{children || '—'}</Text>
    </div>
  );
}

/** The referral partner's single commission payment method. */
export function ReferralPaymentMethod({ partnerId }: { partnerId: number }) {
  const utils = trpc.useUtils();
  const keepCvv = useKeepCardSecurityCodes();
  const methods = trpc.referralSources.paymentMethods.list.useQuery({ id: partnerId });
  const [form, setForm] = useState<{ editing: Pm | null; draft: Draft } | null>(null);
  const [deleting, setDeleting] = useState<Pm | null>(null);
  const [clear, setClear] = useState<Pm | null>(null);
  const refresh = () => utils.referralSources.paymentMethods.list.invalidate({ id: partnerId });
  const reveal = trpc.referralSources.paymentMethods.reveal.useMutation({
    onSuccess: setClear,
    onError: (error) => toast.error('Failed to reveal value', errorMessage(error)),
  });
  const create = trpc.referralSources.paymentMethods.create.useMutation();
  const update = trpc.referralSources.paymentMethods.update.useMutation();
  const remove = trpc.referralSources.paymentMethods.delete.useMutation({
    onSuccess: () => {
      toast.success('Payment method deleted successfully');
      setDeleting(null);
      setClear(null);
      void refresh();
    },
    onError: (error) => toast.error('Failed to delete payment method', errorMessage(error)),
  });

  async function submit() {
    if (!form) return;
    const editing = form.editing !== null;
    const method = payloadOf(form.draft, editing, keepCvv);
    const check = (editing ? ReferralPaymentMethodUpdate : ReferralPaymentMethodCreate).safeParse(method);
    if (!check.success) {
      toast.error(VALIDATION_ERROR_TITLE, check.error.issues[0]?.message);
      return;
    }
    try {
      if (form.editing) await update.mutateAsync({ id: partnerId, pmId: form.editing.id, method: method as never });
      else await create.mutateAsync({ id: partnerId, method: method as never });
      toast.success(editing ? 'Payment method updated successfully' : 'Payment method added successfully');
      setForm(null);
      setClear(null);
      void refresh();
    } catch (error) {
      toast.error(editing ? 'Failed to update payment method' : 'Failed to save payment method', errorMessage(error));
    }
  }

  const pm = methods.data?.[0];
  const shown = clear ?? pm;
  const draft = form?.draft;
  const set = (patch: Partial<Draft>) => form && setForm({ ...form, draft: { ...form.draft, ...patch } });
  const keepHint = (masked: string | null | undefined) => (form?.editing && masked ? `Leave blank to keep ${masked}` : undefined);

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label="Commission Payment Method">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Commission Payment Method</Text>
        {methods.data && methods.data.length === 0 && (
          <EditOnly><Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setForm({ editing: null, draft: { ...EMPTY } })}>
            Add Payment Method
          </Button></EditOnly>
        )}
      </Group>
      {methods.isPending ? (
        <PageState status="loading" />
      ) : methods.isError ? (
        <PageState status="error" title="Error loading payment method" description="Please try again later" />
      ) : !pm || !shown ? (
        <Text size="sm" c="dimmed">No payment method on file</Text>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Text fw={500}>{TYPE_LABELS[pm.type]}</Text>
              {pm.isPrimary && <Badge color="teal">Primary</Badge>}
            </Group>
            <Group gap={4}>
              {pm.type !== 'digital' && (
                <Button size="compact-sm" variant="subtle" loading={reveal.isPending} onClick={() => (clear ? setClear(null) : reveal.mutate({ id: partnerId, pmId: pm.id }))}>
                  {clear ? 'Hide' : 'Show'}
                </Button>
              )}
              <EditOnly><Button
                size="compact-sm"
                variant="default"
                onClick={() =>
                  setForm({
                    editing: pm,
                    draft: {
                      ...EMPTY,
                      type: pm.type,
                      digitalType: (pm.digitalType as DigitalPaymentType | null) ?? 'zelle',
                      digitalEmail: pm.digitalEmail ?? '',
                      accountHolderName: pm.accountHolderName ?? '',
                      bankName: pm.bankName ?? '',
                      cardholderName: pm.cardholderName ?? '',
                    },
                  })
                }
              >
                Edit
              </Button></EditOnly>
              <EditOnly><Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(pm)}>
                Delete
              </Button></EditOnly>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {pm.type === 'digital' && (
              <>
                <Field label="Service">{DIGITAL_PAYMENT_LABELS[pm.digitalType as DigitalPaymentType] ?? pm.digitalType}</Field>
                <Field label="Email or Phone">{pm.digitalEmail}</Field>
              </>
            )}
            {pm.type === 'checking' && (
              <>
                <Field label="Account Holder">{pm.accountHolderName}</Field>
                <Field label="Bank Name">{pm.bankName}</Field>
                <Field label="Routing Number">{shown.routingNumber}</Field>
                <Field label="Account Number">{shown.accountNumber}</Field>
              </>
            )}
            {pm.type === 'credit_card' && (
              <>
                <Field label="Cardholder Name">{pm.cardholderName}</Field>
                <Field label="Card Number">
                  {shown.cardNumber} {pm.cardBrand && <Badge size="xs" variant="light">{pm.cardBrand}</Badge>}
                </Field>
                <Field label="Expiration Date">{shown.expirationDate}</Field>
                {keepCvv && <Field label="Security Code">{shown.securityCode}</Field>}
              </>
            )}
          </SimpleGrid>
        </Stack>
      )}
      <Modal opened={!!form} onClose={() => setForm(null)} title={form?.editing ? 'Edit Payment Method' : 'Add Payment Method'} centered>
        {draft && (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack gap="sm">
              <SegmentedControl
                fullWidth
                aria-label="Payment type"
                value={draft.type}
                onChange={(v) => set({ type: v as PmType })}
                data={(['digital', 'checking', 'credit_card'] as const).map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              />
              {draft.type === 'digital' && (
                <>
                  <Select
                    label="Service"
                    allowDeselect={false}
                    value={draft.digitalType}
                    onChange={(v) => set({ digitalType: (v as DigitalPaymentType | null) ?? 'zelle' })}
                    data={DIGITAL_PAYMENT_TYPES.map((t) => ({ value: t, label: DIGITAL_PAYMENT_LABELS[t] }))}
                  />
                  <TextInput label="Email or Phone" value={draft.digitalEmail} onChange={(e) => set({ digitalEmail: e.currentTarget.value })} />
                </>
              )}
              {draft.type === 'checking' && (
                <>
                  <TextInput label="Account Holder Name" value={draft.accountHolderName} onChange={(e) => set({ accountHolderName: e.currentTarget.value })} />
                  <RoutingNumberInput value={draft.routingNumber} placeholder={keepHint(form?.editing?.routingNumber)} onChange={(v) => set({ routingNumber: v, bankName: bankNameForRouting(v) ?? draft.bankName })} />
                  <DigitsInput label="Account Number" maxDigits={17} value={draft.accountNumber} placeholder={keepHint(form?.editing?.accountNumber)} onChange={(v) => set({ accountNumber: v })} />
                  <TextInput label="Bank Name" value={draft.bankName} onChange={(e) => set({ bankName: e.currentTarget.value })} />
                </>
              )}
              {draft.type === 'credit_card' && (
                <>
                  <TextInput label="Cardholder Name" value={draft.cardholderName} onChange={(e) => set({ cardholderName: e.currentTarget.value })} />
                  <CardNumberInput value={draft.cardNumber} placeholder={keepHint(form?.editing?.cardNumber)} onChange={(v) => set({ cardNumber: v })} />
                  <Group grow align="flex-start">
                    <TextInput
                      label="Expiration Date (MM/YY)"
                      placeholder="MM/YY"
                      value={draft.expirationDate}
                      onChange={(e) => {
                        const d = digitsOnly(e.currentTarget.value).slice(0, 4);
                        set({ expirationDate: d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d });
                      }}
                    />
                    {keepCvv && <DigitsInput label="Security Code" maxDigits={4} value={draft.securityCode} onChange={(v) => set({ securityCode: v })} />}
                  </Group>
                </>
              )}
              <Group justify="flex-end" mt="sm">
                <Button variant="default" onClick={() => setForm(null)}>
                  Cancel
                </Button>
                <Button type="submit" loading={create.isPending || update.isPending}>
                  {form?.editing ? 'Save Changes' : 'Add Payment Method'}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete payment method"
        message={DELETE_PAYMENT_METHOD_CONFIRMATION}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: partnerId, pmId: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
