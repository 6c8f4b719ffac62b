import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ArchiveError, openHeader, ARCHIVE_MAGIC, type ArchiveSecret } from './archive-header';

// The frames after the header (archive-header.ts): u32 length, a last-frame flag byte, then
// AES-256-GCM(data key) of up to 1 MiB of the gzip stream with its 16-byte tag.
export const FRAME_BYTES = 1024 * 1024;

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

/** Encrypts the gzip stream in frames; the last frame (possibly empty) is flagged. */
export class FrameSealer extends Transform {
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
export class FrameOpener extends Transform {
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
