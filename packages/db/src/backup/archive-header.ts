import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';

// An archive is a plain header followed by encrypted frames:
//   MAGIC, u32 header length, header JSON (format, salt, the data key sealed by the archive key)
//   frames: u32 length, AES-256-GCM(data key) of up to 1 MiB of the gzip stream, 16-byte tag
// Each frame's associated data is the header's digest, its position and whether it is the last
// one, so a frame moved, dropped, cut off or taken from another archive fails to open, and an
// archive cut at a frame boundary fails for want of its last frame. The data key is random per
// archive, so a frame's nonce can be its position.

export const ARCHIVE_MAGIC = Buffer.from('PDESKBK\n', 'latin1');
export const ARCHIVE_FORMAT = 1;
const HKDF_INFO = 'practice-desk backup archive key v1';

export class ArchiveError extends Error {}

export interface ArchiveHeader {
  format: number;
  /** Which secret sealed the data key: BACKUP_KEY or the encryption key. */
  sealedBy: 'BACKUP_KEY' | 'ENCRYPTION_KEY';
  salt: string;
  /** First 8 hex digits of SHA-256 of the derived key: tells a wrong key from a damaged archive. */
  keyCheck: string;
  iv: string;
  tag: string;
  sealedKey: string;
}

export interface ArchiveSecret {
  /** 32 bytes (base64 decoded) from BACKUP_KEY or the encryption key. */
  key: Buffer;
  sealedBy: ArchiveHeader['sealedBy'];
}

function deriveKey(secret: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, HKDF_INFO, 32));
}

function checkOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export function encodeHeader(secret: ArchiveSecret, dataKey: Buffer): Buffer {
  const salt = randomBytes(16);
  const wrapKey = deriveKey(secret.key, salt);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrapKey, iv);
  cipher.setAAD(ARCHIVE_MAGIC);
  const sealedKey = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  const header: ArchiveHeader = {
    format: ARCHIVE_FORMAT,
    sealedBy: secret.sealedBy,
    salt: salt.toString('base64'),
    keyCheck: checkOf(wrapKey),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    sealedKey: sealedKey.toString('base64'),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([ARCHIVE_MAGIC, length, json]);
}

export function openHeader(bytes: Buffer, secret: ArchiveSecret): Buffer {
  let header: ArchiveHeader;
  try {
    header = JSON.parse(bytes.subarray(ARCHIVE_MAGIC.length + 4).toString('utf8')) as ArchiveHeader;
  } catch {
    throw new ArchiveError('The archive header is damaged.');
  }
  if (header.format !== ARCHIVE_FORMAT)
    throw new ArchiveError(`The archive format ${header.format} is not supported by this version (${ARCHIVE_FORMAT}).`);
  const wrapKey = deriveKey(secret.key, Buffer.from(header.salt, 'base64'));
  if (checkOf(wrapKey) !== header.keyCheck)
    throw new ArchiveError(
      `Wrong key: this archive was sealed with ${header.sealedBy}; set it to the value used when the backup was taken.`,
    );
  try {
    const decipher = createDecipheriv('aes-256-gcm', wrapKey, Buffer.from(header.iv, 'base64'));
    decipher.setAAD(ARCHIVE_MAGIC);
    decipher.setAuthTag(Buffer.from(header.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(header.sealedKey, 'base64')), decipher.final()]);
  } catch {
    throw new ArchiveError('The archive header is damaged or altered.');
  }
}

/** Whether `key` is the secret that sealed the archive with this header (a cheap check, no decryption). */
export function keyOpensHeader(header: ArchiveHeader, key: Buffer): boolean {
  return checkOf(deriveKey(key, Buffer.from(header.salt, 'base64'))) === header.keyCheck;
}

/** Reads the archive's header without any key (which secret sealed it). */
export async function readArchiveHeader(file: string): Promise<ArchiveHeader> {
  const stream = createReadStream(file, { start: 0, end: 64 * 1024 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (!bytes.subarray(0, ARCHIVE_MAGIC.length).equals(ARCHIVE_MAGIC))
    throw new ArchiveError('This is not a backup archive (unknown file header).');
  if (bytes.length < ARCHIVE_MAGIC.length + 4) throw new ArchiveError('The archive is cut short (no header).');
  const length = bytes.readUInt32BE(ARCHIVE_MAGIC.length);
  try {
    return JSON.parse(bytes.subarray(ARCHIVE_MAGIC.length + 4, ARCHIVE_MAGIC.length + 4 + length).toString('utf8'));
  } catch {
    throw new ArchiveError('The archive header is damaged.');
  }
}
