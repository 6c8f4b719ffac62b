import { trpc } from '../../lib/trpc';
import type { RouterOutputs } from '../../lib/api-types';

/** The profile a note, payment method or login belongs to. */
export type OwnerKind = 'client' | 'organization';
export interface Owner {
  kind: OwnerKind;
  id: number;
}

export type NoteView = RouterOutputs['clients']['notes']['list'][number];
export type PaymentMethodView = RouterOutputs['clients']['paymentMethods']['list'][number];
export type LoginView = RouterOutputs['clients']['logins']['list'][number];

/** The owner's tRPC router (clients.* or organizations.*): both carry the same notes, paymentMethods and logins. */
export function useOwnerApi(owner: Owner) {
  const utils = trpc.useUtils();
  return owner.kind === 'client' ? utils.client.clients : utils.client.organizations;
}

/** React Query keys of an owner's records; writes invalidate them. */
export const recordKey = (owner: Owner, record: 'notes' | 'paymentMethods' | 'logins') =>
  ['profile-records', owner.kind, owner.id, record] as const;
