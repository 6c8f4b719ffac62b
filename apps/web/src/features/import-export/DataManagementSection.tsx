import { can } from '@app/domain';
import { EmptyState } from '@app/ui';
import { Stack } from '@mantine/core';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ExportCard } from './ExportCard';
import { ImportCard } from './ImportCard';

/** Settings > Data Management: export (admin or canExportData), import (admin). */
export function DataManagementSection() {
  const { data: user } = useCurrentUser();
  const canExport = can(user, 'export', 'read');
  const canImport = can(user, 'import', 'edit');
  if (!canExport && !canImport)
    return <EmptyState title="No data tools" description="Ask an administrator for export rights." />;
  return (
    <Stack>
      {canExport && <ExportCard />}
      {canImport && <ImportCard />}
    </Stack>
  );
}
