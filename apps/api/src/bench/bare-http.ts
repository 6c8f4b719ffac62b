// The bare route every list-screen figure is divided by: a node:http server answering a fixed JSON
// body, in its own process (as the API is), measured beside the API with the same load. With
// `?bytes=N` it answers a JSON text of N bytes, made once: for a big answer, what the machine and the
// load generator alone allow for that many bytes (sameSizeUrl).
import { spawn } from 'node:child_process';

const SERVER = `
const http = require('node:http');
const small = Buffer.from(JSON.stringify({ ok: true }));
const sized = new Map();
const bodyOf = (url) => {
  const bytes = Number(new URL(url, 'http://bare').searchParams.get('bytes'));
  if (!Number.isInteger(bytes) || bytes < 2) return small;
  if (!sized.has(bytes)) sized.set(bytes, Buffer.from('"' + 'x'.repeat(bytes - 2) + '"'));
  return sized.get(bytes);
};
const server = http.createServer((req, res) => {
  const body = bodyOf(req.url);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
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

/** The bare route answering a JSON text of `bytes` bytes. */
export const sameSizeUrl = (bare: BareServer, bytes: number): string => `${bare.url}?bytes=${bytes}`;
