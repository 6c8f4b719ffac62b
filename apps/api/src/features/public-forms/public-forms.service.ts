import { FORM_LIBRARY, publicFormSchema, submissionTitle, type PublicFormId, type SubmissionType } from '@app/domain';
import type { z } from 'zod';
import type { Ctx } from '../../core/service-context';
import { badRequest, formatIssues, notFound, tooLarge, tooMany } from '../../core/app-error';
import * as submissions from '../submissions/submissions.service';
import {
  bytesOfDataUrl,
  checkAttachment,
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  type Attachment,
  type StoredMimeType,
} from './public-forms.files';

export const FORM_NOT_FOUND = 'Form not found';
/** Stored submissions per address and hour, counted in the database so every instance agrees. */
export const SUBMISSIONS_PER_ADDRESS_PER_HOUR = 50;
export const TOO_MANY_SUBMISSIONS = 'Too many submissions from this address, please try again later';

export interface PublicSubmissionInput {
  formId: string;
  /** The form's fields as sent (JSON body or multipart fields). */
  fields: Record<string, unknown>;
  /** A void check uploaded as a multipart file (else it may come as a data URL in `fields`). */
  upload: Attachment | null;
  userAgent: string | null;
}

export interface PublicSubmissionReceipt {
  id: number;
  type: SubmissionType;
  title: string;
  submittedAt: string;
}

export function findForm(formId: string) {
  const form = FORM_LIBRARY.find((f) => f.id === formId);
  if (!form) throw notFound(FORM_NOT_FOUND);
  return form;
}

interface CheckedFile {
  field: 'signature' | 'voidCheck';
  fileName: string | null;
  mimeType: StoredMimeType;
  bytes: Buffer;
}

const FILE_RULES = {
  signature: { allowed: IMAGE_TYPES, missing: 'Signature is required', wrong: 'The signature must be a drawn image' },
  voidCheck: {
    allowed: DOCUMENT_TYPES,
    missing: 'Please attach an image of a void check',
    wrong: 'The void check must be an image (PNG, JPEG, GIF, WebP) or a PDF',
  },
} as const;

/** The attachments, checked from their content; problems go to `issues` as `field: why`. */
async function checkFiles(
  formId: PublicFormId,
  input: PublicSubmissionInput,
  issues: string[],
): Promise<CheckedFile[]> {
  const wanted: Array<{ field: 'signature' | 'voidCheck'; required: boolean }> =
    formId === 'employee-deposit-authorization'
      ? [
          { field: 'signature', required: true },
          { field: 'voidCheck', required: true },
        ]
      : [{ field: 'signature', required: false }];
  const files: CheckedFile[] = [];
  for (const { field, required } of wanted) {
    const rule = FILE_RULES[field];
    const given = input.fields[field];
    const upload = field === 'voidCheck' ? input.upload : null;
    const bytes = upload?.bytes ?? bytesOfDataUrl(given);
    if (!bytes) {
      const sent = given !== undefined && given !== null && given !== '';
      if (required || sent) issues.push(`${field}: ${sent ? rule.wrong : rule.missing}`);
      continue;
    }
    const checked = await checkAttachment(bytes, rule.allowed);
    if (!checked.ok && checked.tooLarge) throw tooLarge(`${field}: The file is larger than 5 MB`);
    if (!checked.ok) issues.push(`${field}: ${rule.wrong}`);
    else files.push({ field, fileName: upload?.fileName ?? null, mimeType: checked.mimeType, bytes });
  }
  return files;
}

/**
 * A public form sent by someone without an account (docs/decisions/5-beyond.md): validated again here (the
 * page's checks are only a convenience), attachments checked from their content, routing and
 * account numbers sealed, stored, and announced to staff (bell, socket and Web Push).
 */
export async function submit(ctx: Ctx, input: PublicSubmissionInput): Promise<PublicSubmissionReceipt> {
  const form = findForm(input.formId);
  const schema = publicFormSchema(form.id)! as z.ZodObject;
  const fileKeys = ['signature', 'voidCheck'].filter((k) => k in schema.shape);
  const withoutFiles = schema.omit(Object.fromEntries(fileKeys.map((k) => [k, true])) as Record<string, true>);
  const parsed = withoutFiles.safeParse(input.fields);
  const issues = parsed.success ? [] : [formatIssues(parsed.error.issues)];
  const files = await checkFiles(form.id, input, issues);
  if (!parsed.success || issues.length > 0) throw badRequest(issues.join('; '));

  const { routingNumber, accountNumber, ...plain } = parsed.data as unknown as Record<string, unknown> & {
    routingNumber: string;
    accountNumber: string;
  };
  const ip = ctx.ip ?? null;
  const now = ctx.now();
  if (
    ip &&
    (await submissions.countFromAddressSince(ctx, ip, new Date(now.getTime() - 3_600_000))) >=
      SUBMISSIONS_PER_ADDRESS_PER_HOUR
  ) {
    throw tooMany(TOO_MANY_SUBMISSIONS);
  }
  const type = form.submissionType;
  const title = submissionTitle(type, plain);
  const id = await submissions.receive(ctx, {
    type,
    formId: form.id,
    title,
    category: form.category,
    fields: plain,
    numbers: { routingNumber, accountNumber },
    ip,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    submittedAt: now,
    files: files.map((f) => ({
      field: f.field,
      fileName: f.fileName?.slice(0, 200) ?? null,
      mimeType: f.mimeType,
      sizeBytes: f.bytes.length,
      content: f.bytes,
    })),
  });
  return { id, type, title, submittedAt: now.toISOString() };
}
