import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../../app/product';

/** The title (also the document title), an optional explanation and the page's actions. */
export function TaxPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
