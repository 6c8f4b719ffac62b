import { EmptyState } from '@app/ui';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED_TEXT = "You don't have permission to access this page.";

/** Spec 3's refusal screen: a link to an area the user has no flag for, or a read the server refused (403). */
export function AccessDeniedPage() {
  return (
    <div role="alert" aria-label={`${ACCESS_DENIED_TITLE} - ${ACCESS_DENIED_TEXT}`}>
      <EmptyState
        icon={<IconLock size={32} stroke={1.5} color="var(--mantine-color-red-6)" />}
        title={ACCESS_DENIED_TITLE}
        description={ACCESS_DENIED_TEXT}
        action={
          <Button component={Link} to="/" variant="light">
            Go to Dashboard
          </Button>
        }
      />
    </div>
  );
}
