import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from './toast';

/** Mount once, inside MantineProvider. */
export function AppToaster() {
  return <Notifications limit={1} autoClose={TOAST_DURATION_MS} position="bottom-right" containerWidth={380} />;
}
