import { toast } from '@app/ui';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { DeleteProfileSection } from '../profile-records';
import { forgetRecentProfile } from '../shell/recent-profiles';
import { serverMessage } from './helpers';

/** Admins and users with canDeleteRecords only (the page decides whether to show it). */
export function DeleteOrganizationCard({ organizationId }: { organizationId: number }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { data: me } = useCurrentUser();
  const remove = trpc.organizations.delete.useMutation({
    onSuccess: () => {
      toast.success('Organization deleted successfully');
      if (me) forgetRecentProfile(me.id, 'organization', organizationId);
      void utils.organizations.list.invalidate();
      navigate('/organizations');
    },
    onError: (error) => toast.error('Failed to delete organization', serverMessage(error, 'An error occurred')),
  });
  return (
    <DeleteProfileSection
      title="Delete Organization Profile"
      description="This removes the organization profile with its notes, payment methods and logins. This action cannot be undone."
      buttonLabel="Delete Organization"
      loading={remove.isPending}
      onDelete={() => remove.mutate({ id: organizationId })}
    />
  );
}
