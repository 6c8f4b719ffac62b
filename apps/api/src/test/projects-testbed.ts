import type { DatabaseKind } from '@app/db';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, createUser, sessionCookie, startTestApp, type TestApp } from './helpers';

/**
 * The users, organization and client the projects, tasks and templates tests share, made once per
 * database kind (the test clock reads 2026-03-02 in the firm's time zone). Fields are filled in beforeAll.
 */
export interface ProjectsTestbed {
  t: TestApp;
  admin: string;
  adminId: number;
  reader: string;
  editor: string;
  editorId: number;
  noFlags: string;
  orgId: number;
  clientId: number;
  /** A POST that must answer `status` (201 unless told), as `cookie` (the admin unless told); answers the JSON. */
  post: (url: string, body: unknown, cookie?: string, status?: number) => Promise<any>;
  patch: (url: string, body: unknown, cookie?: string, status?: number) => Promise<any>;
  /** The dates that meet the set-up gate. */
  setUp: { startDate: string; dueDate: string };
}

export function projectsTestbed(kind: DatabaseKind): ProjectsTestbed {
  const send = async (method: 'POST' | 'PATCH', url: string, body: unknown, cookie: string, status: number) => {
    const res = await call(bed.t.app, method, url, { cookie, body });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const bed = {
    post: (url, body, cookie = bed.admin, status = 201) => send('POST', url, body, cookie, status),
    patch: (url, body, cookie = bed.admin, status = 200) => send('PATCH', url, body, cookie, status),
    setUp: { startDate: '2026-03-01', dueDate: '2026-03-20' },
  } as ProjectsTestbed;

  beforeAll(async () => {
    bed.t = await startTestApp(kind);
    const adminRow = await createUser(bed.t, { role: 'admin' });
    bed.adminId = adminRow.id;
    bed.admin = await sessionCookie(bed.t, adminRow);
    bed.reader = await sessionCookie(bed.t, await createUser(bed.t, { flags: ['canAccessProjects'] }));
    const editorRow = await createUser(bed.t, { flags: ['canAccessProjects', 'canEditProjects'] });
    bed.editorId = editorRow.id;
    bed.editor = await sessionCookie(bed.t, editorRow);
    bed.noFlags = await sessionCookie(bed.t, await createUser(bed.t, { flags: [] }));
    bed.orgId = (await bed.post('/api/organizations', { businessDba: 'Gate Co' })).id;
    bed.clientId = (await bed.post('/api/clients', { firstName: 'Ann', lastName: 'Lee' })).id;
  });
  afterAll(() => bed.t?.close());
  return bed;
}
