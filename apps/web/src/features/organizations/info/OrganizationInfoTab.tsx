import { OrganizationUpdate } from '@app/domain';
import { toast } from '@app/ui';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { OrganizationClientsSection } from '../organization-clients/OrganizationClientsSection';
import { serverMessage } from '../helpers';
import type { Organization } from '../types';
import { draftFrom, prepareSave, type DraftErrors, type OrganizationDraft } from './edit-model';
import { EditOnly } from '../../profile-records';
import { InfoEditor, InfoView } from './InfoSection';
import { TaxLicenseEditor, TaxLicenseView } from './TaxLicenseSection';
import { useCan } from '../../auth/useCan';

type Section = 'info' | 'tax';
const TITLES: Record<Section, string> = { info: 'Organization Information', tax: 'Tax & License' };

/**
 * Organization Information and Tax & License, each with its own editor: opening one closes the
 * other (its unsaved changes are discarded), and a save sends only the changed fields.
 */
export default function OrganizationInfoTab({ organization: o }: { organization: Organization }) {
  const utils = trpc.useUtils();
  const canClients = useCan('clients');
  const [editing, setEditing] = useState<{ section: Section; draft: OrganizationDraft } | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const update = trpc.organizations.update.useMutation({
    onSuccess: (saved) => {
      toast.success('Organization updated successfully');
      utils.organizations.get.setData({ id: o.id }, saved);
      void utils.organizations.get.invalidate({ id: o.id });
      close();
    },
    onError: (error) => toast.error('Failed to update organization', serverMessage(error)),
  });
  const set = <K extends keyof OrganizationDraft>(key: K, value: OrganizationDraft[K]) => {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, [key]: value } } : e));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  function close() {
    setEditing(null);
    setErrors({});
  }

  function save() {
    if (!editing) return;
    const check = prepareSave(o, editing.draft);
    if (!check.ok) {
      setErrors(check.errors);
      toast.error(check.message);
      return;
    }
    const parsed = OrganizationUpdate.safeParse(check.payload);
    if (!parsed.success) {
      toast.error('Failed to update organization', parsed.error.issues[0]?.message);
      return;
    }
    update.mutate({ id: o.id, data: check.payload as Parameters<typeof update.mutate>[0]['data'] });
  }

  const header = (section: Section) => (
    <Group justify="space-between" mb="sm" wrap="nowrap">
      <Title order={3} size="h4">
        {TITLES[section]}
      </Title>
      {editing?.section === section ? (
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button size="xs" variant="default" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
          <Button size="xs" onClick={save} loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      ) : (
        <EditOnly>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} />}
            onClick={() => {
              setErrors({});
              setEditing({ section, draft: draftFrom(o) });
            }}
            disabled={update.isPending}
            style={{ flexShrink: 0 }}
          >
            Edit
          </Button>
        </EditOnly>
      )}
    </Group>
  );

  return (
    <Stack>
      <Card withBorder data-testid="organization-info-section">
        {header('info')}
        {editing?.section === 'info' ? <InfoEditor draft={editing.draft} set={set} /> : <InfoView organization={o} />}
      </Card>
      <Card withBorder data-testid="tax-license-section">
        {header('tax')}
        {editing?.section === 'tax' ? (
          <TaxLicenseEditor organization={o} draft={editing.draft} set={set} errors={errors} />
        ) : (
          <TaxLicenseView organization={o} />
        )}
      </Card>
      {/* Linked clients are clients' records: shown to those who may read clients. */}
      {canClients && <OrganizationClientsSection organizationId={o.id} />}
    </Stack>
  );
}
