import { renewalBadge } from '@app/domain';
import { Badge } from '@mantine/core';
import { todayIso } from '../helpers';

const COLORS = { 'POLICY LAPSED': 'red', '30 Day Renewal Notice': 'orange', '60 Day Renewal Notice': 'blue' } as const;

/** 'POLICY LAPSED' (red), '30 Day Renewal Notice' (orange), '60 Day Renewal Notice' (blue), or nothing. */
export function RenewalBadge({ renewalDate, today = todayIso() }: { renewalDate: string | null | undefined; today?: string }) {
  const badge = renewalBadge(renewalDate, today);
  if (!badge) return null;
  return (
    <Badge color={COLORS[badge]} variant="filled">
      {badge}
    </Badge>
  );
}
