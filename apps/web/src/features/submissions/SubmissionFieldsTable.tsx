import { SUBMISSION_FIELDS, displayValue, type SubmissionType } from '@app/domain';
import { MaskedValue } from '@app/ui';
import { Anchor, Image, Table, Text } from '@mantine/core';
import { trpc } from '../../lib/trpc';

interface Props {
  submission: { type: SubmissionType; id: number } & Record<string, unknown>;
}

/** The Field / Value table of one submission (spec 4 section 2.9); missing values show N/A. */
export function SubmissionFieldsTable({ submission }: Props) {
  const reveal = trpc.submissions.reveal.useMutation();
  return (
    <Table withTableBorder withColumnBorders verticalSpacing="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="38%">Field</Table.Th>
          <Table.Th>Value</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {SUBMISSION_FIELDS[submission.type].map((field) => {
          const value = submission[field.key];
          let shown: React.ReactNode = (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {displayValue(value)}
            </Text>
          );
          if (field.kind === 'masked' && typeof value === 'string') {
            shown = (
              <MaskedValue
                masked={value}
                onReveal={async () =>
                  (
                    await reveal.mutateAsync({
                      type: submission.type,
                      id: submission.id,
                      field: field.key as 'routingNumber' | 'accountNumber',
                    })
                  ).value ?? ''
                }
              />
            );
          } else if (field.kind === 'signature' && typeof value === 'string' && value.startsWith('data:image/')) {
            shown = (
              <Image
                src={value}
                alt="Signature"
                maw={320}
                h="auto"
                fit="contain"
                bg="white"
                style={{ border: '1px solid var(--mantine-color-gray-3)' }}
              />
            );
          } else if (field.kind === 'file' && typeof value === 'string') {
            shown = (
              <Anchor href={value} target="_blank" rel="noopener" size="sm">
                View File
              </Anchor>
            );
          }
          return (
            <Table.Tr key={field.key}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {field.label}
                </Text>
              </Table.Td>
              <Table.Td>{shown}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
