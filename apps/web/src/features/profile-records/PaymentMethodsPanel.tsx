import {
  DELETE_PAYMENT_METHOD_CONFIRMATION,
  DIGITAL_PAYMENT_LABELS,
  sortPaymentMethods,
  VALIDATION_ERROR_TITLE,
  type DigitalPaymentType,
  type PaymentMethodCreateInput,
} from '@app/domain';
import { ConfirmDialog, PageState, toast } from '@app/ui';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/request-errors';
import { useOwnerApi, useOwnerPaymentMethods, type Owner, type PaymentMethodView } from './owner';
import {
  draftOf,
  emptyDraft,
  PAYMENT_TYPE_LABELS,
  PaymentMethodForm,
  payloadOf,
  validationError,
  type PaymentMethodDraft,
} from './PaymentMethodForm';
import { useKeepCardSecurityCodes } from './useSecurityCodeSetting';
import { useRevealed } from './useRevealed';
import { EditOnly } from './edit-access';
import { AddButton, EditDeleteButtons } from './RecordButtons';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Text>
    </div>
  );
}

/** A method's details; `clear` is the revealed copy (sensitive fields in clear) when shown. */
function Details({ pm, clear, keepCvv }: { pm: PaymentMethodView; clear: PaymentMethodView | null; keepCvv: boolean }) {
  const shown = clear ?? pm;
  if (pm.type === 'digital') {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Field label="Service">{DIGITAL_PAYMENT_LABELS[pm.digitalType as DigitalPaymentType] ?? pm.digitalType}</Field>
        <Field label="Email or Phone">{pm.digitalEmail}</Field>
      </SimpleGrid>
    );
  }
  if (pm.type === 'credit') {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Field label="Name on Card">{pm.cardName}</Field>
        <Field label="Card Number">
          <span data-testid="pm-card-number">{shown.cardNumber}</span>{' '}
          {pm.cardBrand && (
            <Badge size="xs" variant="light">
              {pm.cardBrand}
            </Badge>
          )}
        </Field>
        <Field label="Expiry">{shown.cardExpiry}</Field>
        {keepCvv && <Field label="Security Code">{shown.cardCvv}</Field>}
        <Field label="Billing Address">{pm.billingAddress}</Field>
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <Field label="Bank Name">{pm.bankName}</Field>
      <Field label="Routing Number">
        <span data-testid="pm-routing">{shown.routingNumber}</span>
      </Field>
      <Field label="Account Number">{shown.accountNumber}</Field>
    </SimpleGrid>
  );
}

/** Payment methods of a client or organization: primary first, add, edit, delete, make primary, reveal. */
export function PaymentMethodsPanel({ owner }: { owner: Owner }) {
  const api = useOwnerApi(owner);
  const keepCvv = useKeepCardSecurityCodes();
  const { query: methods, refresh } = useOwnerPaymentMethods(owner);
  const [form, setForm] = useState<{ editing: PaymentMethodView | null; draft: PaymentMethodDraft } | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethodView | null>(null);
  const { revealed, revealing, toggleReveal, forget } = useRevealed((pmId) =>
    api.paymentMethods.reveal.mutate({ id: owner.id, pmId }),
  );

  const save = useMutation({
    mutationFn: ({ editing, draft }: { editing: PaymentMethodView | null; draft: PaymentMethodDraft }) => {
      const method = payloadOf(draft, editing !== null, keepCvv);
      return editing
        ? api.paymentMethods.update.mutate({ id: owner.id, pmId: editing.id, method })
        : api.paymentMethods.create.mutate({ id: owner.id, method: method as PaymentMethodCreateInput });
    },
    onSuccess: (pm, { editing }) => {
      toast.success(editing ? 'Payment method updated successfully' : 'Payment method added successfully');
      setForm(null);
      forget(pm.id);
      void refresh();
    },
    onError: (error, { editing }) =>
      toast.error(editing ? 'Failed to update payment method' : 'Failed to save payment method', errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (pmId: number) => api.paymentMethods.delete.mutate({ id: owner.id, pmId }),
    onSuccess: () => {
      toast.success('Payment method deleted successfully');
      setDeleting(null);
      void refresh();
    },
    onError: (error) => toast.error('Failed to delete payment method', errorMessage(error)),
  });
  const makePrimary = useMutation({
    mutationFn: (pmId: number) => api.paymentMethods.setPrimary.mutate({ id: owner.id, pmId }),
    onSuccess: () => {
      toast.success('Primary payment method updated');
      void refresh();
    },
    onError: (error) => toast.error('Failed to update primary payment method', errorMessage(error)),
  });

  function submit() {
    if (!form) return;
    const problem = validationError(form.draft, form.editing !== null, keepCvv);
    if (problem) {
      toast.error(VALIDATION_ERROR_TITLE, problem);
      return;
    }
    save.mutate(form);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>Payment Methods</Text>
        <AddButton label="Add Payment Method" onClick={() => setForm({ editing: null, draft: emptyDraft() })} />
      </Group>
      {methods.isPending ? (
        <PageState status="loading" />
      ) : methods.isError ? (
        <PageState status="error" title="Error loading payment methods" description="Please try again later" />
      ) : methods.data.length === 0 ? (
        <PageState status="empty" title="No payment methods" description="Add a payment method to get started" />
      ) : (
        sortPaymentMethods(methods.data).map((pm) => {
          const sensitive = pm.type !== 'digital';
          return (
            <Card key={pm.id} withBorder radius="md" p="md" data-testid="payment-method">
              <Group justify="space-between" mb="sm" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{PAYMENT_TYPE_LABELS[pm.type]}</Text>
                  {pm.isPrimary && <Badge color="teal">Primary</Badge>}
                </Group>
                <Group gap={4}>
                  {sensitive && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      loading={revealing === pm.id}
                      onClick={() => void toggleReveal(pm.id)}
                    >
                      {revealed[pm.id] ? 'Hide' : 'Show'}
                    </Button>
                  )}
                  {!pm.isPrimary && (
                    <EditOnly>
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={makePrimary.isPending && makePrimary.variables === pm.id}
                        onClick={() => makePrimary.mutate(pm.id)}
                      >
                        Make Primary
                      </Button>
                    </EditOnly>
                  )}
                  <EditDeleteButtons
                    onEdit={() => setForm({ editing: pm, draft: draftOf(pm) })}
                    onDelete={() => setDeleting(pm)}
                  />
                </Group>
              </Group>
              <Details pm={pm} clear={revealed[pm.id] ?? null} keepCvv={keepCvv} />
            </Card>
          );
        })
      )}
      {form && (
        <PaymentMethodForm
          opened
          editing={form.editing}
          draft={form.draft}
          keepCvv={keepCvv}
          saving={save.isPending}
          onChange={(draft) => setForm({ ...form, draft })}
          onClose={() => setForm(null)}
          onSubmit={submit}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete payment method"
        message={DELETE_PAYMENT_METHOD_CONFIRMATION}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
