import type { RouterOutputs } from '../../lib/api-types';

export type ClientView = RouterOutputs['clients']['get'];

export function makeClient(id: number, overrides: Partial<ClientView> = {}): ClientView {
  const c: ClientView = {
    id,
    displayId: `A${String(id).padStart(4, '0')}`,
    firstName: 'Maria',
    middleName: null,
    lastName: 'Garcia',
    fullName: 'Maria Garcia',
    email: 'maria@example.com',
    phone: '5551234567',
    status: 'active',
    portalStatus: 'not_invited',
    ssn: '****6789',
    driverLicense: null,
    dateOfBirth: '1980-04-02',
    address: null,
    referralSourceId: null,
    referralSource: null,
    referralSourceName: null,
    dependents: false,
    bankruptcyStatus: false,
    taxPreparation: true,
    estimatedTaxes: false,
    issues1099: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
  return c;
}

/** The calls a client profile makes on its first tab. */
export function profileHandlers(client: ClientView) {
  return {
    'clients.get': ({ id }: { id: number }) => ({ ...client, id }),
    'clients.submissions': () => [],
    'clients.notes.list': () => [],
    'clients.list': () => ({ items: [client], total: 1, totalCapped: false, counted: true, nextCursor: null }),
  };
}
