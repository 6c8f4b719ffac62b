import { PageState, toast } from '@app/ui';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { toastResult } from '../helpers';
import { EditOnly } from '../../profile-records';
import { AccountCard } from './MerchantAccountCard';
import { MerchantFields } from './MerchantFields';
import { EMPTY_MERCHANT, merchantPayload, type MerchantForm } from './merchant-form';

export default function MerchantAccountsTab({ organizationId }: { organizationId: number }) {
  const utils = trpc.useUtils();
  const accounts = trpc.merchantAccounts.list.useQuery({ id: organizationId });
  const [form, setForm] = useState<MerchantForm | null>(null);
  const create = trpc.merchantAccounts.create.useMutation(
    toastResult('Merchant account created successfully', 'Failed to create merchant account', () => {
      setForm(null);
      return utils.merchantAccounts.list.invalidate({ id: organizationId });
    }),
  );

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
            <EditOnly>
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setForm(EMPTY_MERCHANT)}>
                Add Merchant Account
              </Button>
            </EditOnly>
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
