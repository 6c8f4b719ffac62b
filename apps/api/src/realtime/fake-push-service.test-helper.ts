import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: answers each path with the status given, records every request. */
export async function startFakePushService(statusByPath: Record<string, number>) {
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusByPath[request.url ?? ''] ?? 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its keys, and RFC 8291 decryption of what arrives. */
export function createBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublicKey = body.subarray(21, 21 + idLength);
      const cipherText = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverPublicKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverPublicKey]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipherText.subarray(-16));
      const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
      const end = padded.lastIndexOf(2); // the last record's delimiter, then zero padding
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** Checks a `vapid t=<jwt>, k=<key>` header's ES256 signature; returns the JWT claims. */
export function verifyVapid(authorization: string, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match || match[2] !== publicKey) throw new Error(`Unexpected Authorization: ${authorization}`);
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('Bad VAPID signature');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}
