import {
  PC_CARRIERS,
  PC_NETWORKS,
  PC_SECTION_LABELS,
  PC_SECTION_ORDER,
  sortPcSections,
  type PcSectionType,
} from '@app/domain';
import { PageState } from '@app/ui';
import { Card, Stack, Text, Title } from '@mantine/core';
import { trpc } from '../../../lib/trpc';
import { AddCoverageSection, CoverageSectionCard } from '../coverage/CoverageSectionCard';
import { toastResult } from '../helpers';

const label = (t: string) => PC_SECTION_LABELS[t as PcSectionType] ?? t;

export default function PcSectionsTab({ organizationId }: { organizationId: number }) {
  const utils = trpc.useUtils();
  const sections = trpc.pcSections.list.useQuery({ id: organizationId });
  const refresh = () => utils.pcSections.list.invalidate({ id: organizationId });
  const create = trpc.pcSections.create.useMutation(
    toastResult('Section created successfully', 'Failed to create P&C section.', refresh),
  );
  const update = trpc.pcSections.update.useMutation(
    toastResult('Section updated successfully', 'Failed to update P&C section.', refresh),
  );
  const remove = trpc.pcSections.delete.useMutation(
    toastResult('Section deleted successfully', 'Failed to delete P&C section.', refresh),
  );

  if (sections.isPending) return <PageState status="loading" />;
  if (sections.isError) return <PageState status="error" title="Error loading P&C sections" />;
  const list = sortPcSections(sections.data);
  const used = new Set(list.map((s) => s.sectionType));

  return (
    <Stack>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Property &amp; Casualty Management
        </Title>
        <AddCoverageSection
          label="Policy type"
          available={PC_SECTION_ORDER.filter((t) => !used.has(t)).map((t) => ({ value: t, label: label(t) }))}
          adding={create.isPending}
          onAdd={(type) =>
            create.mutateAsync({
              id: organizationId,
              data: {
                organizationId,
                sectionType: type as PcSectionType,
                carrier: null,
                generalAgency: null,
                policyNumber: null,
                effectiveDate: null,
                renewalDate: null,
              },
            })
          }
        />
        {list.length === 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            No P&amp;C sections yet.
          </Text>
        )}
      </Card>
      {list.map((s) => (
        <CoverageSectionCard
          key={s.id}
          title={label(s.sectionType)}
          section={s}
          carriers={PC_CARRIERS}
          agencies={PC_NETWORKS}
          agencyLabel="Network"
          policyLabel="Policy Number"
          saving={update.isPending}
          deleting={remove.isPending}
          onSave={(values) =>
            update.mutateAsync({
              id: s.id,
              data: {
                sectionType: s.sectionType as PcSectionType,
                ...(values as Omit<Parameters<typeof update.mutateAsync>[0]['data'], 'sectionType'>),
              },
            })
          }
          onDelete={() => remove.mutateAsync({ id: s.id })}
        />
      ))}
    </Stack>
  );
}
