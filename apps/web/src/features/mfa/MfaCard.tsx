import { PageState, toast } from '@app/ui';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { CodePromptModal } from './CodePromptModal';
import { MfaEnrolment } from './MfaEnrolment';
import { RecoveryCodes } from './RecoveryCodes';

type Prompt = 'disable' | 'regenerate' | null;

export function MfaCard() {
  const utils = trpc.useUtils();
  const status = trpc.mfa.status.useQuery();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const refresh = () => Promise.all([utils.mfa.status.invalidate(), utils.auth.me.invalidate()]);

  const begin = trpc.mfa.beginEnrolment.useMutation({
    onError: (error) => toast.error('Failed to start set-up', errorMessage(error)),
  });
  const disable = trpc.mfa.disable.useMutation({
    onSuccess: async () => {
      setPrompt(null);
      toast.success('Two-factor sign-in turned off');
      await refresh();
    },
    onError: (error) => toast.error('Failed to turn off two-factor sign-in', errorMessage(error)),
  });
  const regenerate = trpc.mfa.regenerateRecoveryCodes.useMutation({
    onSuccess: async (result) => {
      setPrompt(null);
      setCodes(result.recoveryCodes);
      await utils.mfa.status.invalidate();
    },
    onError: (error) => toast.error('Failed to regenerate recovery codes', errorMessage(error)),
  });

  if (status.isPending) return <PageState status="loading" />;
  if (status.isError)
    return (
      <PageState status="error" title="Failed to load security settings" description={errorMessage(status.error)} />
    );
  const { enabled, required, recoveryCodesLeft } = status.data;

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Two-factor sign-in
          </Title>
          <Badge color={enabled ? 'teal' : 'gray'} variant="light">
            {enabled ? 'Enabled' : 'Not enabled'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          After your password, sign-in asks for a code from an authenticator app on your phone.
        </Text>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : !enabled ? (
          begin.data ? (
            <MfaEnrolment
              secret={begin.data.secret}
              qrCodeDataUrl={begin.data.qrCodeDataUrl}
              onCancel={() => begin.reset()}
              onEnrolled={async (recoveryCodes) => {
                begin.reset();
                setCodes(recoveryCodes);
                toast.success('Two-factor sign-in enabled');
                await refresh();
              }}
            />
          ) : (
            <Group>
              <Button onClick={() => begin.mutate()} loading={begin.isPending}>
                Set up two-factor sign-in
              </Button>
            </Group>
          )
        ) : (
          <>
            <Text size="sm">Recovery codes left: {recoveryCodesLeft}</Text>
            <Group>
              <Button variant="default" onClick={() => setPrompt('regenerate')}>
                Regenerate recovery codes
              </Button>
              <Button color="red" variant="light" onClick={() => setPrompt('disable')} disabled={required}>
                Turn off
              </Button>
            </Group>
            {required && (
              <Text size="xs" c="dimmed">
                Your firm requires two-factor sign-in, so it cannot be turned off.
              </Text>
            )}
          </>
        )}
      </Stack>
      <CodePromptModal
        opened={prompt === 'regenerate'}
        title="Regenerate recovery codes"
        description="Your current recovery codes stop working. Enter a code from your authenticator app."
        confirmLabel="Regenerate"
        loading={regenerate.isPending}
        onSubmit={(code) => regenerate.mutate({ code })}
        onClose={() => setPrompt(null)}
      />
      <CodePromptModal
        opened={prompt === 'disable'}
        title="Turn off two-factor sign-in"
        description="Sign-in will ask only for your password. Enter a code from your authenticator app."
        confirmLabel="Turn off"
        destructive
        loading={disable.isPending}
        onSubmit={(code) => disable.mutate({ code })}
        onClose={() => setPrompt(null)}
      />
    </Card>
  );
}
