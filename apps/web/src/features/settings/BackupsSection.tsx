import { EmptyState } from '@app/ui';
import { useCurrentUser } from '../auth/useCurrentUser';
import { BackupsCard } from './BackupsCard';

/** Settings > Backups: admins only (a backup holds the whole practice). */
export function BackupsSection() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'admin')
    return <EmptyState title="Backups" description="Backups are managed by an administrator." />;
  return <BackupsCard />;
}
