import { LoginsPanel } from '../profile-records';

/** The clients area's owner-generic stored logins, for this organization. */
export default function LoginsTab({ organizationId }: { organizationId: number }) {
  return <LoginsPanel owner={{ kind: 'organization', id: organizationId }} />;
}
