import { Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';

export interface PageStateProps {
  status: 'loading' | 'error' | 'empty';
  /** Loading: optional text under the spinner; error and empty: the headline. */
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Fill the viewport (the whole-page spinner while the session loads). */
  fullScreen?: boolean;
}

export function PageState({ status, title, description, action, fullScreen = false }: PageStateProps) {
  if (status === 'loading') {
    return (
      <Center h={fullScreen ? '100dvh' : undefined} py={fullScreen ? 0 : 'xl'} role="status" aria-label="Loading">
        <Stack align="center" gap="xs">
          <Loader />
          {title && (
            <Text size="sm" c="dimmed">
              {title}
            </Text>
          )}
        </Stack>
      </Center>
    );
  }
  if (status === 'error') {
    return (
      <EmptyState
        icon={<IconAlertTriangle size={32} stroke={1.5} color="var(--mantine-color-red-6)" />}
        title={title ?? 'Something went wrong'}
        description={description ?? 'Please try again later'}
        action={action}
      />
    );
  }
  return <EmptyState title={title ?? 'Nothing here yet'} description={description} action={action} />;
}
