import { toast } from '@app/ui';
import { Button, Code, CopyButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';

interface MfaEnrolmentProps {
  /** What `mfa.beginEnrolment` answered. */
  secret: string;
  qrCodeDataUrl: string;
  onEnrolled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the secret), then prove it works with a first code. */
export function MfaEnrolment({ secret, qrCodeDataUrl, onEnrolled, onCancel }: MfaEnrolmentProps) {
  const [code, setCode] = useState('');
  const confirm = trpc.mfa.confirmEnrolment.useMutation({
    onSuccess: (result) => onEnrolled(result.recoveryCodes),
    onError: (error) => toast.error('Verification failed', errorMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code: code.trim() });
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm">
          1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...).
        </Text>
        <Image src={qrCodeDataUrl} alt="QR code for your authenticator app" w={180} h={180} fit="contain" />
        <Text size="sm">Or enter this key by hand:</Text>
        <Group gap="xs">
          <Code fz="sm" style={{ wordBreak: 'break-all' }}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <TextInput
          label="2. Enter the 6-digit code the app shows"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          maw={220}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
            Confirm
          </Button>
          <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
