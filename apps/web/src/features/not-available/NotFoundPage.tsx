import { Button, Card, Center, Group, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Center py={64}>
      <Card withBorder maw={480} w="100%" padding="lg">
        <Group gap="sm" wrap="nowrap">
          <IconAlertCircle size={32} color="var(--mantine-color-red-6)" />
          <Title order={1} size="h2">
            404 Page Not Found
          </Title>
        </Group>
        <Text size="sm" c="dimmed" mt="md">
          Did you forget to add the page to the router? Routes live in apps/web/src/app/routes.tsx.
        </Text>
        <Button component={Link} to="/dashboard" variant="light" mt="lg" w="fit-content">
          Go to Dashboard
        </Button>
      </Card>
    </Center>
  );
}
