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

// Each hook below asks the one procedure of the owner's kind (the other stays disabled) and
// refreshes through tRPC's `utils`, so no cache key is ever written by hand.

export function useOwnerNotes(owner: Owner) {
  const utils = trpc.useUtils();
  const input = { id: owner.id };
  const ofClient = trpc.clients.notes.list.useQuery(input, { enabled: owner.kind === 'client' });
  const ofOrganization = trpc.organizations.notes.list.useQuery(input, { enabled: owner.kind === 'organization' });
  const refresh = () =>
    owner.kind === 'client'
      ? utils.clients.notes.list.invalidate(input)
      : utils.organizations.notes.list.invalidate(input);
  return { query: owner.kind === 'client' ? ofClient : ofOrganization, refresh };
}

export function useOwnerPaymentMethods(owner: Owner) {
  const utils = trpc.useUtils();
  const input = { id: owner.id };
  const ofClient = trpc.clients.paymentMethods.list.useQuery(input, { enabled: owner.kind === 'client' });
  const ofOrganization = trpc.organizations.paymentMethods.list.useQuery(input, {
    enabled: owner.kind === 'organization',
  });
  const refresh = () =>
    owner.kind === 'client'
      ? utils.clients.paymentMethods.list.invalidate(input)
      : utils.organizations.paymentMethods.list.invalidate(input);
  return { query: owner.kind === 'client' ? ofClient : ofOrganization, refresh };
}

export function useOwnerLogins(owner: Owner) {
  const utils = trpc.useUtils();
  const input = { id: owner.id };
  const ofClient = trpc.clients.logins.list.useQuery(input, { enabled: owner.kind === 'client' });
  const ofOrganization = trpc.organizations.logins.list.useQuery(input, { enabled: owner.kind === 'organization' });
  const refresh = () =>
    owner.kind === 'client'
      ? utils.clients.logins.list.invalidate(input)
      : utils.organizations.logins.list.invalidate(input);
  return { query: owner.kind === 'client' ? ofClient : ofOrganization, refresh };
}
