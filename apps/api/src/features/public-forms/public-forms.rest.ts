import { GetPublicFormsByFormIdAnswer, PostPublicFormsByFormIdAnswer } from '@app/domain';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge } from '../../core/app-error';
import { asUploadError } from '../../rest/read-upload';
import type { Rest } from '../../rest/route';
import { ATTACHMENT_MAX_BYTES, type Attachment } from './public-forms.files';
import * as service from './public-forms.service';

const FormParams = z.object({ formId: z.string().trim().min(1, 'formId is required').max(100, 'formId is too long') });

/** Per address: a person fills a form a few times at most; a flood gets 429 and the server stays up. */
export const PUBLIC_FORM_RATE_LIMIT = { max: 20, timeWindow: 60_000 };
// A JSON body may carry the void check as a data URL: 5 MB in base64, the signature and the fields.
const JSON_BODY_LIMIT = Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 1024 * 1024;

/** The form's fields and its one file, from a multipart upload or a JSON body. */
async function readSubmission(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; upload: Attachment | null }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw badRequest('Request body must be a JSON object or a multipart form');
    return { fields: body as Record<string, unknown>, upload: null };
  }
  const fields: Record<string, unknown> = {};
  let upload: Attachment | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > ATTACHMENT_MAX_BYTES) throw tooLarge(`${part.fieldname}: The file is larger than 5 MB`);
        if (part.fieldname !== 'voidCheck')
          throw badRequest(`${part.fieldname}: Only the void check is uploaded as a file`);
        upload = { bytes, fileName: part.filename || null };
      } else {
        if (part.valueTruncated) throw tooLarge(`${part.fieldname}: The value is too large`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asUploadError(error, 'form');
  }
  return { fields, upload };
}

export function publicFormsRest(rest: Rest): void {
  // The form's definition (title, category, the submission type it makes), for the public page.
  rest.route({
    method: 'GET',
    url: '/api/public-forms/:formId',
    response: GetPublicFormsByFormIdAnswer,
    permission: 'public',
    params: FormParams,
    handler: (_ctx, { params }) => service.findForm(params.formId),
  });
  rest.route({
    method: 'POST',
    url: '/api/public-forms/:formId',
    response: PostPublicFormsByFormIdAnswer,
    permission: 'public',
    params: FormParams,
    rateLimit: PUBLIC_FORM_RATE_LIMIT,
    bodyLimit: JSON_BODY_LIMIT,
    upload: true,
    uploadForm: { file: 'voidCheck', otherFields: true, alsoJson: true },
    status: 201,
    handler: async (ctx, { params }, { request }) => {
      service.findForm(params.formId);
      const { fields, upload } = await readSubmission(request);
      const userAgent = request.headers['user-agent'] ?? null;
      return service.submit(ctx, { formId: params.formId, fields, upload, userAgent });
    },
  });
}
