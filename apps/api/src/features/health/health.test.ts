import { testDatabaseKinds } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/helpers';

// The load balancer's probe: public, no session, no database round trip per call.
describe.each(testDatabaseKinds())('health (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('GET /api/health answers ok', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ok without a session and ignores a cookie that is not one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { cookie: 'session=not-a-token' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
