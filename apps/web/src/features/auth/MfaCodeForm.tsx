import { toast } from '@app/ui';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { SessionUser } from '../../lib/api-types';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';

interface MfaCodeFormProps {
  onSignedIn: (user: SessionUser) => void;
  onBack: () => void;
}

/** The second step of sign-in: a 6-digit authenticator code or a recovery code. */
export function MfaCodeForm({ onSignedIn, onBack }: MfaCodeFormProps) {
  const [code, setCode] = useState('');
  const verify = trpc.auth.loginMfa.useMutation({
    onSuccess: (result) => onSignedIn(result.user),
    onError: (error) => toast.error('Login failed', errorMessage(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    verify.mutate({ code: code.trim() });
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput
          label="Authentication code"
          description="6-digit code from your authenticator app, or a recovery code"
          required
          autoFocus
          autoComplete="one-time-code"
          maxLength={64}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={verify.isPending}>
          Verify
        </Button>
        <Button variant="subtle" onClick={onBack} disabled={verify.isPending}>
          Back to login
        </Button>
      </Stack>
    </form>
  );
}
