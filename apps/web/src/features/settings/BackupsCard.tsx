import type { BackupInfo } from '@app/domain';
import { PageState, toast } from '@app/ui';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';

/** An archive's size as people read it (1 KB = 1024 bytes). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

function LastBackup({ backup }: { backup: BackupInfo }) {
  return (
    <Group justify="space-between" wrap="wrap">
      <div>
        <Text fw={500}>Last backup: {formatDateTime(backup.createdAt)}</Text>
        <Text size="sm" c="dimmed">
          {formatSize(backup.bytes)} · {backup.file}
        </Text>
      </div>
      {/* A plain link: the browser saves the attachment itself, however large. */}
      <Button
        component="a"
        href="/api/backups/latest/download"
        variant="light"
        leftSection={<IconDownload size={16} />}
      >
        Download
      </Button>
    </Group>
  );
}

/** Settings > Backups (admins): the last successful backup, its download, and one taken now. */
export function BackupsCard() {
  const utils = trpc.useUtils();
  const latest = trpc.backups.latest.useQuery();
  const create = trpc.backups.create.useMutation({
    onSuccess: async () => {
      toast.success('Backup taken');
      await utils.backups.latest.invalidate();
    },
    onError: (error) => toast.error(`Backup failed: ${errorMessage(error)}`),
  });

  if (latest.isPending) return <PageState status="loading" />;
  if (latest.isError)
    return <PageState status="error" title="Failed to load backups" description={errorMessage(latest.error)} />;

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          Backups
        </Title>
        {latest.data.latest ? (
          <LastBackup backup={latest.data.latest} />
        ) : (
          <Text c="dimmed">No backup has been taken yet. One is taken every night; you can also take one now.</Text>
        )}
        <Group>
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            Back up now
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Backups are encrypted and kept for a set number of days. Every download is recorded in the audit log.
        </Text>
      </Stack>
    </Card>
  );
}
