import type { Generated } from 'kysely';
import { columnsOf, type ColumnLists } from './columns';
import type { Bytes, GeneratedTimestamp, Json, Timestamp } from './platform';

export type SubmissionType = 'contact' | 'quote' | 'service' | 'employee-auth' | 'payment-auth';

/**
 * A public form submission. `fields` holds the submitted values by name (the API encrypts the
 * sensitive ones); attachments live in submission_files. Linked to at most one client or organization.
 */
export interface SubmissionsTable {
  id: Generated<number>;
  type: SubmissionType;
  formId: string | null;
  title: string;
  category: string | null;
  fields: Json<Record<string, unknown>>;
  clientId: number | null;
  organizationId: number | null;
  linkedAt: Timestamp | null;
  linkedBy: number | null;
  ip: string | null;
  userAgent: string | null;
  submittedAt: GeneratedTimestamp;
  /** Sealed (docs/decisions/4-security.md): the envelope and the last 4 digits, set together. */
  routingNumberEncrypted: string | null;
  routingNumberLast4: string | null;
  accountNumberEncrypted: string | null;
  accountNumberLast4: string | null;
}

/** An attachment of a submission (the void check, a signature): one per (submissionId, field). */
export interface SubmissionFilesTable {
  id: Generated<number>;
  submissionId: number;
  field: string;
  fileName: string | null;
  mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf';
  /** At most 5 MB. */
  sizeBytes: number;
  content: Bytes;
  createdAt: GeneratedTimestamp;
}

export interface SubmissionTables {
  submissions: SubmissionsTable;
  submissionFiles: SubmissionFilesTable;
}

export const submissionColumns = {
  submissions: columnsOf<SubmissionsTable>()([
    'id',
    'type',
    'formId',
    'title',
    'category',
    'fields',
    'clientId',
    'organizationId',
    'linkedAt',
    'linkedBy',
    'ip',
    'userAgent',
    'submittedAt',
    'routingNumberEncrypted',
    'routingNumberLast4',
    'accountNumberEncrypted',
    'accountNumberLast4',
  ]),
  submissionFiles: columnsOf<SubmissionFilesTable>()([
    'id',
    'submissionId',
    'field',
    'fileName',
    'mimeType',
    'sizeBytes',
    'content',
    'createdAt',
  ]),
} satisfies ColumnLists<SubmissionTables>;
