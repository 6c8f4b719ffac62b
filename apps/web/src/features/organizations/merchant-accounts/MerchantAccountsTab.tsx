import {
  DISABLE_REASONS,
  MERCHANT_EQUIPMENT,
  MERCHANT_GATEWAYS,
  MERCHANT_PROCESSORS,
  MerchantAccountCreate,
  REQUIRED_FIELDS_MESSAGE,
  formatUsd,
} from '@app/domain';
import { ConfirmDialog, DigitsInput, MaskedValue, PageState, toast } from '@app/ui';
import { Badge, Button, Card, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBan, IconEdit, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../../lib/trpc';
import { options, serverMessage } from '../helpers';
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

function formFrom(a: MerchantAccount): MerchantForm {
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

function MerchantFields({ form, onChange, existing }: { form: MerchantForm; onChange: (f: MerchantForm) => void; existing: boolean }) {
  const set = <K extends keyof MerchantForm>(key: K, value: MerchantForm[K]) => onChange({ ...form, [key]: value });
  const money = (key: 'averageTicketAmount' | 'monthlyVolume' | 'highTicket', label: string) => (
    <NumberInput label={label} prefix="$" min={0} decimalScale={2} fixedDecimalScale thousandSeparator="," value={form[key]} onChange={(v) => set(key, v)} />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Business DBA" value={form.businessDba} onChange={(e) => set('businessDba', e.currentTarget.value)} />
      <TextInput label="Legal Name" value={form.legalName} onChange={(e) => set('legalName', e.currentTarget.value)} />
      <TextInput label="MID" required value={form.mid} onChange={(e) => set('mid', e.currentTarget.value)} />
      <Select label="Processor" required data={options(MERCHANT_PROCESSORS)} value={form.processor} onChange={(v) => set('processor', v)} />
      {form.processor === 'Other' && <TextInput label="Processor Name" required value={form.processorName} onChange={(e) => set('processorName', e.currentTarget.value)} />}
      <Select label="Equipment" data={options(MERCHANT_EQUIPMENT)} value={form.equipment} onChange={(v) => set('equipment', v)} clearable />
      {form.equipment === 'Other' && <TextInput label="Custom Equipment" required value={form.equipmentOther} onChange={(e) => set('equipmentOther', e.currentTarget.value)} />}
      <Select label="Gateway" data={options(MERCHANT_GATEWAYS)} value={form.gateway} onChange={(v) => set('gateway', v)} clearable />
      {form.gateway === 'Other' && <TextInput label="Custom Gateway" required value={form.gatewayOther} onChange={(e) => set('gatewayOther', e.currentTarget.value)} />}
      {money('averageTicketAmount', 'Average Ticket')}
      {money('monthlyVolume', 'Monthly Volume')}
      {money('highTicket', 'High Ticket')}
      <Select
        label="EBT"
        data={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={form.hasEbt}
        allowDeselect={false}
        onChange={(v) => onChange({ ...form, hasEbt: v === 'yes' ? 'yes' : 'no', fsnNumber: v === 'yes' ? form.fsnNumber : '' })}
      />
      {form.hasEbt === 'yes' && <TextInput label="FSN Number" value={form.fsnNumber} onChange={(e) => set('fsnNumber', e.currentTarget.value)} />}
      <TextInput label="Bank Name" value={form.bankName} onChange={(e) => set('bankName', e.currentTarget.value)} />
      <DigitsInput
        label="Routing Number"
        maxDigits={9}
        value={form.routingNumber}
        onChange={(v) => set('routingNumber', v)}
        placeholder={existing ? 'Leave blank to keep' : undefined}
      />
      <DigitsInput
        label="Account Number"
        maxDigits={17}
        value={form.accountNumber}
        onChange={(v) => set('accountNumber', v)}
        placeholder={existing ? 'Leave blank to keep' : undefined}
      />
    </SimpleGrid>
  );
}

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

function AccountCard({ account, organizationId }: { account: MerchantAccount; organizationId: number }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState<MerchantForm | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [reactivating, setReactivating] = useState(false);
  const reveal = trpc.merchantAccounts.reveal.useMutation();
  const refresh = () => utils.merchantAccounts.list.invalidate({ id: organizationId });
  const update = trpc.merchantAccounts.update.useMutation({ onError: (error) => toast.error('Failed to update merchant account', serverMessage(error)) });
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
    await update.mutateAsync({ id: account.id, data: { status, disableReason: status === 'disabled' ? (reason as (typeof DISABLE_REASONS)[number]) : null } });
    toast.success(status === 'disabled' ? 'Merchant account disabled' : 'Merchant account reactivated');
    setDisabling(false);
    setReactivating(false);
    setReason(null);
    void refresh();
  }

  const revealField = (field: 'routingNumber' | 'accountNumber') => async () => (await reveal.mutateAsync({ id: account.id }))[field] ?? '';
  const processor = account.processor === 'Other' && account.processorName ? account.processorName : account.processor;

  return (
    <Card withBorder style={disabled ? { opacity: 0.6 } : undefined} data-testid="merchant-account" data-status={account.status}>
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
          <Group gap={4} wrap="nowrap">
            {!disabled && (
              <Button size="compact-sm" variant="subtle" aria-label="Edit merchant account" onClick={() => setForm(formFrom(account))}>
                <IconEdit size={16} />
              </Button>
            )}
            {disabled ? (
              <Button size="compact-sm" variant="light" color="teal" leftSection={<IconPlayerPlay size={14} />} onClick={() => setReactivating(true)}>
                Reactivate
              </Button>
            ) : (
              <Button size="compact-sm" variant="light" color="red" leftSection={<IconBan size={14} />} onClick={() => setDisabling(true)}>
                Disable
              </Button>
            )}
          </Group>
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
            <MaskedValue masked={account.routingNumber ? '****' : null} onReveal={revealField('routingNumber')} empty="N/A" />
          </Info>
          <Info label="Account Number">
            <MaskedValue masked={account.accountNumber ? '****' : null} onReveal={revealField('accountNumber')} empty="N/A" />
          </Info>
        </SimpleGrid>
      )}
      <Modal opened={disabling} onClose={() => setDisabling(false)} title="Disable merchant account" centered>
        <Stack>
          <Select label="Reason" placeholder="Choose a reason" required data={options(DISABLE_REASONS)} value={reason} onChange={setReason} comboboxProps={{ withinPortal: true }} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDisabling(false)}>
              Cancel
            </Button>
            <Button color="red" disabled={!reason} loading={update.isPending} onClick={() => void changeStatus('disabled').catch(() => undefined)}>
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

export default function MerchantAccountsTab({ organizationId }: { organizationId: number }) {
  const utils = trpc.useUtils();
  const accounts = trpc.merchantAccounts.list.useQuery({ id: organizationId });
  const [form, setForm] = useState<MerchantForm | null>(null);
  const create = trpc.merchantAccounts.create.useMutation({
    onSuccess: () => {
      toast.success('Merchant account created successfully');
      setForm(null);
      void utils.merchantAccounts.list.invalidate({ id: organizationId });
    },
    onError: (error) => toast.error('Failed to create merchant account', serverMessage(error)),
  });

  if (accounts.isPending) return <PageState status="loading" />;
  if (accounts.isError) return <PageState status="error" title="Error loading merchant accounts" />;
  const active = accounts.data.filter((a) => a.status !== 'disabled');
  const disabled = accounts.data.filter((a) => a.status === 'disabled');

  return (
    <Stack>
      <Card withBorder>
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            Merchant Processing Accounts
          </Title>
          {!form && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setForm(EMPTY_MERCHANT)}>
              Add Merchant Account
            </Button>
          )}
        </Group>
        {form && (
          <Stack mt="sm">
            <MerchantFields form={form} onChange={setForm} existing={false} />
            <Group justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setForm(null)}>
                Cancel
              </Button>
              <Button
                size="xs"
                loading={create.isPending}
                onClick={() => {
                  const result = merchantPayload(form);
                  if ('error' in result) return toast.error(result.error);
                  create.mutate({ id: organizationId, data: result.data as never });
                }}
              >
                Create Account
              </Button>
            </Group>
          </Stack>
        )}
        {accounts.data.length === 0 && !form && (
          <Text size="sm" c="dimmed" mt="sm">
            No merchant accounts yet.
          </Text>
        )}
      </Card>
      {active.map((a) => (
        <AccountCard key={a.id} account={a} organizationId={organizationId} />
      ))}
      {disabled.length > 0 && (
        <Stack gap="sm" data-testid="disabled-accounts">
          <Title order={4} c="dimmed">
            Disabled Accounts
          </Title>
          {disabled.map((a) => (
            <AccountCard key={a.id} account={a} organizationId={organizationId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
