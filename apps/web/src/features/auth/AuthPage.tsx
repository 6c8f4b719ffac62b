import { PageState } from '@app/ui';
import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../app/product';
import { trpc } from '../../lib/trpc';
import { LoginForm } from './LoginForm';
import { MfaCodeForm } from './MfaCodeForm';
import { startPath } from './start-view';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useCurrentUser } from './useCurrentUser';
import { useReturnPath } from './useReturnPath';

/** A signed-in visitor of the sign-in page goes to their default view (Settings > Preferences). */
function StartRedirect() {
  const settings = trpc.userSettings.get.useQuery(undefined, { retry: false });
  if (settings.isPending) return <PageState status="loading" fullScreen />;
  return <Navigate to={startPath(settings.data)} replace />;
}

export default function AuthPage() {
  const me = useCurrentUser();
  const completeSignIn = useCompleteSignIn();
  const returnPath = useReturnPath();
  const [step, setStep] = useState<'password' | 'code'>('password');

  if (me.isPending) return <PageState status="loading" fullScreen />;
  if (me.data) return returnPath ? <Navigate to={returnPath} replace /> : <StartRedirect />;

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={420} gap="lg">
        <Title order={1} ta="center">
          {PRODUCT_NAME}
        </Title>
        <Card withBorder shadow="sm" padding="lg">
          {step === 'password' ? (
            <>
              <Title order={2} size="h3">
                Login
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                Enter your credentials to access your account
              </Text>
              <LoginForm onSignedIn={(u) => void completeSignIn(u)} onMfaRequired={() => setStep('code')} />
            </>
          ) : (
            <>
              <Title order={2} size="h3">
                Two-factor verification
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                Enter the code from your authenticator app to finish signing in
              </Text>
              <MfaCodeForm onSignedIn={(u) => void completeSignIn(u)} onBack={() => setStep('password')} />
            </>
          )}
        </Card>
      </Stack>
    </Center>
  );
}
