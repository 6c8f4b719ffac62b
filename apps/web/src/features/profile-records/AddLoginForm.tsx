import type { PlatformLoginField } from '@app/domain';
import { Button, Group, PasswordInput, Stack, Textarea, TextInput } from '@mantine/core';

export type NewLogin = Record<PlatformLoginField, string>;
export const EMPTY_LOGIN: NewLogin = { platform: '', username: '', password: '', pin: '', notes: '' };

interface AddLoginFormProps {
  value: NewLogin;
  onChange: (value: NewLogin) => void;
  platformError: string | null;
  /** The platform was typed into: its error is cleared. */
  onPlatformChange: () => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
}

/** The new login's fields (the Add Login dialog). */
export function AddLoginForm({
  value,
  onChange,
  platformError,
  onPlatformChange,
  onSubmit,
  onCancel,
  saving,
}: AddLoginFormProps) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Platform"
          withAsterisk
          value={value.platform}
          error={platformError}
          onChange={(e) => {
            onPlatformChange();
            onChange({ ...value, platform: e.currentTarget.value });
          }}
        />
        <TextInput
          label="Username"
          value={value.username}
          onChange={(e) => onChange({ ...value, username: e.currentTarget.value })}
        />
        <PasswordInput
          label="Password"
          value={value.password}
          onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
        />
        <TextInput label="PIN" value={value.pin} onChange={(e) => onChange({ ...value, pin: e.currentTarget.value })} />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          value={value.notes}
          onChange={(e) => onChange({ ...value, notes: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Add Login
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
