import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

// An archive is a plain header followed by encrypted frames:
//   MAGIC, u32 header length, header JSON (format, salt, the data key sealed by the archive key)
//   frames: u32 length, AES-256-GCM(data key) of up to 1 MiB of the gzip stream, 16-byte tag
// Each frame's associated data is the header's digest, its position and whether it is the last
// one, so a frame moved, dropped, cut off or taken from another archive fails to open, and an
// archive cut at a frame boundary fails for want of its last frame. The data key is random per
// archive, so a frame's nonce can be its position.

export const ARCHIVE_MAGIC = Buffer.from('PDESKBK\n', 'latin1');
export const ARCHIVE_FORMAT = 1;
const FRAME_BYTES = 1024 * 1024;
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

function frameNonce(index: number): Buffer {
  const iv = Buffer.alloc(12);
  iv.writeBigUInt64BE(BigInt(index), 4);
  return iv;
}

function frameAad(headerDigest: Buffer, index: number, last: boolean): Buffer {
  const aad = Buffer.alloc(headerDigest.length + 9);
  headerDigest.copy(aad);
  aad.writeBigUInt64BE(BigInt(index), headerDigest.length);
  aad[headerDigest.length + 8] = last ? 1 : 0;
  return aad;
}

function encodeHeader(secret: ArchiveSecret, dataKey: Buffer): Buffer {
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

/** Encrypts the gzip stream in frames; the last frame (possibly empty) is flagged. */
class FrameSealer extends Transform {
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #index = 0;

  constructor(
    private readonly dataKey: Buffer,
    private readonly headerDigest: Buffer,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.#pending.push(chunk);
    this.#pendingBytes += chunk.length;
    // Keep at least one byte back so the final frame is never one whose flag was already written as "not last".
    while (this.#pendingBytes > FRAME_BYTES) {
      const all = Buffer.concat(this.#pending);
      this.push(this.#seal(all.subarray(0, FRAME_BYTES), false));
      const rest = all.subarray(FRAME_BYTES);
      this.#pending = [rest];
      this.#pendingBytes = rest.length;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.push(this.#seal(Buffer.concat(this.#pending), true));
    done();
  }

  #seal(plain: Buffer, last: boolean): Buffer {
    const cipher = createCipheriv('aes-256-gcm', this.dataKey, frameNonce(this.#index));
    cipher.setAAD(frameAad(this.headerDigest, this.#index, last));
    this.#index++;
    const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    const length = Buffer.alloc(5);
    length.writeUInt32BE(body.length);
    length[4] = last ? 1 : 0;
    return Buffer.concat([length, body]);
  }
}

/** Parses the header, then opens each frame in order; fails on any damage or a missing last frame. */
class FrameOpener extends Transform {
  #buffer: Buffer = Buffer.alloc(0);
  #dataKey: Buffer | null = null;
  #headerDigest: Buffer | null = null;
  #index = 0;
  #sawLast = false;

  constructor(private readonly secret: ArchiveSecret) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    try {
      this.#drain();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    if (!this.#dataKey) return done(new ArchiveError('This is not a backup archive, or it is cut short (no header).'));
    if (!this.#sawLast || this.#buffer.length)
      return done(new ArchiveError('The archive is cut short or damaged: its last part is missing.'));
    done();
  }

  #drain(): void {
    if (!this.#dataKey) {
      if (this.#buffer.length < ARCHIVE_MAGIC.length + 4) return;
      if (!this.#buffer.subarray(0, ARCHIVE_MAGIC.length).equals(ARCHIVE_MAGIC))
        throw new ArchiveError('This is not a backup archive (unknown file header).');
      const length = this.#buffer.readUInt32BE(ARCHIVE_MAGIC.length);
      if (length > 64 * 1024) throw new ArchiveError('The archive header is damaged.');
      const end = ARCHIVE_MAGIC.length + 4 + length;
      if (this.#buffer.length < end) return;
      const headerBytes = this.#buffer.subarray(0, end);
      this.#dataKey = openHeader(headerBytes, this.secret);
      this.#headerDigest = createHash('sha256').update(headerBytes).digest();
      this.#buffer = this.#buffer.subarray(end);
    }
    while (this.#buffer.length >= 5) {
      if (this.#sawLast) throw new ArchiveError('The archive is damaged: data follows its last part.');
      const length = this.#buffer.readUInt32BE(0);
      const last = this.#buffer[4] === 1;
      if (length < 16 || length > FRAME_BYTES + 16)
        throw new ArchiveError('The archive is damaged (a part has a bad length).');
      if (this.#buffer.length < 5 + length) return;
      const body = this.#buffer.subarray(5, 5 + length);
      this.#buffer = this.#buffer.subarray(5 + length);
      const decipher = createDecipheriv('aes-256-gcm', this.#dataKey, frameNonce(this.#index));
      decipher.setAAD(frameAad(this.#headerDigest!, this.#index, last));
      decipher.setAuthTag(body.subarray(body.length - 16));
      let plain: Buffer;
      try {
        plain = Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]);
      } catch {
        throw new ArchiveError(`The archive is damaged or altered (part ${this.#index + 1} does not verify).`);
      }
      this.#index++;
      this.#sawLast = last;
      if (plain.length) this.push(plain);
    }
  }
}

function openHeader(bytes: Buffer, secret: ArchiveSecret): Buffer {
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

/** Reads the archive's header without any key (which secret sealed it). */
export async function readArchiveHeader(file: string): Promise<ArchiveHeader> {
  const stream = createReadStream(file, { start: 0, end: 64 * 1024 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (!bytes.subarray(0, ARCHIVE_MAGIC.length).equals(ARCHIVE_MAGIC))
    throw new ArchiveError('This is not a backup archive (unknown file header).');
  const length = bytes.readUInt32BE(ARCHIVE_MAGIC.length);
  return JSON.parse(bytes.subarray(ARCHIVE_MAGIC.length + 4, ARCHIVE_MAGIC.length + 4 + length).toString('utf8'));
}

/**
 * Writes `source` (the archive's plain content) compressed and encrypted to `file`: first to
 * `<file>.partial-<pid>`, flushed to disk, then renamed, so the final name only ever holds a
 * complete archive (a killed process leaves at most a partial file).
 */
export async function writeArchive(
  file: string,
  secret: ArchiveSecret,
  source: AsyncIterable<Buffer>,
): Promise<number> {
  const partial = join(dirname(file), `${basename(file)}.partial-${process.pid}`);
  const dataKey = randomBytes(32);
  const header = encodeHeader(secret, dataKey);
  const out = createWriteStream(partial, { mode: 0o600 });
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    out.write(header);
    bytes += header.length;
    await pipeline(
      Readable.from(source),
      createGzip({ level: 6 }),
      new FrameSealer(dataKey, createHash('sha256').update(header).digest()),
      counter,
      out,
    );
    const fd = openSync(partial, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
    syncDirectory(dirname(file));
    return bytes;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems refuse to sync a directory; the rename is still atomic.
  }
}

/** The archive's plain content, verified frame by frame as it is read. */
export function openArchive(file: string, secret: ArchiveSecret): Readable {
  const opener = new FrameOpener(secret);
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  opener.on('error', (error) => gunzip.destroy(error));
  input.pipe(opener).pipe(gunzip);
  // A zlib error after frames verified can only mean a writer bug; say so plainly.
  return gunzip;
}
