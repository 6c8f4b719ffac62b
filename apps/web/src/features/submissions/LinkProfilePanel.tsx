import type { SubmissionType } from '@app/domain';
import { toast } from '@app/ui';
import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { ClientPicker, OrganizationPicker } from './ProfilePickers';
import { linkedProfile } from './submission-labels';

interface Props {
  submission: {
    type: SubmissionType;
    id: number;
    linkedClient: { displayId: string; fullName: string } | null;
    linkedOrganization: { displayId: string; businessDba: string } | null;
  };
}

type Mode = null | 'client' | 'organization';

/** The 'Link to Profile' area of the detail dialog: link, unlink, or create a profile from it. */
export function LinkProfilePanel({ submission }: Props) {
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<Mode>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [profileType, setProfileType] = useState<'client' | 'organization'>(
    submission.type === 'quote' ? 'organization' : 'client',
  );
  const ref = { type: submission.type, id: submission.id };
  const refresh = async () => {
    await Promise.all([
      utils.submissions.get.invalidate(ref),
      utils.submissions.list.invalidate(),
      utils.clients.submissions.invalidate(),
      utils.organizations.submissions.invalidate(),
    ]);
  };
  const onLinked = async () => {
    toast.success('Success: Submission linked successfully');
    setMode(null);
    setChosen(null);
    await refresh();
  };
  const linkFailed = (error: { message: string }) => toast.error('Error: Failed to link submission', error.message);
  const linkClient = trpc.submissions.linkClient.useMutation({ onSuccess: onLinked, onError: linkFailed });
  const linkOrganization = trpc.submissions.linkOrganization.useMutation({ onSuccess: onLinked, onError: linkFailed });
  const unlink = trpc.submissions.unlink.useMutation({
    onSuccess: async () => {
      toast.success('Submission unlinked successfully');
      await refresh();
    },
    onError: (error) => toast.error('Failed to unlink submission', error.message),
  });
  const createProfile = trpc.submissions.createProfile.useMutation({
    onSuccess: async (created) => {
      toast.success(
        `${created.profile.type === 'client' ? 'Client' : 'Organization'} profile created`,
        `${created.profile.name} was created and linked`,
      );
      await refresh();
    },
    onError: (error) => toast.error('Failed to create profile', error.message),
  });
  const linked = linkedProfile(submission);
  const linking = linkClient.isPending || linkOrganization.isPending;

  function link() {
    if (chosen === null) return;
    if (mode === 'client') linkClient.mutate({ ...ref, clientId: chosen });
    if (mode === 'organization') linkOrganization.mutate({ ...ref, organizationId: chosen });
  }

  return (
    <Paper withBorder p="md" radius="md" data-print-hide>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Link to Profile
        </Title>
        {linked ? (
          <Group justify="space-between">
            <Text size="sm">
              Linked to {linked.kind.toLowerCase()}{' '}
              <Anchor component={Link} to={linked.to}>
                {linked.name}
              </Anchor>
            </Text>
            <Button color="red" variant="light" size="xs" loading={unlink.isPending} onClick={() => unlink.mutate(ref)}>
              Unlink
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Not linked
          </Text>
        )}
        {mode === null ? (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setMode('client')}>
              Link to Client
            </Button>
            <Button size="xs" variant="light" onClick={() => setMode('organization')}>
              Link to Organization
            </Button>
          </Group>
        ) : (
          <Stack gap="xs">
            {mode === 'client' ? (
              <ClientPicker value={chosen} onChange={setChosen} />
            ) : (
              <OrganizationPicker value={chosen} onChange={setChosen} />
            )}
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => (setMode(null), setChosen(null))}>
                Cancel
              </Button>
              <Button size="xs" disabled={chosen === null} loading={linking} onClick={link}>
                Link
              </Button>
            </Group>
          </Stack>
        )}
        {!linked && (
          <Group gap="xs" align="center">
            <SegmentedControl
              size="xs"
              aria-label="Profile type"
              value={profileType}
              onChange={(v) => setProfileType(v as 'client' | 'organization')}
              data={[
                { value: 'client', label: 'Client' },
                { value: 'organization', label: 'Organization' },
              ]}
            />
            <Button
              size="xs"
              variant="outline"
              loading={createProfile.isPending}
              onClick={() => createProfile.mutate({ ...ref, profileType })}
            >
              Create Profile
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
