// The reference page's HTML and its starter script. The page has no inline script: the app's
// Content-Security-Policy (plugins/security-headers.ts) allows scripts from this origin only.

const TRPC_EXAMPLE = `import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '@app/api';

const trpc = createTRPCClient&lt;AppRouter&gt;({
  links: [httpLink({ url: 'https://desk.example.com/trpc', fetch: withSessionCookie })],
});
await trpc.auth.login.mutate({ username, password });
const page = await trpc.clients.list.query({ search: 'smith' });`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Practice Desk API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<style>
  .doors { font-family: sans-serif; max-width: 1400px; margin: 0 auto; padding: 16px 20px 0; }
  .doors pre { background: #f4f4f4; padding: 12px; overflow: auto; }
</style>
</head>
<body>
<section class="doors">
  <h1>Practice Desk API</h1>
  <p>Two doors lead to the same services. <strong>REST</strong>: the paths below, described by
  <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1): sign in with <code>POST /api/login</code>;
  the session cookie then goes with every call, and every POST, PUT, PATCH and DELETE must carry this
  site's <code>Origin</code>. <strong>tRPC</strong>: a TypeScript program can call the typed procedures the
  web app uses, at <code>/trpc</code>, with <code>createTRPCClient&lt;AppRouter&gt;</code>
  (runnable example: <code>apps/api/examples/trpc-client.ts</code>; both doors in <code>docs/api.md</code>):</p>
  <pre>${TRPC_EXAMPLE}</pre>
</section>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

export const DOCS_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

export const SIGN_IN_FIRST_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in first</title></head>
<body><p>The API reference is for signed-in users: <a href="/auth">sign in</a>, then open
<a href="/api/docs">/api/docs</a> again. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></body>
</html>
`;
