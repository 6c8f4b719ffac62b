import { TypedConfirmDelete } from '@app/ui';
import { Card, Text, Title } from '@mantine/core';
import type { SessionUser } from '../../lib/api-types';

/** Spec 1 section 6: the delete section shows for admins and users with canDeleteRecords. */
export function canDeleteRecords(user: Pick<SessionUser, 'role' | 'canDeleteRecords'> | null | undefined): boolean {
  return !!user && (user.role === 'admin' || !!user.canDeleteRecords);
}

export interface DeleteProfileSectionProps {
  title: string;
  description: string;
  buttonLabel: string;
  loading?: boolean;
  onDelete: () => void;
}

/** The red card at the bottom of a profile: the button unlocks on DELETE THIS PROFILE. */
export function DeleteProfileSection({
  title,
  description,
  buttonLabel,
  loading,
  onDelete,
}: DeleteProfileSectionProps) {
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
      component="section"
      aria-label={title}
    >
      <Title order={4} c="red.7" mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      <TypedConfirmDelete onDelete={onDelete} buttonLabel={buttonLabel} loading={loading} />
    </Card>
  );
}
