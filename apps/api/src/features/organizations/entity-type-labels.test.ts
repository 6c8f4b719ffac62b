import { testDatabaseKinds } from '@app/db';
import { ENTITY_TYPE_LABELS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from '../../test/helpers';

// Issue 10 item 8 (docs/decisions/2-data.md): the edit form's labels and `non-profit` map to the stored codes.

describe.each(testDatabaseKinds())('organization entity type labels (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await sessionCookie(t, await createUser(t, { role: 'admin' }));
  });
  afterAll(() => t?.close());

  it('stores the code for each label, for non-profit, and refuses anything else', async () => {
    const created = await call(t.app, 'POST', '/api/organizations', {
      cookie,
      body: { businessDba: 'Label Test Co', einType: 'ein', entityType: 'Other' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().entityType).toBe('other');
    const id = created.json().id as number;
    const inputs: Array<[string, string]> = [
      ...Object.entries(ENTITY_TYPE_LABELS).map(([code, label]) => [label, code] as [string, string]),
      ['LLC', 'llc'],
      ['non-profit', 'nonprofit'],
      ['llc', 'llc'],
      ['Non-Profit', 'nonprofit'],
    ];
    for (const [input, code] of inputs.filter(([, c], i) => i === 0 || c !== inputs[i - 1]![1])) {
      const res = await call(t.app, 'PUT', `/api/organizations/${id}`, { cookie, body: { entityType: input } });
      expect(res.statusCode, `${input}: ${res.body}`).toBe(200);
      expect(res.json().entityType).toBe(code);
    }
    const bad = await call(t.app, 'PUT', `/api/organizations/${id}`, { cookie, body: { entityType: 'Trust' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^entityType: /);
  });
});
