import { ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';

const ICONS = {
  warning: { Icon: IconAlertTriangle, color: 'yellow', label: 'Warning' },
  success: { Icon: IconCircleCheck, color: 'teal', label: 'Success' },
  error: { Icon: IconCircleX, color: 'red', label: 'Error' },
  info: { Icon: IconInfoCircle, color: 'blue', label: 'Info' },
} as const;

/** warning, success and error have their own icon; anything else gets the info icon. */
export function NotificationTypeIcon({ type, size = 'md' }: { type: string; size?: 'sm' | 'md' }) {
  const { Icon, color, label } = ICONS[type as keyof typeof ICONS] ?? ICONS.info;
  return (
    <ThemeIcon
      variant="light"
      color={color}
      radius="xl"
      size={size === 'sm' ? 'md' : 'lg'}
      aria-label={label}
      role="img"
    >
      <Icon size={size === 'sm' ? 14 : 18} />
    </ThemeIcon>
  );
}
