import { fileTypeFromBuffer } from 'file-type';

/** docs/decisions/4-security.md: a void check is an image or a PDF of at most 5 MB, its type read from the content. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
export type StoredMimeType = (typeof DOCUMENT_TYPES)[number];

export interface Attachment {
  bytes: Buffer;
  fileName: string | null;
}

export type AttachmentCheck = { ok: true; mimeType: StoredMimeType; bytes: Buffer } | { ok: false; tooLarge: boolean };

/** Bytes of a `data:<type>;base64,...` URL, or null when it is not one. */
export function bytesOfDataUrl(value: unknown): Buffer | null {
  if (typeof value !== 'string') return null;
  const match = /^data:[\w.+/-]+(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(value);
  if (!match) return null;
  const bytes = Buffer.from(match[1]!.replace(/\s/g, ''), 'base64');
  return bytes.length > 0 ? bytes : null;
}

/** Checks the content (never the declared name or type) against the allowed kinds and the size cap. */
export async function checkAttachment(bytes: Buffer, allowed: readonly StoredMimeType[]): Promise<AttachmentCheck> {
  if (bytes.length > ATTACHMENT_MAX_BYTES) return { ok: false, tooLarge: true };
  const found = await fileTypeFromBuffer(bytes);
  const mimeType = found?.mime as StoredMimeType | undefined;
  if (!mimeType || !allowed.includes(mimeType)) return { ok: false, tooLarge: false };
  return { ok: true, mimeType, bytes };
}
