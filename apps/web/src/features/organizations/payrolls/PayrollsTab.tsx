import {
  PAYROLL_FREQUENCIES,
  PAYROLL_PLATFORMS,
  PayrollCreate,
  REQUIRED_FIELDS_MESSAGE,
  normalizePayrollFrequency,
  payrollFrequencyLabel,
} from '@app/domain';
import { ConfirmDialog, PageState, toast } from '@app/ui';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { formatDate } from '../../../lib/format';
import { options, toastResult } from '../helpers';
import type { PayrollRecord } from '../types';
import { PayrollSchedule } from './PayrollSchedule';
import { CurrentPayPeriod } from './CurrentPayPeriod';
import { EditOnly } from '../../profile-records';

const DATE_FIELDS = [
  ['payPeriodStartDate', 'Pay Period Start'],
  ['payPeriodEndDate', 'Pay Period End'],
  ['processingDate', 'Processing Date'],
  ['payDate', 'Pay Date'],
] as const;
const SECOND_DATE_FIELDS = [
  ['payPeriodStartDate2', 'Second Pay Period Start'],
  ['payPeriodEndDate2', 'Second Pay Period End'],
  ['processingDate2', 'Second Processing Date'],
  ['payDate2', 'Second Pay Date'],
] as const;
type DateKey = (typeof DATE_FIELDS)[number][0] | (typeof SECOND_DATE_FIELDS)[number][0];

type PayrollForm = { payrollPlatform: string | null; payrollFrequency: string | null } & Record<DateKey, string>;
const EMPTY: PayrollForm = {
  payrollPlatform: null,
  payrollFrequency: null,
  payPeriodStartDate: '',
  payPeriodEndDate: '',
  processingDate: '',
  payDate: '',
  payPeriodStartDate2: '',
  payPeriodEndDate2: '',
  processingDate2: '',
  payDate2: '',
};

const isSemiMonthly = (f: string | null | undefined) => normalizePayrollFrequency(f) === 'semimonthly';

function formFrom(r: PayrollRecord): PayrollForm {
  const out = {
    ...EMPTY,
    payrollPlatform: r.payrollPlatform,
    payrollFrequency: payrollFrequencyLabel(r.payrollFrequency) ?? r.payrollFrequency,
  };
  for (const [key] of [...DATE_FIELDS, ...SECOND_DATE_FIELDS]) out[key] = r[key] ?? '';
  return out;
}

/** The payload, or null after the 'Please fill in all required fields' toast. */
function payloadOf(form: PayrollForm) {
  if (!form.payrollPlatform || !form.payrollFrequency) {
    toast.error(REQUIRED_FIELDS_MESSAGE);
    return null;
  }
  const semi = isSemiMonthly(form.payrollFrequency);
  const data = {
    payrollPlatform: form.payrollPlatform as PayrollCreate['payrollPlatform'],
    payrollFrequency: form.payrollFrequency as PayrollCreate['payrollFrequency'],
    ...Object.fromEntries(DATE_FIELDS.map(([k]) => [k, form[k] || null])),
    ...Object.fromEntries(SECOND_DATE_FIELDS.map(([k]) => [k, semi ? form[k] || null : null])),
  };
  const parsed = PayrollCreate.safeParse(data);
  if (!parsed.success) {
    toast.error(REQUIRED_FIELDS_MESSAGE, parsed.error.issues[0]?.message);
    return null;
  }
  return data;
}

function PayrollFields({ form, onChange }: { form: PayrollForm; onChange: (f: PayrollForm) => void }) {
  const semi = isSemiMonthly(form.payrollFrequency);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Payroll Platform"
        required
        searchable
        data={[...PAYROLL_PLATFORMS]}
        value={form.payrollPlatform}
        onChange={(v) => onChange({ ...form, payrollPlatform: v })}
      />
      <Select
        label="Payroll Frequency"
        required
        data={options(PAYROLL_FREQUENCIES)}
        value={form.payrollFrequency}
        onChange={(v) => onChange({ ...form, payrollFrequency: v })}
      />
      {DATE_FIELDS.map(([key, label]) => (
        <TextInput
          key={key}
          label={label}
          type="date"
          value={form[key]}
          onChange={(e) => onChange({ ...form, [key]: e.currentTarget.value })}
        />
      ))}
      {semi &&
        SECOND_DATE_FIELDS.map(([key, label]) => (
          <TextInput
            key={key}
            label={label}
            type="date"
            value={form[key]}
            onChange={(e) => onChange({ ...form, [key]: e.currentTarget.value })}
          />
        ))}
    </SimpleGrid>
  );
}

