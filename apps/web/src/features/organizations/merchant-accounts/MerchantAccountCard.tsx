import { DISABLE_REASONS, formatUsd } from '@app/domain';
import { ConfirmDialog, MaskedValue, toast } from '@app/ui';
import { Badge, Button, Card, Group, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconEdit, IconPlayerPlay } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../../lib/trpc';
import { EditOnly } from '../../profile-records';
import { options, serverMessage } from '../helpers';
import type { MerchantAccount } from '../types';
import { MerchantFields } from './MerchantFields';
import { formFrom, merchantPayload, type MerchantForm } from './merchant-form';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof children === 'string' || children === null ? (
        <Text size="sm" c={children ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {children || 'N/A'}
        </Text>
      ) : (
        children
      )}
    </div>
  );
}

export function AccountCard({ account, organizationId }: { account: MerchantAccount; organizationId: number }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState<MerchantForm | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [reactivating, setReactivating] = useState(false);
  const reveal = trpc.merchantAccounts.reveal.useMutation();
  const refresh = () => utils.merchantAccounts.list.invalidate({ id: organizationId });
  const update = trpc.merchantAccounts.update.useMutation({
    onError: (error) => toast.error('Failed to update merchant account', serverMessage(error)),
  });
  const disabled = account.status === 'disabled';

  async function save() {
    if (!form) return;
    const result = merchantPayload(form);
    if ('error' in result) return toast.error(result.error);
    await update.mutateAsync({ id: account.id, data: result.data as never });
    toast.success('Merchant account updated successfully');
    setForm(null);
    void refresh();
  }

  async function changeStatus(status: 'active' | 'disabled') {
    await update.mutateAsync({
      id: account.id,
      data: { status, disableReason: status === 'disabled' ? (reason as (typeof DISABLE_REASONS)[number]) : null },
    });
    toast.success(status === 'disabled' ? 'Merchant account disabled' : 'Merchant account reactivated');
    setDisabling(false);
    setReactivating(false);
    setReason(null);
    void refresh();
  }

  const revealField = (field: 'routingNumber' | 'accountNumber') => async () =>
    (await reveal.mutateAsync({ id: account.id }))[field] ?? '';
  const processor = account.processor === 'Other' && account.processorName ? account.processorName : account.processor;

  return (
    <Card
      withBorder
      style={disabled ? { opacity: 0.6 } : undefined}
      data-testid="merchant-account"
      data-status={account.status}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={4} style={{ overflowWrap: 'anywhere' }}>
              {account.businessDba || account.legalName || `MID ${account.mid}`}
            </Title>
            {disabled && (
              <Badge color="gray" variant="filled">
                Disabled
              </Badge>
            )}
          </Group>
          {disabled && account.disableReason && (
            <Text size="sm" c="red">
              Reason: {account.disableReason}
            </Text>
          )}
        </div>
        {!form && (
          <EditOnly>
            <Group gap={4} wrap="nowrap">
              {!disabled && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label="Edit merchant account"
                  onClick={() => setForm(formFrom(account))}
                >
                  <IconEdit size={16} />
                </Button>
              )}
              {disabled ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="teal"
                  leftSection={<IconPlayerPlay size={14} />}
                  onClick={() => setReactivating(true)}
                >
                  Reactivate
                </Button>
              ) : (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  leftSection={<IconBan size={14} />}
                  onClick={() => setDisabling(true)}
                >
                  Disable
                </Button>
              )}
            </Group>
          </EditOnly>
        )}
      </Group>
      {form ? (
        <Stack gap="sm" mt="sm">
          <MerchantFields form={form} onChange={setForm} existing />
          <Group justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setForm(null)}>
              Cancel
            </Button>
            <Button size="xs" loading={update.isPending} onClick={() => void save().catch(() => undefined)}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
          <Info label="Legal Name">{account.legalName}</Info>
          <Info label="MID">{account.mid}</Info>
          <Info label="Processor">{processor}</Info>
          <Info label="Equipment">{account.equipment}</Info>
          <Info label="Gateway">{account.gateway}</Info>
          <Info label="Average Ticket">{formatUsd(account.averageTicketAmount)}</Info>
          <Info label="Monthly Volume">{formatUsd(account.monthlyVolume)}</Info>
          <Info label="High Ticket">{formatUsd(account.highTicket)}</Info>
          <Info label="EBT">{account.hasEbt ? 'Yes' : 'No'}</Info>
          {account.hasEbt && <Info label="FSN Number">{account.fsnNumber}</Info>}
          <Info label="Bank Name">{account.bankName}</Info>
          <Info label="Routing Number">
            <MaskedValue
              masked={account.routingNumber ? '****' : null}
              onReveal={revealField('routingNumber')}
              empty="N/A"
            />
          </Info>
          <Info label="Account Number">
            <MaskedValue
              masked={account.accountNumber ? '****' : null}
              onReveal={revealField('accountNumber')}
              empty="N/A"
            />
          </Info>
        </SimpleGrid>
      )}
      <Modal opened={disabling} onClose={() => setDisabling(false)} title="Disable merchant account" centered>
        <Stack>
          <Select
            label="Reason"
            placeholder="Choose a reason"
            required
            data={options(DISABLE_REASONS)}
            value={reason}
            onChange={setReason}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDisabling(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              disabled={!reason}
              loading={update.isPending}
              onClick={() => void changeStatus('disabled').catch(() => undefined)}
            >
              Disable Account
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={reactivating}
        title="Reactivate merchant account"
        message="Reactivate this merchant account? Its disable reason is cleared."
        confirmLabel="Reactivate"
        loading={update.isPending}
        onConfirm={() => void changeStatus('active').catch(() => undefined)}
        onClose={() => setReactivating(false)}
      />
    </Card>
  );
}
