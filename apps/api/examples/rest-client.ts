// A REST client typed from the OpenAPI document alone, as a developer outside this repository writes
// one: `openapi-typescript` turns the served document into types, and this script uses nothing else.
//
//   npx openapi-typescript http://127.0.0.1:3000/api/openapi.json -o apps/api/examples/openapi-types.ts
//   API_URL=http://127.0.0.1:3000 API_USERNAME=admin API_PASSWORD='Admin123!' npx tsx apps/api/examples/rest-client.ts
//
// (CI generates the types from a test server's /api/openapi.json, compiles this file with tsc and runs it.)
import type { paths } from './openapi-types';

type LoginBody = paths['/api/login']['post']['requestBody']['content']['application/json'];
type LoginAnswer = paths['/api/login']['post']['responses']['200']['content']['application/json'];
type ClientList = paths['/api/clients']['get']['responses']['200']['content']['application/json'];
type ClientQuery = NonNullable<paths['/api/clients']['get']['parameters']['query']>;

const base = process.env.API_URL ?? 'http://127.0.0.1:3000';
const origin = new URL(base).origin;

async function main(): Promise<void> {
  const body: LoginBody = { username: process.env.API_USERNAME ?? 'admin', password: process.env.API_PASSWORD ?? '' };
  // Every POST, PUT, PATCH and DELETE carries the server's own Origin.
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const user = (await login.json()) as LoginAnswer;
  if ('mfaRequired' in user) throw new Error('This account needs its second factor: POST /api/login/mfa next');
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0]!;
  console.log(`signed in as ${user.username}`);

  const query: ClientQuery = { limit: 10, sort: 'fullName', order: 'asc' };
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${base}/api/clients?${search}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/clients answered ${res.status}`);
  const clients = (await res.json()) as ClientList;
  console.log(`${res.headers.get('x-total-count')} client(s):`);
  for (const client of clients) console.log(`  ${client.displayId}  ${client.fullName}`);

  await fetch(`${base}/api/logout`, { method: 'POST', headers: { cookie, origin } });
}

await main();
