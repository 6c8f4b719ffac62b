// Loaded into the API's own process (`node --import`): a bare Fastify route on BENCH_BARE_PORT, the
// bench's yardstick. Measured in the same process and run as the API, it shows what the framework
// and this machine allow at that moment; each API call's throughput is reported as a ratio to it.
import { createRequire } from 'node:module';

const port = Number(process.env.BENCH_BARE_PORT);
if (port) {
  const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
  const Fastify = require('fastify');
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  await bare.listen({ host: '127.0.0.1', port });
}
