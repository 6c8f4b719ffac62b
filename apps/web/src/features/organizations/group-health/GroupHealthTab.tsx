import { GROUP_HEALTH_AGENCIES, GROUP_HEALTH_CARRIERS, GROUP_HEALTH_TYPES, type GroupHealthType } from '@app/domain';
import { PageState } from '@app/ui';
import { Card, Stack, Text, Title } from '@mantine/core';
import { trpc } from '../../../lib/trpc';
import { AddCoverageSection, CoverageSectionCard } from '../coverage/CoverageSectionCard';
import { capitalize, toastResult } from '../helpers';
import { GroupHealthPlans } from './GroupHealthPlans';

/** The types an organization may still add (one section per type). */
export function unusedGroupHealthTypes(sections: ReadonlyArray<{ sectionType: string }>): GroupHealthType[] {
  const used = new Set(sections.map((s) => s.sectionType));
  return GROUP_HEALTH_TYPES.filter((t) => !used.has(t));
}

export default function GroupHealthTab({ organizationId }: { organizationId: number }) {
  const utils = trpc.useUtils();
  const sections = trpc.groupHealth.list.useQuery({ id: organizationId });
  const refresh = () => utils.groupHealth.list.invalidate({ id: organizationId });
  const create = trpc.groupHealth.createSection.useMutation(
    toastResult('Section created successfully', 'Failed to create section', refresh),
  );
  const update = trpc.groupHealth.updateSection.useMutation(
    toastResult('Section updated successfully', 'Failed to update section', refresh),
  );
  const remove = trpc.groupHealth.deleteSection.useMutation(
    toastResult('Section deleted successfully', 'Failed to delete section', refresh),
  );

  if (sections.isPending) return <PageState status="loading" />;
  if (sections.isError) return <PageState status="error" title="Error loading group health sections" />;
  const order = (t: string) => GROUP_HEALTH_TYPES.indexOf(t as GroupHealthType);
  const list = [...sections.data].sort((a, b) => order(a.sectionType) - order(b.sectionType));

  return (
    <Stack>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Group Health Management
        </Title>
        <AddCoverageSection
          label="Coverage type"
          available={unusedGroupHealthTypes(list).map((t) => ({ value: t, label: capitalize(t) }))}
          adding={create.isPending}
          onAdd={(type) => create.mutateAsync({ id: organizationId, data: { sectionType: type as GroupHealthType } })}
        />
        {list.length === 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            No coverage sections yet.
          </Text>
        )}
      </Card>
      {list.map((s) => (
        <CoverageSectionCard
          key={s.id}
          title={capitalize(s.sectionType)}
          section={s}
          carriers={GROUP_HEALTH_CARRIERS}
          agencies={GROUP_HEALTH_AGENCIES}
          agencyLabel="General Agency"
          policyLabel="Group ID"
          saving={update.isPending}
          deleting={remove.isPending}
          onSave={(values) =>
            update.mutateAsync({
              id: s.id,
              data: values as Parameters<typeof update.mutateAsync>[0]['data'],
            })
          }
          onDelete={() => remove.mutateAsync({ id: s.id })}
        >
          <GroupHealthPlans section={s} organizationId={organizationId} />
        </CoverageSectionCard>
      ))}
    </Stack>
  );
}
