import type { SubmissionType } from '@app/domain';
import { PageState, toast } from '@app/ui';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useRef } from 'react';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { printElement } from '../forms/print';
import { LinkProfilePanel } from './LinkProfilePanel';
import { SubmissionFieldsTable } from './SubmissionFieldsTable';
import { TYPE_COLORS, typeLabel } from './submission-labels';

interface Props {
  submission: { type: SubmissionType; id: number };
  onClose: () => void;
}

/** One submission: its fields, Export PDF / Print, and the link area. */
export function SubmissionDetailDialog({ submission, onClose }: Props) {
  const detail = trpc.submissions.get.useQuery(submission);
  const printable = useRef<HTMLDivElement>(null);
  const data = detail.data;

  return (
    <Modal opened onClose={onClose} title={data?.title ?? 'Submission'} size="xl" fullScreen={window.innerWidth < 576}>
      {detail.isPending ? (
        <PageState status="loading" title="Loading submission..." />
      ) : detail.isError || !data ? (
        <PageState status="error" title="Could not load this submission" description={detail.error?.message} />
      ) : (
        <Stack>
          <div ref={printable}>
            <Stack gap="sm">
              <Text fw={700} size="lg">
                {data.title}
              </Text>
              <Group gap="xs">
                <Badge color={TYPE_COLORS[data.type]} variant="light">
                  {typeLabel(data.type)}
                </Badge>
                {data.category && <Badge variant="outline">{data.category}</Badge>}
                <Text size="sm" c="dimmed">
                  Submitted {formatDateTime(data.submittedAt)}
                </Text>
              </Group>
              <SubmissionFieldsTable submission={data} />
            </Stack>
          </div>
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={() =>
                printable.current &&
                !printElement(printable.current, data.title) &&
                toast.error('Print failed', 'Allow pop-ups to print')
              }
            >
              Export PDF / Print
            </Button>
          </Group>
          <LinkProfilePanel submission={data} />
        </Stack>
      )}
    </Modal>
  );
}
