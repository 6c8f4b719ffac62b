// The bare route every list-screen figure is divided by: a node:http server answering a fixed JSON
// body, in its own process (as the API is), measured beside the API with the same load.
import { spawn } from 'node:child_process';

const SERVER = `
const http = require('node:http');
const body = JSON.stringify({ ok: true });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

export interface BareServer {
  url: string;
  stop(): void;
}

export function startBareHttp(): Promise<BareServer> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (chunk: Buffer) =>
      resolve({ url: `http://127.0.0.1:${chunk.toString().trim()}/`, stop: () => child.kill('SIGTERM') }),
    );
  });
}
