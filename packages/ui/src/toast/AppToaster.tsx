import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from './toast';

/**
 * Mount once, inside MantineProvider. No transition: a toast replaced by a newer one would still be
 * fading out beside it, and the spec shows one toast at a time.
 */
export function AppToaster() {
  return (
    <Notifications
      limit={1}
      autoClose={TOAST_DURATION_MS}
      transitionDuration={0}
      position="bottom-right"
      containerWidth={380}
    />
  );
}
