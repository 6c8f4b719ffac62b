import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** A plain download link styled as a button: the browser streams the CSV to a file. */
export function ExportCsvButton({ href }: { href: string }) {
  return (
    <Button component="a" href={href} download variant="default" size="xs" leftSection={<IconDownload size={14} />}>
      Export CSV
    </Button>
  );
}
