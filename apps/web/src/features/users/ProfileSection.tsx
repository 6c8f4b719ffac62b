import { passwordProblems } from '@app/domain';
import { toast } from '@app/ui';
import {
  Alert,
  Avatar,
  Button,
  Card,
  FileButton,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { displayName } from '../../lib/user';
import { useCurrentUser } from '../auth/useCurrentUser';
import { uploadFile } from '../../lib/file-transfer';
import { PasswordRules } from './PasswordRules';

const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/**
 * Settings > Profile > Change Password: the rules follow what is typed, and a failure shows inside
 * the card (a toast would cover the button for seconds).
 */
function PasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const change = trpc.users.changePassword.useMutation({
    onSuccess: () => {
      toast.success('Profile updated', 'Your password was changed. Your other sessions were signed out.');
      setCurrent('');
      setNext('');
      setFailure(null);
    },
    onError: (e) => setFailure(errorMessage(e)),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (passwordProblems(next).length) {
      setFailure('The new password does not meet the requirements.');
      return;
    }
    change.mutate({ currentPassword: current, newPassword: next });
  };
  const edit = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.currentTarget.value);
    setFailure(null);
  };
  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit}>
        <Stack>
          <Title order={2} size="h4">
            Change Password
          </Title>
          <PasswordInput
            label="Current Password"
            value={current}
            onChange={edit(setCurrent)}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            label="New Password"
            value={next}
            onChange={edit(setNext)}
            autoComplete="new-password"
            required
          />
          <PasswordRules password={next} />
          {failure && (
            <Alert color="red" title="Update failed" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} disabled={!current || !next}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Settings > Profile Settings: picture, names and email (username read-only), password. */
export function ProfileSection() {
  const { data: user } = useCurrentUser();
  const utils = trpc.useUtils();
  const [form, setForm] = useState({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
  });
  const [uploading, setUploading] = useState(false);
  const save = trpc.users.updateProfile.useMutation({
    onSuccess: async () => {
      toast.success('Profile updated');
      await utils.auth.me.invalidate();
    },
    onError: (e) => toast.error('Update failed', errorMessage(e)),
  });
  if (!user) return null;

  const onPicture = async (file: File | null) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast.error('Invalid file type', 'Please select an image file.');
    if (file.size > MAX_PICTURE_BYTES) return toast.error('File too large', 'Please select an image smaller than 5MB.');
    setUploading(true);
    try {
      const res = await uploadFile('/api/upload-profile-picture', 'profilePicture', file);
      if (res.status !== 200) throw new Error(String(res.body.message ?? 'Upload failed'));
      toast.success('Profile picture updated');
      await utils.auth.me.invalidate();
    } catch (e) {
      toast.error('Upload failed', errorMessage(e));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack>
      <Card withBorder padding="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(form);
          }}
        >
          <Stack>
            <Title order={2} size="h4">
              Profile Settings
            </Title>
            <Group>
              <Avatar src={user.profilePicture} size={72} radius="xl" color="indigo" alt={displayName(user)}>
                {displayName(user).slice(0, 1).toUpperCase()}
              </Avatar>
              <FileButton onChange={onPicture} accept="image/png,image/jpeg,image/gif,image/webp">
                {(props) => (
                  <Button variant="default" loading={uploading} {...props}>
                    Change Picture
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                PNG, JPEG, GIF or WebP, at most 5MB
              </Text>
            </Group>
            <TextInput label="Username" value={user.username} readOnly disabled />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="First Name"
                value={form.firstName}
                onChange={(e) => setForm({ ...form, firstName: e.currentTarget.value })}
              />
              <TextInput
                label="Last Name"
                value={form.lastName}
                onChange={(e) => setForm({ ...form, lastName: e.currentTarget.value })}
              />
            </SimpleGrid>
            <TextInput
              label="Email"
              type="email"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save Profile
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <PasswordCard />
    </Stack>
  );
}
