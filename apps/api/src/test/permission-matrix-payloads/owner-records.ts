import { fresh, id, ownerBase, pm, type Build, type PayloadCtx } from './payload';

/** Rows of notes, payment methods and logins, alike for clients and organizations. */
export function ownerRecords(kind: 'client' | 'organization', rest: string, trpc: string): Record<string, Build> {
  const owner = (c: PayloadCtx) => ownerBase(kind, c);
  const base = (c: PayloadCtx) => `/api/${rest}/${owner(c)}`;
  const note = async (c: PayloadCtx, use: boolean) =>
    use ? fresh(c, () => c.make.note(base(c)), c.f.notes[kind]) : c.f.notes[kind];
  const payment = async (c: PayloadCtx, use: boolean) =>
    use ? fresh(c, () => c.make.payment(base(c)), c.f.payments[kind]) : c.f.payments[kind];
  const login = async (c: PayloadCtx, use: boolean) =>
    use ? fresh(c, () => c.make.login(base(c)), c.f.logins[kind]) : c.f.logins[kind];
  const rows: Record<string, Build> = {
    [`GET /api/${rest}/:id/notes`]: (c) => id(owner(c)),
    [`${trpc}.notes.list`]: (c) => ({ body: { id: owner(c) } }),
    [`POST /api/${rest}/:id/notes`]: (c) => ({
      params: { id: owner(c) },
      body: { title: 'Call', content: 'Left a message' },
    }),
    [`${trpc}.notes.create`]: (c) => ({ body: { id: owner(c), title: 'Call', content: 'Left a message' } }),
    [`PUT /api/${rest}/:id/notes/:noteId`]: async (c) => ({
      params: { id: owner(c), noteId: await note(c, false) },
      body: { title: 'Call', content: 'Edited' },
    }),
    [`${trpc}.notes.update`]: async (c) => ({
      body: { id: owner(c), noteId: await note(c, false), title: 'Call', content: 'Edited' },
    }),
    [`DELETE /api/${rest}/:id/notes/:noteId`]: async (c) => ({ params: { id: owner(c), noteId: await note(c, true) } }),
    [`${trpc}.notes.delete`]: async (c) => ({ body: { id: owner(c), noteId: await note(c, true) } }),
    [`GET /api/${rest}/:id/payment-methods`]: (c) => id(owner(c)),
    [`${trpc}.paymentMethods.list`]: (c) => ({ body: { id: owner(c) } }),
    [`POST /api/${rest}/:id/payment-methods`]: (c) => ({ params: { id: owner(c) }, body: pm }),
    [`${trpc}.paymentMethods.create`]: (c) => ({ body: { id: owner(c), method: pm } }),
    [`PUT /api/${rest}/:id/payment-methods/:pmId`]: async (c) => ({
      params: { id: owner(c), pmId: await payment(c, false) },
      body: pm,
    }),
    [`${trpc}.paymentMethods.update`]: async (c) => ({
      body: { id: owner(c), pmId: await payment(c, false), method: pm },
    }),
    [`DELETE /api/${rest}/:id/payment-methods/:pmId`]: async (c) => ({
      params: { id: owner(c), pmId: await payment(c, true) },
    }),
    [`${trpc}.paymentMethods.delete`]: async (c) => ({ body: { id: owner(c), pmId: await payment(c, true) } }),
    [`PUT /api/${rest}/:id/payment-methods/:pmId/set-primary`]: async (c) => ({
      params: { id: owner(c), pmId: await payment(c, false) },
    }),
    [`${trpc}.paymentMethods.setPrimary`]: async (c) => ({ body: { id: owner(c), pmId: await payment(c, false) } }),
    [`POST /api/${rest}/:id/payment-methods/:pmId/reveal`]: async (c) => ({
      params: { id: owner(c), pmId: await payment(c, false) },
    }),
    [`${trpc}.paymentMethods.reveal`]: async (c) => ({ body: { id: owner(c), pmId: await payment(c, false) } }),
    [`GET /api/${rest}/:id/logins`]: (c) => id(owner(c)),
    [`${trpc}.logins.list`]: (c) => ({ body: { id: owner(c) } }),
    [`POST /api/${rest}/:id/logins`]: (c) => ({
      params: { id: owner(c) },
      body: { platform: 'EDD', username: 'cafe' },
    }),
    [`${trpc}.logins.create`]: (c) => ({ body: { id: owner(c), platform: 'EDD', username: 'cafe' } }),
    [`${trpc}.logins.patch`]: async (c) => ({
      body: { id: owner(c), loginId: await login(c, false), patch: { notes: 'Renewed' } },
    }),
    [`${trpc}.logins.delete`]: async (c) => ({ body: { id: owner(c), loginId: await login(c, true) } }),
    [`${trpc}.logins.reveal`]: async (c) => ({ body: { id: owner(c), loginId: await login(c, false) } }),
    [`PATCH /api/logins/:id (${kind})`]: async (c) => ({
      params: { id: await login(c, false) },
      body: { notes: 'Renewed' },
    }),
    [`DELETE /api/logins/:id (${kind})`]: async (c) => ({ params: { id: await login(c, true) } }),
    [`POST /api/logins/:id/reveal (${kind})`]: async (c) => ({ params: { id: await login(c, false) } }),
  };
  return rows;
}

/** Estimated taxes generated and removed for a fresh owner. */
export const taxOwner = (kind: 'client' | 'organization'): Record<string, Build> => {
  // A fresh owner for an allowed caller: the shared one's payments stay as they are.
  const body = async (c: PayloadCtx) => ({
    entityType: kind,
    entityId: c.allowed ? await (kind === 'client' ? c.make.client() : c.make.org()) : ownerBase(kind, c),
  });
  return {
    [`POST /api/estimated-tax-payments/generate (${kind})`]: async (c) => ({ body: await body(c) }),
    [`estimatedTax.generate (${kind})`]: async (c) => ({ body: await body(c) }),
    [`DELETE /api/estimated-tax-payments/remove (${kind})`]: async (c) => ({ body: await body(c) }),
    [`estimatedTax.remove (${kind})`]: async (c) => ({ body: await body(c) }),
  };
};
