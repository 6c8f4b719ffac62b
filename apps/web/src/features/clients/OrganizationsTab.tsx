import { ConfirmDialog, DataTable, toast, type DataTableColumn } from '@app/ui';
import { Anchor, Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/api-types';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { formatDate } from '../../lib/format';
import { EditOnly } from '../profile-records';

type OrgLink = RouterOutputs['clients']['organizations'][number];

export function OrganizationsTab({ clientId }: { clientId: number }) {
  const utils = trpc.useUtils();
  const links = trpc.clients.organizations.useQuery({ id: clientId });
  const [unlinking, setUnlinking] = useState<OrgLink | null>(null);
  const unlink = trpc.clients.unlinkOrganization.useMutation({
    onSuccess: () => {
      toast.success('Organization unlinked successfully');
      setUnlinking(null);
      void utils.clients.organizations.invalidate({ id: clientId });
    },
    onError: (error) => toast.error('Failed to unlink organization', errorMessage(error)),
  });
  const yesNo = (v: boolean | null) => (
    <Badge variant="light" color={v ? 'blue' : 'gray'}>
      {v ? 'Yes' : 'No'}
    </Badge>
  );
  const columns: DataTableColumn<OrgLink>[] = [
    {
      key: 'dba',
      header: 'Business DBA',
      render: (l) => (
        <Anchor component={Link} to={`/organizations/${l.organizationDisplayId}`}>
          {l.organization.businessDba}
        </Anchor>
      ),
    },
    { key: 'email', header: 'Business Email', render: (l) => l.organization.businessEmail ?? '—' },
    { key: 'main', header: 'Main Contact', render: (l) => yesNo(l.isMainContact) },
    { key: 'dnc', header: 'Do Not Contact', render: (l) => yesNo(l.doNotContact) },
    { key: 'positions', header: 'Positions', render: (l) => (l.positions?.length ? l.positions.join(', ') : '—') },
    {
      key: 'ownership',
      header: 'Ownership %',
      render: (l) =>
        l.ownershipPercentage === null || l.ownershipPercentage === undefined ? '—' : `${l.ownershipPercentage}%`,
    },
    { key: 'linked', header: 'Date Linked', render: (l) => formatDate(l.dateLinked) },
    {
      key: 'actions',
      header: '',
      render: (l) => (
        <EditOnly>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setUnlinking(l)}>
            Unlink
          </Button>
        </EditOnly>
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={links.data}
        rowKey={(l) => l.id}
        loading={links.isPending}
        error={links.isError}
        errorTitle="Error loading organizations"
        errorDescription="Please try again later"
        emptyTitle="No linked organizations"
        emptyDescription="Organizations this client belongs to appear here"
        minWidth={860}
      />
      <ConfirmDialog
        opened={unlinking !== null}
        title="Unlink organization"
        message={`Unlink ${unlinking?.organization.businessDba ?? 'this organization'} from this client?`}
        confirmLabel="Unlink"
        destructive
        loading={unlink.isPending}
        onConfirm={() => unlinking && unlink.mutate({ id: clientId, orgId: unlinking.organizationId })}
        onClose={() => setUnlinking(null)}
      />
    </>
  );
}
