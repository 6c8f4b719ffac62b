import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge } from '../core/app-error';

export interface Upload {
  filename: string;
  bytes: Buffer;
}

/**
 * The one file of a multipart request, read into memory up to `maxBytes` (the stream is drained
 * and refused with 413 beyond it). The field must be `field`; the caller checks the type from
 * the content.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(`${field}: Expected a multipart upload with a file in "${field}"`);
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw badRequest(`${field}: The upload could not be read`);
  }
  if (!part) throw badRequest(`${field}: No file was sent`);
  if (part.fieldname !== field) {
    part.file.resume();
    throw badRequest(`${field}: The file must be sent in the "${field}" field`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (part.file.truncated || size > maxBytes) throw tooLarge(tooLargeMessage);
  if (size === 0) throw badRequest(`${field}: The file is empty`);
  return { filename: part.filename ?? '', bytes: Buffer.concat(chunks) };
}
