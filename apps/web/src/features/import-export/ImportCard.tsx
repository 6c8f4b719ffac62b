import type { ImportResult, TransferEntity, TransferFormat } from '@app/domain';
import { toast } from '@app/ui';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  Card,
} from '@mantine/core';
import { useState } from 'react';
import { ENTITY_OPTIONS } from './ExportCard';
import { downloadFile, uploadFile } from '../../lib/file-transfer';

const formatOf = (file: File | null): TransferFormat | null => {
  const ext = file?.name.split('.').pop()?.toLowerCase();
  return ext === 'csv' || ext === 'json' ? ext : null;
};

/** Data Management > Import (admins): preview first, then all or nothing unless bad rows are skipped. */
export function ImportCard() {
  const [entity, setEntity] = useState<TransferEntity>('clients');
  const [file, setFile] = useState<File | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const format = formatOf(file);

  const send = async (preview: boolean) => {
    if (!file || !format) return;
    setProgress(0);
    try {
      const query = preview ? '?preview=true' : skipBadRows ? '?skipBadRows=true' : '';
      const res = await uploadFile(`/api/import/${entity}/${format}${query}`, 'file', file, setProgress);
      const body = res.body as unknown as ImportResult;
      setResult(
        body.errors ? body : { message: String(res.body.message ?? ''), imported: 0, skipped: 0, total: 0, errors: [] },
      );
      if (preview) return;
      if (res.status === 200) {
        toast.success('Import successful', body.message);
        setFile(null);
      } else toast.error('Import failed', String(res.body.message ?? 'The file could not be imported.'));
    } catch {
      toast.error('Import failed', 'The file could not be imported.');
    } finally {
      setProgress(null);
    }
  };
  const sample = async (f: TransferFormat) => {
    try {
      await downloadFile(`/api/export/samples/${entity}/${f}`, `${entity}-sample.${f}`);
      toast.success('Sample downloaded');
    } catch {
      toast.error('Download failed');
    }
  };

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          Import Data
        </Title>
        <SegmentedControl
          data={ENTITY_OPTIONS}
          value={entity}
          onChange={(v) => {
            setEntity(v as TransferEntity);
            setResult(null);
          }}
          w="fit-content"
        />
        <Group gap="xs">
          <Text size="sm">Sample files:</Text>
          <Button size="xs" variant="subtle" onClick={() => void sample('csv')}>
            CSV
          </Button>
          <Button size="xs" variant="subtle" onClick={() => void sample('json')}>
            JSON
          </Button>
        </Group>
        <FileInput
          label="File (CSV or JSON, at most 10 MB)"
          placeholder="Choose a file"
          accept=".csv,.json,text/csv,application/json"
          value={file}
          onChange={(f) => {
            setFile(f);
            setResult(null);
          }}
          error={file && !format ? 'Choose a .csv or .json file' : undefined}
          clearable
        />
        <Checkbox
          label="Skip rows with errors (otherwise nothing is imported when a row is bad)"
          checked={skipBadRows}
          onChange={(e) => setSkipBadRows(e.currentTarget.checked)}
        />
        {progress !== null && <Progress value={progress * 100} animated aria-label="Upload progress" />}
        <Group>
          <Button variant="default" disabled={!format || progress !== null} onClick={() => void send(true)}>
            Preview
          </Button>
          <Button disabled={!format || progress !== null} onClick={() => void send(false)}>
            Import
          </Button>
        </Group>
        {result && (
          <Alert color={result.errors.length ? 'orange' : 'teal'} title={result.message}>
            {result.preview && result.preview.length > 0 && (
              <Table fz="xs" mb="sm">
                <Table.Tbody>
                  {result.preview.map((row, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{String(row.fullName ?? row.businessDba ?? '')}</Table.Td>
                      <Table.Td>{String(row.email ?? row.businessEmail ?? '')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {result.errors.length > 0 && (
              <Table fz="xs" data-testid="import-errors">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Problem</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.errors.slice(0, 100).map((e, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{e.row}</Table.Td>
                      <Table.Td>{e.field}</Table.Td>
                      <Table.Td>{e.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
