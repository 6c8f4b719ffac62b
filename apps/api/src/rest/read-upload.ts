import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError, badRequest, tooLarge } from '../core/app-error';

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
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    }
  } catch (error) {
    throw asUploadError(error, field);
  }
  if (part.file.truncated || size > maxBytes) throw tooLarge(tooLargeMessage);
  if (size === 0) throw badRequest(`${field}: The file is empty`);
  return { filename: part.filename ?? '', bytes: Buffer.concat(chunks) };
}

/**
 * A multipart body that breaks off before its closing boundary (a dropped connection, a careless
 * client) is the sender's fault: 400 naming the field. The size limits keep their own answers.
 */
export function asUploadError(error: unknown, field: string): Error {
  if (error instanceof AppError) return error;
  const code = (error as FastifyError | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return error as Error;
  return badRequest(`${field}: The upload was cut short or is not a valid multipart form`);
}
