import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { needsMfaEnrolment } from '../auth/start-view';
import { useCurrentUser } from '../auth/useCurrentUser';
import { FirmSecurityCard } from '../security-settings/FirmSecurityCard';
import { MfaCard } from '../mfa/MfaCard';
import { SessionsCard } from '../user-settings/SessionsCard';

export default function SecurityPage() {
  const { data: user } = useCurrentUser();
  return (
    <Stack maw={720}>
      <div>
        <Title order={1}>Security</Title>
        <Text c="dimmed">Protect your account and the firm's client data</Text>
      </div>
      {needsMfaEnrolment(user) && (
        <Alert color="orange" icon={<IconShieldLock size={20} />} title="Two-factor sign-in required">
          Your firm requires two-factor sign-in. Set up an authenticator app to continue.
        </Alert>
      )}
      <MfaCard />
      <SessionsCard />
      {user?.role === 'admin' && <FirmSecurityCard />}
    </Stack>
  );
}
