import {
  EDIT_LINK_POSITIONS,
  EDIT_LINK_REQUIRED,
  OrganizationClientUpdate,
  formatDisplayId,
  formatPhone,
} from '@app/domain';
import { ConfirmDialog, toast } from '@app/ui';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../../lib/trpc';
import { toastResult } from '../helpers';
import type { ClientLink } from '../types';
import { EditOnly } from '../../profile-records';
import { LinkFields, ownership, type LinkForm } from './LinkFields';

/** One linked client: its positions and flags, edited in place, or unlinked after a confirmation. */
export function LinkCard({ link, organizationId }: { link: ClientLink; organizationId: number }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState<LinkForm | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => utils.organizationClients.list.invalidate({ id: organizationId });
  const update = trpc.organizationClients.update.useMutation(
    toastResult('Client relationship updated successfully', 'Failed to update client relationship', () => {
      setForm(null);
      return refresh();
    }),
  );
  const unlink = trpc.organizationClients.unlink.useMutation(
    toastResult('Client unlinked successfully', 'Failed to unlink client', () => {
      setConfirming(false);
      return refresh();
    }),
  );

  function save() {
    if (!form) return;
    const data = {
      clientId: link.clientId,
      positions: form.positions,
      ownershipPercentage: ownership(form.ownershipPercentage),
      isMainContact: form.isMainContact,
      doNotContact: form.doNotContact,
    };
    if (!form.positions.length) return toast.error(EDIT_LINK_REQUIRED);
    const parsed = OrganizationClientUpdate.safeParse(data);
    if (!parsed.success) return toast.error('Failed to update client relationship', parsed.error.issues[0]?.message);
    update.mutate({ id: organizationId, clientId: link.clientId, data });
  }

  return (
    <Card withBorder padding="sm" data-testid="client-link">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Anchor component={Link} to={`/clients/${formatDisplayId('client', link.clientId)}`} fw={600}>
              {link.client.fullName}
            </Anchor>
            {link.isMainContact && (
              <Badge color="blue" variant="filled" size="sm">
                Main Contact
              </Badge>
            )}
            {link.doNotContact && (
              <Badge color="red" variant="light" size="sm">
                Do Not Contact
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[link.client.email, link.client.phone ? formatPhone(link.client.phone) : null]
              .filter(Boolean)
              .join(' · ') || 'No contact details'}
          </Text>
        </div>
        {!form && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={`Edit ${link.client.fullName}`}
              onClick={() =>
                setForm({
                  clientId: String(link.clientId),
                  positions: link.positions,
                  ownershipPercentage: link.ownershipPercentage ?? '',
                  isMainContact: link.isMainContact,
                  doNotContact: link.doNotContact,
                })
              }
            >
              <IconEdit size={16} />
            </Button>
            <EditOnly>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Unlink ${link.client.fullName}`}
                onClick={() => setConfirming(true)}
              >
                <IconTrash size={16} />
              </Button>
            </EditOnly>
          </Group>
        )}
      </Group>
      {form ? (
        <Stack gap="sm" mt="sm">
          <LinkFields form={form} onChange={setForm} positions={EDIT_LINK_POSITIONS} />
          <Group justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setForm(null)}>
              Cancel
            </Button>
            <Button size="xs" onClick={save} loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap={6} mt="xs">
          {link.positions.map((p) => (
            <Badge key={p} variant="light" size="sm">
              {p}
            </Badge>
          ))}
          {link.ownershipPercentage !== null && (
            <Text size="sm" c="dimmed">
              {link.ownershipPercentage}% ownership
            </Text>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Unlink client"
        message={`Unlink ${link.client.fullName} from this organization?`}
        confirmLabel="Unlink"
        destructive
        loading={unlink.isPending}
        onConfirm={() => unlink.mutate({ id: organizationId, clientId: link.clientId })}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
