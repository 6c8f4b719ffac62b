// Calling the typed tRPC procedures from another TypeScript program: the same procedures the web app
// calls, their inputs and answers typed by the server's own AppRouter. Run it against a server:
//
//   API_URL=http://127.0.0.1:3000 API_USERNAME=admin API_PASSWORD='Admin123!' npx tsx apps/api/examples/trpc-client.ts
//
// A program outside this repository imports the AppRouter type from a build of @app/api (or a
// checkout of it): `import type { AppRouter } from '@app/api'`. Only types cross: nothing of the
// server runs in the client.
import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '../src/index';

const base = process.env.API_URL ?? 'http://127.0.0.1:3000';
const username = process.env.API_USERNAME ?? 'admin';
const password = process.env.API_PASSWORD ?? '';

/**
 * A fetch that keeps the session cookie the sign-in sets and sends the server's own Origin: every
 * mutation must carry it (a browser does both by itself).
 */
let session = '';
const sessionFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('origin', new URL(base).origin);
  if (session) headers.set('cookie', session);
  const response = await fetch(input, { ...init, headers });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (cookie) session = cookie.split(';')[0]!;
  return response;
};

const trpc = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${base}/trpc`, fetch: sessionFetch })] });

const signIn = await trpc.auth.login.mutate({ username, password });
if ('mfaRequired' in signIn) throw new Error('This account needs its second factor: call trpc.auth.loginMfa next');
console.log(`signed in as ${signIn.user.username} (${signIn.user.role})`);

// The typed answer: `page.items[0].fullName` is a string to the compiler, as the server declares it.
const page = await trpc.clients.list.query({ limit: 10, sort: 'fullName', order: 'asc' });
console.log(`${page.total} client(s)${page.totalCapped ? ' or more' : ''}:`);
for (const client of page.items) console.log(`  ${client.displayId}  ${client.fullName}`);

await trpc.auth.logout.mutate();
