import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../app/product';

/** One shared page for every screen whose area is not built yet. */
export default function NotAvailablePage({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <Stack align="center" ta="center" py={64} gap="sm">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconTools size={28} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">This screen is not available yet.</Text>
    </Stack>
  );
}
