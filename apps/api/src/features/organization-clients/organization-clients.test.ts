import { testDatabaseKinds } from '@app/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helpers';
import { organizationTestbed } from '../../test/organization-fixture';

// Contacts and owners of an organization (spec 2): links to clients with positions and ownership. The test clock reads 2026-03-02.

describe.each(testDatabaseKinds())('organization clients (%s)', (kind) => {
  const fx = organizationTestbed(kind, 'Services Co', true);
  let clients: number[];

  beforeAll(async () => {
    clients = [];
    const people: Array<[string, string, string]> = [
      ['Ann', 'Able', 'ann@test'],
      ['Bob', 'Baker', 'bob@test'],
      ['Cy', 'Cole', 'cy@test'],
    ];
    for (const [firstName, lastName, email] of people) {
      const row = await fx.t.db.db
        .insertInto('clients')
        .values({ firstName, lastName, fullName: `${firstName} ${lastName}`, email })
        .returning('id')
        .executeTakeFirstOrThrow();
      clients.push(row.id);
    }
  });

  describe('contacts / owners', () => {
    const base = () => `/api/organizations/${fx.orgId}/clients`;

    it('links with positions and ownership, one main contact first, 409 when already linked', async () => {
      const missing = await call(fx.t.app, 'POST', base(), {
        cookie: fx.editor,
        body: { clientId: clients[0], positions: [] },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('positions: Please select a client and at least one position');
      expect(
        (await call(fx.t.app, 'POST', base(), { cookie: fx.editor, body: { positions: ['CEO'] } })).json().message,
      ).toBe('clientId: Please select a client and at least one position');
      const badPct = await call(fx.t.app, 'POST', base(), {
        cookie: fx.editor,
        body: { clientId: clients[0], positions: ['CEO'], ownershipPercentage: 50.05 },
      });
      expect(badPct.json().message).toBe(
        'ownershipPercentage: Ownership percentage must be between 0 and 100 in steps of 0.1',
      );
      expect(
        (
          await call(fx.t.app, 'POST', base(), {
            cookie: fx.editor,
            body: { clientId: clients[0], positions: ['CEO'], ownershipPercentage: 101 },
          })
        ).statusCode,
      ).toBe(400);

      const first = await call(fx.t.app, 'POST', base(), {
        cookie: fx.editor,
        body: {
          clientId: clients[0],
          organizationId: fx.orgId,
          positions: ['CEO', 'President'],
          ownershipPercentage: 60.5,
          isMainContact: true,
          doNotContact: false,
        },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        clientId: clients[0],
        positions: ['CEO', 'President'],
        ownershipPercentage: 60.5,
        isMainContact: true,
        client: { fullName: 'Ann Able', email: 'ann@test' },
      });
      const dup = await call(fx.t.app, 'POST', base(), {
        cookie: fx.editor,
        body: { clientId: clients[0], positions: ['CFO'] },
      });
      expect(dup.statusCode).toBe(409);
      await call(fx.t.app, 'POST', base(), {
        cookie: fx.editor,
        body: { clientId: clients[1], positions: ['Member'], ownershipPercentage: '39.5', isMainContact: true },
      });
      const list = (await call(fx.t.app, 'GET', base(), { cookie: fx.reader })).json();
      expect(list.map((l: { clientId: number; isMainContact: boolean }) => [l.clientId, l.isMainContact])).toEqual([
        [clients[1], true],
        [clients[0], false],
      ]);
      expect(
        (await call(fx.t.app, 'POST', base(), { cookie: fx.editor, body: { clientId: 999999, positions: ['CEO'] } }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await call(fx.t.app, 'POST', base(), {
            cookie: fx.reader,
            body: { clientId: clients[2], positions: ['CEO'] },
          })
        ).statusCode,
      ).toBe(403);
    });

    it('offers only unlinked clients in the picker, edits and unlinks', async () => {
      const cand = (
        await call(fx.t.app, 'GET', `/api/organizations/${fx.orgId}/client-candidates`, { cookie: fx.reader })
      ).json();
      expect(cand.map((c: { id: number }) => c.id)).toEqual([clients[2]]);
      expect(
        (
          await call(fx.t.app, 'GET', `/api/organizations/${fx.orgId}/client-candidates?search=zzz`, {
            cookie: fx.reader,
          })
        ).json(),
      ).toEqual([]);
      const noPos = await call(fx.t.app, 'PUT', `${base()}/${clients[0]}`, {
        cookie: fx.editor,
        body: { clientId: clients[0], positions: [] },
      });
      expect(noPos.json().message).toBe('positions: Please select at least one position');
      const upd = await call(fx.t.app, 'PUT', `${base()}/${clients[0]}`, {
        cookie: fx.editor,
        body: {
          clientId: clients[0],
          positions: ['Owner', 'CFO'],
          ownershipPercentage: 0,
          isMainContact: true,
          doNotContact: true,
        },
      });
      expect(upd.json()).toMatchObject({
        positions: ['Owner', 'CFO'],
        ownershipPercentage: 0,
        isMainContact: true,
        doNotContact: true,
      });
      const list = (await call(fx.t.app, 'GET', base(), { cookie: fx.reader })).json();
      expect(
        list.filter((l: { isMainContact: boolean }) => l.isMainContact).map((l: { clientId: number }) => l.clientId),
      ).toEqual([clients[0]]);
      expect((await call(fx.t.app, 'DELETE', `${base()}/${clients[1]}`, { cookie: fx.editor })).json()).toEqual({
        ok: true,
      });
      expect((await call(fx.t.app, 'DELETE', `${base()}/${clients[1]}`, { cookie: fx.editor })).statusCode).toBe(404);
      expect(
        (await call(fx.t.app, 'PUT', `${base()}/${clients[1]}`, { cookie: fx.editor, body: { positions: ['HR'] } }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('permissions and validation', () => {
    it('needs organization access to read and edit access to change', async () => {
      const base = `/api/organizations/${fx.orgId}/clients`;
      expect((await call(fx.t.app, 'GET', base, { cookie: fx.outsider })).statusCode).toBe(403);
      expect(
        (await call(fx.t.app, 'GET', `/api/organizations/${fx.orgId}/client-candidates`, { cookie: fx.outsider }))
          .statusCode,
      ).toBe(403);
      expect((await call(fx.t.app, 'GET', base)).statusCode).toBe(401);
      expect(
        (await call(fx.t.app, 'PUT', `${base}/${clients[0]}`, { cookie: fx.reader, body: { positions: ['HR'] } }))
          .statusCode,
      ).toBe(403);
      expect((await call(fx.t.app, 'DELETE', `${base}/${clients[0]}`, { cookie: fx.reader })).statusCode).toBe(403);
    });

    it('answers 400 naming the field for bad ids and 404 for an unknown organization, changing nothing', async () => {
      const before = (
        await call(fx.t.app, 'GET', `/api/organizations/${fx.orgId}/clients`, { cookie: fx.reader })
      ).json();
      const badId = await call(fx.t.app, 'POST', `/api/organizations/${fx.orgId}/clients`, {
        cookie: fx.editor,
        body: { clientId: 'abc', positions: ['CEO'] },
      });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toMatch(/^clientId: /);
      expect((await call(fx.t.app, 'GET', '/api/organizations/abc/clients', { cookie: fx.reader })).statusCode).toBe(
        400,
      );
      expect((await call(fx.t.app, 'GET', '/api/organizations/999999/clients', { cookie: fx.reader })).statusCode).toBe(
        404,
      );
      expect(
        (
          await call(fx.t.app, 'POST', '/api/organizations/999999/clients', {
            cookie: fx.editor,
            body: { clientId: clients[2], positions: ['CEO'] },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call(fx.t.app, 'GET', `/api/organizations/${fx.orgId}/clients`, { cookie: fx.reader })).json(),
      ).toEqual(before);
    });
  });
});
