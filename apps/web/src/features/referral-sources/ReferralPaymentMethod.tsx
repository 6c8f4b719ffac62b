import {
  DELETE_PAYMENT_METHOD_CONFIRMATION,
  DIGITAL_PAYMENT_LABELS,
  VALIDATION_ERROR_TITLE,
  type DigitalPaymentType,
} from '@app/domain';
import { ConfirmDialog, PageState, toast } from '@app/ui';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import {
  AddButton,
  EditDeleteButtons,
  emptyDraft,
  PAYMENT_TYPE_LABELS,
  PaymentMethodForm,
  useKeepCardSecurityCodes,
  type PaymentMethodDraft,
} from '../profile-records';
import {
  maskedOf,
  partnerDraftOf,
  partnerPayloadOf,
  partnerValidationError,
  type PartnerMethod as Pm,
} from './partner-payment';

const TYPE_LABELS: Record<Pm['type'], string> = {
  digital: PAYMENT_TYPE_LABELS.digital,
  checking: PAYMENT_TYPE_LABELS.checking,
  credit_card: PAYMENT_TYPE_LABELS.credit,
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** The referral partner's single commission payment method. */
export function ReferralPaymentMethod({ partnerId }: { partnerId: number }) {
  const utils = trpc.useUtils();
  const keepCvv = useKeepCardSecurityCodes();
  const methods = trpc.referralSources.paymentMethods.list.useQuery({ id: partnerId });
  const [form, setForm] = useState<{ editing: Pm | null; draft: PaymentMethodDraft } | null>(null);
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
    const problem = partnerValidationError(form.draft, editing, keepCvv);
    if (problem) {
      toast.error(VALIDATION_ERROR_TITLE, problem);
      return;
    }
    const method = partnerPayloadOf(form.draft, editing, keepCvv);
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

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label="Commission Payment Method">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>Commission Payment Method</Text>
        {methods.data && methods.data.length === 0 && (
          <AddButton label="Add Payment Method" onClick={() => setForm({ editing: null, draft: emptyDraft() })} />
        )}
      </Group>
      {methods.isPending ? (
        <PageState status="loading" />
      ) : methods.isError ? (
        <PageState status="error" title="Error loading payment method" description="Please try again later" />
      ) : !pm || !shown ? (
        <Text size="sm" c="dimmed">
          No payment method on file
        </Text>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Text fw={500}>{TYPE_LABELS[pm.type]}</Text>
              {pm.isPrimary && <Badge color="teal">Primary</Badge>}
            </Group>
            <Group gap={4}>
              {pm.type !== 'digital' && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  loading={reveal.isPending}
                  onClick={() => (clear ? setClear(null) : reveal.mutate({ id: partnerId, pmId: pm.id }))}
                >
                  {clear ? 'Hide' : 'Show'}
                </Button>
              )}
              <EditDeleteButtons
                onEdit={() => setForm({ editing: pm, draft: partnerDraftOf(pm) })}
                onDelete={() => setDeleting(pm)}
              />
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {pm.type === 'digital' && (
              <>
                <Field label="Service">
                  {DIGITAL_PAYMENT_LABELS[pm.digitalType as DigitalPaymentType] ?? pm.digitalType}
                </Field>
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
                  {shown.cardNumber}{' '}
                  {pm.cardBrand && (
                    <Badge size="xs" variant="light">
                      {pm.cardBrand}
                    </Badge>
                  )}
                </Field>
                <Field label="Expiration Date">{shown.expirationDate}</Field>
                {keepCvv && <Field label="Security Code">{shown.securityCode}</Field>}
              </>
            )}
          </SimpleGrid>
        </Stack>
      )}
      {form && (
        <PaymentMethodForm
          opened
          variant="partner"
          editing={form.editing && maskedOf(form.editing)}
          draft={form.draft}
          keepCvv={keepCvv}
          saving={create.isPending || update.isPending}
          onChange={(draft) => setForm({ ...form, draft })}
          onClose={() => setForm(null)}
          onSubmit={() => void submit()}
        />
      )}
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
