import { PaymentMethodsPanel } from '../profile-records';

/** The clients area's owner-generic payment methods, for this organization. */
export default function PaymentTab({ organizationId }: { organizationId: number }) {
  return <PaymentMethodsPanel owner={{ kind: 'organization', id: organizationId }} />;
}
