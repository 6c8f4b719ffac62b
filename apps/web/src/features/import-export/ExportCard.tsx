import type { TransferEntity, TransferFormat } from '@app/domain';
import { toast } from '@app/ui';
import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../../lib/file-transfer';

export const ENTITY_OPTIONS = [
  { value: 'clients', label: 'Clients' },
  { value: 'organizations', label: 'Organizations' },
];

/** Data Management > Export: the whole list streamed by the server; sensitive fields masked. */
export function ExportCard() {
  const [entity, setEntity] = useState<TransferEntity>('clients');
  const [busy, setBusy] = useState<TransferFormat | null>(null);
  const run = async (format: TransferFormat) => {
    setBusy(format);
    try {
      await downloadFile(`/api/export/${entity}/${format}`, `${entity}.${format}`);
      toast.success('Export successful');
    } catch {
      toast.error('Export failed', 'Failed to export data. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          Export Data
        </Title>
        <Text size="sm" c="dimmed">
          Download every record as CSV or JSON. Sensitive numbers are exported masked.
        </Text>
        <SegmentedControl
          data={ENTITY_OPTIONS}
          value={entity}
          onChange={(v) => setEntity(v as TransferEntity)}
          w="fit-content"
        />
        <Group>
          {(['csv', 'json'] as const).map((f) => (
            <Button
              key={f}
              leftSection={<IconDownload size={16} />}
              loading={busy === f}
              disabled={busy !== null}
              onClick={() => void run(f)}
            >
              Export {f.toUpperCase()}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
