import { can, parseDisplayId, type Area } from '@app/domain';
import { PageState, toast } from '@app/ui';
import { ActionIcon, Button, Card, Group, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, httpStatusOf } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';
import {
  ActiveEditorProvider,
  canDeleteRecords,
  DeleteProfileSection,
  EditAccessContext,
  LoginsPanel,
  NotesCard,
  PaymentMethodsPanel,
  useForgetMissingProfile,
  useRecordRecentProfile,
} from '../profile-records';
import { forgetRecentProfile } from '../shell/recent-profiles';
import { RecentlyViewedBar } from '../shell/RecentlyViewedBar';
import { OrganizationsTab } from './OrganizationsTab';
import { PersonalInfoTab } from './PersonalInfoTab';
import { ProjectsTab } from './ProjectsTab';
import { SpouseTab } from './SpouseTab';
import { ProfileSubmissions } from '../submissions/ProfileSubmissions';

/** `A0012` or `12`; null for anything else. */
export function clientIdFromRoute(param: string | undefined): number | null {
  if (!param) return null;
  if (/^\d+$/.test(param)) return Number(param) > 0 ? Number(param) : null;
  const parsed = parseDisplayId(param);
  return parsed?.kind === 'client' ? parsed.id : null;
}

export default function ClientProfilePage() {
  const id = clientIdFromRoute(useParams().id);
  if (id === null) return <Navigate to="/" replace />;
  return <ClientProfile key={id} id={id} />;
}

const TABS = [
  ['personal', 'Personal Information'],
  ['spouse', 'Spouse'],
  ['organizations', 'Organizations'],
  ['projects', 'Projects'],
  ['payment', 'Payment'],
  ['logins', 'Logins'],
] as const;

/** Tabs that show another area's records need that area too (the server refuses them otherwise). */
const TAB_AREA: Partial<Record<(typeof TABS)[number][0], Area>> = {
  organizations: 'organizations',
  projects: 'projects',
};

function ClientProfile({ id }: { id: number }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { data: me } = useCurrentUser();
  const client = trpc.clients.get.useQuery({ id });
  const [tab, setTab] = useState<string>('personal');
  useRecordRecentProfile(me?.id, client.data ? { type: 'client', id, name: client.data.fullName } : null);
  const refusal = httpStatusOf(client.error);
  useForgetMissingProfile(me?.id, 'client', id, refusal === 404 || refusal === 403);
  const remove = trpc.clients.delete.useMutation({
    onSuccess: () => {
      toast.success('Client deleted successfully');
      if (me) forgetRecentProfile(me.id, 'client', id);
      void utils.clients.list.invalidate();
      navigate('/clients');
    },
    onError: (error) => toast.error('Failed to delete client', errorMessage(error, 'An error occurred')),
  });

  if (client.isPending) return <PageState status="loading" />;
  if (client.isError) {
    if (httpStatusOf(client.error) === 404) {
      return (
        <PageState
          status="empty"
          title="Client not found"
          action={
            <Button component={Link} to="/clients" leftSection={<IconArrowLeft size={16} />}>
              Back to Clients
            </Button>
          }
        />
      );
    }
    if (httpStatusOf(client.error) === 403) return <AccessDeniedPage />;
    return <PageState status="error" title="Error loading client" description="Please try again later" />;
  }
  const c = client.data;
  const owner = { kind: 'client' as const, id };

  return (
    <EditAccessContext value={can(me, 'clients', 'edit')}>
      <ActiveEditorProvider>
        <Stack gap="md">
          {me && <RecentlyViewedBar userId={me.id} user={me} current={{ type: 'client', id }} />}
          <Group justify="space-between" align="flex-start" gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
              <ActionIcon component={Link} to="/clients" variant="subtle" size="lg" aria-label="Back to clients">
                <IconArrowLeft size={20} />
              </ActionIcon>
              <div style={{ minWidth: 0 }}>
                <Title order={2} style={{ overflowWrap: 'anywhere' }}>
                  {c.fullName}
                </Title>
                <Text size="sm" c="dimmed">
                  Client ID: <span data-testid="client-display-id">{c.displayId}</span>
                </Text>
              </div>
            </Group>
            <Tooltip label="Client portal invitations are not available yet">
              <span>
                <Button leftSection={<IconSend size={16} />} variant="light" disabled>
                  Send Portal Invite
                </Button>
              </span>
            </Tooltip>
          </Group>
          <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Tabs value={tab} onChange={(v) => setTab(v ?? 'personal')} keepMounted={false}>
              <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }} mb="md">
                {TABS.filter(([value]) => !TAB_AREA[value] || can(me, TAB_AREA[value], 'read')).map(
                  ([value, label]) => (
                    <Tabs.Tab key={value} value={value} style={{ whiteSpace: 'nowrap' }}>
                      {label}
                    </Tabs.Tab>
                  ),
                )}
              </Tabs.List>
              <Tabs.Panel value="personal">
                <PersonalInfoTab client={c} />
              </Tabs.Panel>
              <Tabs.Panel value="spouse">
                <SpouseTab clientId={id} />
              </Tabs.Panel>
              <Tabs.Panel value="organizations">
                <OrganizationsTab clientId={id} />
              </Tabs.Panel>
              <Tabs.Panel value="projects">
                <ProjectsTab clientId={id} />
              </Tabs.Panel>
              <Tabs.Panel value="payment">
                <PaymentMethodsPanel owner={owner} />
              </Tabs.Panel>
              <Tabs.Panel value="logins">
                <LoginsPanel owner={owner} />
              </Tabs.Panel>
            </Tabs>
          </Card>
          <ProfileSubmissions owner="client" id={id} />
          <NotesCard owner={owner} />
          {canDeleteRecords(me) && (
            <DeleteProfileSection
              title="Delete Client Profile"
              description="Deleting this client removes the profile with its notes, payment methods and logins from every list. This cannot be undone from this screen."
              buttonLabel="Delete Client"
              loading={remove.isPending}
              onDelete={() => remove.mutate({ id })}
            />
          )}
        </Stack>
      </ActiveEditorProvider>
    </EditAccessContext>
  );
}