function PayrollCard({ record, organizationId }: { record: PayrollRecord; organizationId: number }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState<PayrollForm | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () =>
    Promise.all([
      utils.payrolls.list.invalidate({ id: organizationId }),
      utils.payrolls.schedule.invalidate({ organizationId }),
    ]);
  const update = trpc.payrolls.update.useMutation(
    toastResult('Payroll record updated successfully', 'Failed to update payroll record', () => {
      setForm(null);
      return refresh();
    }),
  );
  const remove = trpc.payrolls.delete.useMutation(
    toastResult('Payroll record deleted successfully', 'Failed to delete payroll record', () => {
      setConfirming(false);
      return refresh();
    }),
  );
  const semi = isSemiMonthly(record.payrollFrequency);
  return (
    <Card withBorder padding="sm" data-testid="payroll-record">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600}>{record.payrollPlatform}</Text>
          <Text size="sm" c="dimmed">
            {payrollFrequencyLabel(record.payrollFrequency) ?? record.payrollFrequency}
          </Text>
        </div>
        {!form && (
          <Group gap={4} wrap="nowrap">
            <EditOnly>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label="Edit payroll record"
                onClick={() => setForm(formFrom(record))}
              >
                <IconEdit size={16} />
              </Button>
            </EditOnly>
            <EditOnly>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label="Delete payroll record"
                onClick={() => setConfirming(true)}
              >
                <IconTrash size={16} />
              </Button>
            </EditOnly>
          </Group>
        )}
      </Group>
      {form ? (
        <Stack gap="sm" mt="sm">
          <PayrollFields form={form} onChange={setForm} />
          <Group justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setForm(null)}>
              Cancel
            </Button>
            <Button
              size="xs"
              loading={update.isPending}
              onClick={() => {
                const data = payloadOf(form);
                if (data) update.mutate({ id: record.id, data });
              }}
            >
              Save
            </Button>
          </Group>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
          {[...DATE_FIELDS, ...(semi ? SECOND_DATE_FIELDS : [])].map(([key, label]) => (
            <div key={key}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm">{formatDate(record[key])}</Text>
            </div>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Delete payroll record"
        message="Are you sure you want to delete this payroll record? This action cannot be undone."
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => remove.mutate({ id: record.id })}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

export default function PayrollsTab({ organizationId }: { organizationId: number }) {
  const utils = trpc.useUtils();
  const records = trpc.payrolls.list.useQuery({ id: organizationId });
  const [form, setForm] = useState<PayrollForm | null>(null);
  const create = trpc.payrolls.create.useMutation(
    toastResult('Payroll record added successfully', 'Failed to add payroll record', () => {
      setForm(null);
      void utils.payrolls.list.invalidate({ id: organizationId });
      void utils.payrolls.schedule.invalidate({ organizationId });
    }),
  );

  return (
    <Stack>
      <CurrentPayPeriod organizationId={organizationId} />
      <Card withBorder>
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={3} size="h4">
            Payroll Management
          </Title>
          {!form && (
            <EditOnly>
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setForm(EMPTY)}>
                Add Payroll
              </Button>
            </EditOnly>
          )}
        </Group>
        {form && (
          <Card withBorder padding="sm" mb="sm" bg="var(--mantine-color-gray-0)">
            <PayrollFields form={form} onChange={setForm} />
            <Group justify="flex-end" mt="sm">
              <Button size="xs" variant="default" onClick={() => setForm(null)}>
                Cancel
              </Button>
              <Button
                size="xs"
                loading={create.isPending}
                onClick={() => {
                  const data = payloadOf(form);
                  if (data) create.mutate({ id: organizationId, data: { ...data, organizationId } });
                }}
              >
                Save Payroll
              </Button>
            </Group>
          </Card>
        )}
        {records.isPending ? (
          <PageState status="loading" />
        ) : records.isError ? (
          <PageState status="error" title="Error loading payroll records" />
        ) : records.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payroll records yet.
          </Text>
        ) : (
          <Stack gap="xs">
            {records.data.map((r) => (
              <PayrollCard key={r.id} record={r} organizationId={organizationId} />
            ))}
          </Stack>
        )}
      </Card>
      <PayrollSchedule organizationId={organizationId} />
    </Stack>
  );
}
