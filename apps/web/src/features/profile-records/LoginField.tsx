import type { PlatformLoginField } from '@app/domain';
import { ActionIcon, Button, Group, Text, Textarea, TextInput } from '@mantine/core';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { EditOnly, useExclusiveEditor } from './edit-access';
import type { LoginView } from './owner';

const FIELD_LABELS: Record<PlatformLoginField, string> = {
  platform: 'Platform',
  username: 'Username',
  password: 'Password',
  pin: 'PIN',
  notes: 'Notes',
};
const SECRET_FIELDS: readonly PlatformLoginField[] = ['password', 'pin'];

interface LoginFieldProps {
  login: LoginView;
  field: PlatformLoginField;
  clear: LoginView | undefined;
  onReveal: () => void;
  revealing: boolean;
  onSave: (field: PlatformLoginField, value: string) => Promise<unknown>;
}

/** One field of a login, shown or edited on its own; secret fields are masked until revealed. */
export function LoginField({ login, field, clear, onReveal, revealing, onSave }: LoginFieldProps) {
  const secret = SECRET_FIELDS.includes(field);
  // Only the secret fields come from the revealed copy; the others always show the saved login.
  const stored = secret && clear ? clear[field] : login[field];
  const [editing, setEditing] = useState<string | null>(null);
  useExclusiveEditor(`login:${login.id}:${field}`, editing !== null, () => setEditing(null));
  const [saving, setSaving] = useState(false);
  const label = FIELD_LABELS[field];

  async function save() {
    if (editing === null) return;
    setSaving(true);
    try {
      await onSave(field, editing);
      setEditing(null);
    } catch {
      // the toast has told the user; the input stays open for another try
    } finally {
      setSaving(false);
    }
  }

  if (editing !== null) {
    return (
      <div>
        <Group gap={4} wrap="nowrap" align="flex-end">
          {field === 'notes' ? (
            <Textarea
              label={label}
              autosize
              minRows={2}
              style={{ flex: 1 }}
              value={editing}
              onChange={(e) => setEditing(e.currentTarget.value)}
              autoFocus
            />
          ) : (
            <TextInput
              label={label}
              style={{ flex: 1 }}
              value={editing}
              onChange={(e) => setEditing(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void save();
                if (e.key === 'Escape') setEditing(null);
              }}
              autoFocus
            />
          )}
          <ActionIcon
            aria-label={`Save ${label}`}
            loading={saving}
            onClick={() => void save()}
            size="lg"
            variant="light"
          >
            <IconCheck size={16} />
          </ActionIcon>
          <ActionIcon aria-label={`Cancel ${label}`} onClick={() => setEditing(null)} size="lg" variant="default">
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </div>
    );
  }

  const masked = secret && !clear;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text
          size="sm"
          ff={secret ? 'monospace' : undefined}
          style={{ overflowWrap: 'anywhere', whiteSpace: field === 'notes' ? 'pre-wrap' : undefined }}
          data-testid={`login-${field}`}
        >
          {stored ?? '—'}
        </Text>
        {secret && login[field] && (
          <Button variant="subtle" size="compact-xs" loading={revealing} onClick={onReveal}>
            {masked ? 'Show' : 'Hide'}
          </Button>
        )}
        <EditOnly>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`Edit ${label}`}
            onClick={() => setEditing(masked ? '' : (stored ?? ''))}
          >
            <IconEdit size={14} />
          </ActionIcon>
        </EditOnly>
      </Group>
    </div>
  );
}
