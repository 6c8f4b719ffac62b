import { sniffImageType } from '@app/domain';
import type { FastifyReply } from 'fastify';

/**
 * Stored files render in no page of ours: no script runs, no form posts, no plugin loads, even if
 * a browser opens one (a PDF carrying JavaScript, an image followed by HTML).
 */
export const STORED_FILE_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

export interface StoredFile {
  content: Buffer;
  /** The type recorded at upload; only a hint for anything but an image verified here. */
  mimeType: string;
  fileName: string | null;
  cacheControl: string;
}

/**
 * Sends an uploaded file back: an image whose bytes are a PNG, JPEG, GIF or WebP stays inline with
 * the type read from its content; anything else is a download (`attachment`). Every one carries a
 * sandbox Content-Security-Policy, and nosniff (security-headers.ts) keeps the browser to the type.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  const image = sniffImageType(file.content);
  const name = (file.fileName || 'file').replace(/[^\w.-]+/g, '_').slice(0, 200);
  return reply
    .header('content-type', image ?? (file.mimeType || 'application/octet-stream'))
    .header('content-disposition', `${image ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('content-security-policy', STORED_FILE_CSP)
    .header('cache-control', file.cacheControl)
    .send(file.content);
}
