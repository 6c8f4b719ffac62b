import { can, SERVICES, SERVICE_TABS, sortServices, type Service } from '@app/domain';
import { PageState } from '@app/ui';
import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { httpStatusOf } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';
import {
  ActiveEditorProvider,
  canDeleteRecords,
  EditAccessContext,
  NotesCard,
  useForgetMissingProfile,
  useRecordRecentProfile,
} from '../profile-records';
import { RecentlyViewedBar } from '../shell/RecentlyViewedBar';
import { DeleteOrganizationCard } from './DeleteOrganizationCard';
import { parseOrganizationRouteId } from './org-id';
import { ProfileSubmissions } from '../submissions/ProfileSubmissions';

const OrganizationInfoTab = lazy(() => import('./info/OrganizationInfoTab'));
const ProjectsTab = lazy(() => import('./ProjectsTab'));
const PaymentTab = lazy(() => import('./PaymentTab'));
const LoginsTab = lazy(() => import('./LoginsTab'));
const PayrollsTab = lazy(() => import('./payrolls/PayrollsTab'));
const GroupHealthTab = lazy(() => import('./group-health/GroupHealthTab'));
const PcSectionsTab = lazy(() => import('./pc-sections/PcSectionsTab'));
const MerchantAccountsTab = lazy(() => import('./merchant-accounts/MerchantAccountsTab'));

type ServiceTab = (typeof SERVICE_TABS)[Service];
const SERVICE_TAB_LABELS: Record<ServiceTab, string> = {
  payroll: 'Payroll',
  groupHealth: 'Group Health',
  pandc: 'P&C',
  merchant: 'Merchant',
};

/** The service tabs the purchased services unlock, in the fixed service order. */
export function serviceTabs(servicesPurchased: readonly string[]): ServiceTab[] {
  const known = servicesPurchased.filter((s): s is Service => (SERVICES as readonly string[]).includes(s));
  return sortServices(known).map((s) => SERVICE_TABS[s]);
}

export default function OrganizationDetailPage() {
  const { id: routeId } = useParams();
  const id = parseOrganizationRouteId(routeId);
  const me = useCurrentUser();
  const org = trpc.organizations.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  const [tab, setTab] = useState<string>('info');
  const userId = me.data?.id;
  const loaded = org.data;

  useRecordRecentProfile(userId, loaded ? { type: 'organization', id: loaded.id, name: loaded.businessDba } : null);
  const refusal = httpStatusOf(org.error);
  useForgetMissingProfile(userId, 'organization', id, refusal === 404 || refusal === 403);

  if (!routeId) return <Navigate to="/" replace />;
  if (httpStatusOf(org.error) === 403) return <AccessDeniedPage />;
  const notFound = id === null || httpStatusOf(org.error) === 404;
  if (notFound || (org.isError && !org.data)) {
    return (
      <PageState
        status={notFound ? 'empty' : 'error'}
        title={notFound ? 'Organization not found' : 'Error loading organization'}
        description={notFound ? undefined : 'Please try again later'}
        action={
          <Button component={Link} to="/organizations" leftSection={<IconArrowLeft size={16} />} variant="light">
            Back to Organizations
          </Button>
        }
      />
    );
  }
  if (!org.data) return <PageState status="loading" title="Loading..." />;

  const o = org.data;
  const services = serviceTabs(o.servicesPurchased);
  // The Projects tab lists another area's records: shown to those who may read projects.
  const canProjects = can(me.data, 'projects', 'read');
  const current =
    tab === 'info' ||
    (tab === 'projects' && canProjects) ||
    tab === 'payment' ||
    tab === 'logins' ||
    services.includes(tab as ServiceTab)
      ? tab
      : 'info';
  const canDelete = canDeleteRecords(me.data);

  return (
    <EditAccessContext value={can(me.data, 'organizations', 'edit')}>
      <ActiveEditorProvider>
        <Stack gap="md">
          {me.data && (
            <RecentlyViewedBar userId={me.data.id} user={me.data} current={{ id: o.id, type: 'organization' }} />
          )}
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Button
                component={Link}
                to="/organizations"
                variant="subtle"
                size="compact-sm"
                leftSection={<IconArrowLeft size={14} />}
                mb={4}
              >
                Organizations
              </Button>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {o.businessDba}
              </Title>
              <Group gap="xs" mt={4}>
                <Text c="dimmed" size="sm">
                  {o.displayId}
                </Text>
                {o.businessLegalName && (
                  <Text c="dimmed" size="sm">
                    · {o.businessLegalName}
                  </Text>
                )}
                <Badge color={o.status === 'active' ? 'teal' : 'gray'} variant="light">
                  {o.status === 'active' ? 'Active' : 'Terminated'}
                </Badge>
              </Group>
            </div>
          </Group>
          <Tabs value={current} onChange={(v) => v && setTab(v)} keepMounted={false}>
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              <Tabs.Tab value="info">Organization Info</Tabs.Tab>
              {canProjects && <Tabs.Tab value="projects">Projects</Tabs.Tab>}
              <Tabs.Tab value="payment">Payment</Tabs.Tab>
              <Tabs.Tab value="logins">Logins</Tabs.Tab>
              {services.map((s) => (
                <Tabs.Tab key={s} value={s}>
                  {SERVICE_TAB_LABELS[s]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Suspense fallback={<PageState status="loading" />}>
              <Tabs.Panel value="info" pt="md">
                <OrganizationInfoTab organization={o} />
              </Tabs.Panel>
              <Tabs.Panel value="projects" pt="md">
                <ProjectsTab organizationId={o.id} />
              </Tabs.Panel>
              <Tabs.Panel value="payment" pt="md">
                <PaymentTab organizationId={o.id} />
              </Tabs.Panel>
              <Tabs.Panel value="logins" pt="md">
                <LoginsTab organizationId={o.id} />
              </Tabs.Panel>
              <Tabs.Panel value="payroll" pt="md">
                <PayrollsTab organizationId={o.id} />
              </Tabs.Panel>
              <Tabs.Panel value="groupHealth" pt="md">
                <GroupHealthTab organizationId={o.id} />
              </Tabs.Panel>
              <Tabs.Panel value="pandc" pt="md">
                <PcSectionsTab organizationId={o.id} />
              </Tabs.Panel>
              <Tabs.Panel value="merchant" pt="md">
                <MerchantAccountsTab organizationId={o.id} />
              </Tabs.Panel>
            </Suspense>
          </Tabs>
          <ProfileSubmissions owner="organization" id={o.id} />
          <NotesCard owner={{ kind: 'organization', id: o.id }} />
          {canDelete && <DeleteOrganizationCard organizationId={o.id} />}
        </Stack>
      </ActiveEditorProvider>
    </EditAccessContext>
  );
}
