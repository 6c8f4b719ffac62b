import { toast } from '@app/ui';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/request-errors';
import type { SessionUser } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';

interface LoginFormProps {
  onSignedIn: (user: SessionUser) => void;
  onMfaRequired: () => void;
}

export function LoginForm({ onSignedIn, onMfaRequired }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = trpc.auth.login.useMutation({
    onSuccess: (result) => ('mfaRequired' in result ? onMfaRequired() : onSignedIn(result.user)),
    onError: (error) => toast.error('Login failed', errorMessage(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate({ username, password });
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput
          label="Username"
          required
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          required
          autoComplete="current-password"
          // Mantine names the eye button "Toggle password visibility", which makes a label lookup
          // of "Password" ambiguous for assistive tech and browser tests alike.
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={login.isPending}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
