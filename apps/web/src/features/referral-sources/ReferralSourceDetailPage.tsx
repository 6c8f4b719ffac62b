import { formatEin, formatPhone, formatSsn, parseDisplayId, ReferralSourceUpdate } from '@app/domain';
import { EinInput, MaskedValue, PageState, SsnInput, toast } from '@app/ui';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/api-types';
import { errorMessage, httpStatusOf } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ReferralPaymentMethod } from './ReferralPaymentMethod';
import { ReferredAccounts } from './ReferredAccounts';
import { useCan } from '../auth/useCan';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';
import { EditAccessContext, EditOnly, PersonFields } from '../profile-records';

type Partner = RouterOutputs['referralSources']['get'];
const EDIT_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phone',
  'address',
  'organizationName',
  'ein',
] as const;
type Draft = Record<(typeof EDIT_FIELDS)[number] | 'ssn', string>;

/** `R0003` or `3`; null for anything else. */
export function referralIdFromRoute(param: string | undefined): number | null {
  if (!param) return null;
  if (/^\d+$/.test(param)) return Number(param) > 0 ? Number(param) : null;
  const parsed = parseDisplayId(param);
  return parsed?.kind === 'referral' ? parsed.id : null;
}

/** Outside the protected wrapper (spec 1), but its data needs a session (docs/decisions/4-security.md). */
export default function ReferralSourceDetailPage() {
  const me = useCurrentUser();
  const location = useLocation();
  const id = referralIdFromRoute(useParams().id);
  if (me.isPending) return <PageState status="loading" fullScreen />;
  if (!me.data) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (id === null)
    return (
      <PageState
        status="error"
        title="Invalid referral partner ID"
        description="Check the address and try again"
        action={<BackButton />}
      />
    );
  return <ReferralPartner key={id} id={id} />;
}

function BackButton() {
  return (
    <Button component={Link} to="/referral-sources" leftSection={<IconArrowLeft size={16} />}>
      Back to Referral Partners
    </Button>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

function ReferralPartner({ id }: { id: number }) {
  const partner = trpc.referralSources.get.useQuery({ id });
  const canEdit = useCan('referralSources', 'edit');
  const [tab, setTab] = useState('personal');
  if (partner.isPending) return <PageState status="loading" />;
  if (partner.isError) {
    if (httpStatusOf(partner.error) === 403) return <AccessDeniedPage />;
    return httpStatusOf(partner.error) === 404 ? (
      <PageState status="empty" title="Referral partner not found" action={<BackButton />} />
    ) : (
      <PageState status="error" title="Error loading referral partner" description="Please try again later" />
    );
  }
  const p = partner.data;
  return (
    <EditAccessContext value={canEdit}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ActionIcon
            component={Link}
            to="/referral-sources"
            variant="subtle"
            size="lg"
            aria-label="Back to referral partners"
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
          <div style={{ minWidth: 0 }}>
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {p.fullName}
            </Title>
            <Text size="sm" c="dimmed">
              Referral Partner ID: {p.displayId}
            </Text>
          </div>
        </Group>
        <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Tabs value={tab} onChange={(v) => setTab(v ?? 'personal')} keepMounted={false}>
            <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              <Tabs.Tab value="personal" style={{ whiteSpace: 'nowrap' }}>
                Personal Information
              </Tabs.Tab>
              <Tabs.Tab value="accounts" style={{ whiteSpace: 'nowrap' }}>
                Referral Accounts
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="personal">
              <Stack gap="md">
                <PersonalInfo partner={p} />
                <ReferralPaymentMethod partnerId={id} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="accounts">
              <ReferredAccounts partnerId={id} />
            </Tabs.Panel>
          </Tabs>
        </Card>
      </Stack>
    </EditAccessContext>
  );
}

function PersonalInfo({ partner }: { partner: Partner }) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft | null>(null);
  const reveal = trpc.referralSources.reveal.useMutation();
  const update = trpc.referralSources.update.useMutation({
    onSuccess: (saved) => {
      toast.success('Referral partner updated successfully');
      utils.referralSources.get.setData({ id: partner.id }, saved);
      void utils.referralSources.list.invalidate();
      setDraft(null);
    },
    onError: (error) => toast.error('Failed to update referral partner', errorMessage(error)),
  });

  if (!draft) {
    return (
      <Stack gap="md">
        <Group justify="flex-end">
          <EditOnly>
            <Button
              variant="light"
              leftSection={<IconEdit size={16} />}
              onClick={() =>
                setDraft({ ...(Object.fromEntries(EDIT_FIELDS.map((k) => [k, partner[k] ?? ''])) as Draft), ssn: '' })
              }
            >
              Edit
            </Button>
          </EditOnly>
        </Group>
        <Title order={5}>Personal Information</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Field label="First Name">{partner.firstName}</Field>
          <Field label="Middle Name">{partner.middleName}</Field>
          <Field label="Last Name">{partner.lastName}</Field>
          <Field label="Email">{partner.email}</Field>
          <Field label="Phone">{partner.phone ? formatPhone(partner.phone) : null}</Field>
          <Field label="SSN">
            <MaskedValue
              masked={partner.ssn}
              format={formatSsn}
              onReveal={async () => (await reveal.mutateAsync({ id: partner.id, field: 'ssn' })).value ?? ''}
            />
          </Field>
          <Field label="Address">{partner.address}</Field>
        </SimpleGrid>
        <Title order={5}>Organization</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label="Organization Name">{partner.organizationName}</Field>
          <Field label="EIN">{partner.ein ? formatEin(partner.ein) : null}</Field>
        </SimpleGrid>
      </Stack>
    );
  }

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  function save() {
    if (!draft) return;
    const changes: Record<string, string> = {};
    EDIT_FIELDS.forEach((k) => {
      if (draft[k] !== (partner[k] ?? '')) changes[k] = draft[k];
    });
    if (draft.ssn) changes.ssn = draft.ssn;
    if (!Object.keys(changes).length) {
      setDraft(null);
      return;
    }
    const parsed = ReferralSourceUpdate.safeParse(changes);
    if (!parsed.success) {
      toast.error('Failed to update referral partner', parsed.error.issues[0]?.message);
      return;
    }
    update.mutate({ id: partner.id, ...changes });
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <PersonFields draft={draft} set={set}>
          <SsnInput
            label="SSN"
            value={draft.ssn}
            placeholder={partner.ssn ? `Leave blank to keep ${partner.ssn}` : '123-45-6789'}
            onChange={(ssn) => set({ ssn })}
          />
          <TextInput
            label="Organization Name"
            value={draft.organizationName}
            onChange={(e) => set({ organizationName: e.currentTarget.value })}
          />
          <EinInput label="EIN" value={draft.ein} onChange={(ein) => set({ ein })} />
        </PersonFields>
        <Textarea
          label="Address"
          autosize
          minRows={2}
          value={draft.address}
          onChange={(e) => set({ address: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDraft(null)}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
