import { ConfirmDialog, PageState, toast } from '@app/ui';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/request-errors';

/** Admin-only switches that apply to every user (docs/decisions/4-security.md). */
export function FirmSecurityCard() {
  const utils = trpc.useUtils();
  const settings = trpc.securitySettings.get.useQuery();
  const [confirmErase, setConfirmErase] = useState(false);
  const update = trpc.securitySettings.update.useMutation({
    onSuccess: async () => {
      setConfirmErase(false);
      toast.success('Settings updated');
      await Promise.all([utils.securitySettings.get.invalidate(), utils.mfa.status.invalidate()]);
    },
    onError: () => toast.error('Failed to update settings. Please try again.'),
  });

  if (settings.isPending) return <PageState status="loading" />;
  if (settings.isError)
    return <PageState status="error" title="Failed to load firm settings" description={errorMessage(settings.error)} />;
  const { requireMfa, keepCardSecurityCodes } = settings.data;

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          Firm security
        </Title>
        <Switch
          label="Require two-factor sign-in for everyone"
          description="Users without an authenticator app must set one up at their next sign-in."
          checked={requireMfa}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ requireMfa: e.currentTarget.checked })}
        />
        <Switch
          label="Keep card security codes"
          description="PCI DSS forbids keeping them after a payment is authorised. Turning this off hides the field and erases every stored code."
          checked={keepCardSecurityCodes}
          disabled={update.isPending}
          onChange={(e) =>
            e.currentTarget.checked ? update.mutate({ keepCardSecurityCodes: true }) : setConfirmErase(true)
          }
        />
        <Text size="xs" c="dimmed">
          Changes apply to every user of the firm.
        </Text>
      </Stack>
      <ConfirmDialog
        opened={confirmErase}
        title="Stop keeping card security codes?"
        message="Every stored card security code will be erased. This action cannot be undone."
        confirmLabel="Erase codes"
        destructive
        loading={update.isPending}
        onConfirm={() => update.mutate({ keepCardSecurityCodes: false })}
        onClose={() => setConfirmErase(false)}
      />
    </Card>
  );
}
