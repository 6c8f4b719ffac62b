import { SUBMISSION_FIELDS, formatDisplayId, type SubmissionType } from '@app/domain';
import { toIso } from '@app/db';
import { maskedFromLast4 } from '../../security/sensitive-field';
import type { SubmissionListRow, SubmissionRow } from './submissions.repo';

/** A submission as the list and the profiles' tables answer it (spec 4 section 3). */
export interface SubmissionListItem {
  type: SubmissionType;
  id: number;
  formId: string | null;
  title: string;
  category: string | null;
  submittedAt: string;
  clientId: number | null;
  organizationId: number | null;
  linkedClient: { id: number; displayId: string; fullName: string } | null;
  linkedOrganization: { id: number; displayId: string; businessDba: string } | null;
  linkedAt: string | null;
}

export interface SubmissionFileInfo {
  fileName: string | null;
  mimeType: string;
  sizeBytes: number;
  /** Where the file is served (signed-in staff only). */
  url: string;
}

/** The detail: the list item plus the per-type fields of spec 4 section 2.9, flat, masked where sensitive. */
export type SubmissionDetail = SubmissionListItem & {
  files: Record<string, SubmissionFileInfo>;
} & Record<string, unknown>;

export function toListItem(row: SubmissionListRow): SubmissionListItem {
  return {
    type: row.type,
    id: row.id,
    formId: row.formId,
    title: row.title,
    category: row.category,
    submittedAt: toIso(row.submittedAt),
    clientId: row.clientId,
    organizationId: row.organizationId,
    linkedClient:
      row.clientId && row.clientName
        ? { id: row.clientId, displayId: formatDisplayId('client', row.clientId), fullName: row.clientName }
        : null,
    linkedOrganization:
      row.organizationId && row.organizationName
        ? {
            id: row.organizationId,
            displayId: formatDisplayId('organization', row.organizationId),
            businessDba: row.organizationName,
          }
        : null,
    linkedAt: row.linkedAt ? toIso(row.linkedAt) : null,
  };
}

export const fileUrl = (type: string, id: number, field: string) => `/api/submissions/${type}/${id}/files/${field}`;

export function toDetail(
  row: SubmissionRow,
  files: Array<{ field: string; fileName: string | null; mimeType: string; sizeBytes: number }>,
  signatureDataUrl: string | null,
): SubmissionDetail {
  const stored = (row.fields ?? {}) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const def of SUBMISSION_FIELDS[row.type]) {
    if (def.kind === 'masked') {
      const last4 = def.key === 'routingNumber' ? row.routingNumberLast4 : row.accountNumberLast4;
      values[def.key] = last4 ? maskedFromLast4(last4) : (stored[def.key] ?? null);
    } else if (def.kind === 'signature') {
      values[def.key] = signatureDataUrl ?? stored[def.key] ?? null;
    } else if (def.kind === 'file') {
      values[def.key] = files.some((f) => f.field === def.key) ? fileUrl(row.type, row.id, def.key) : null;
    } else {
      values[def.key] = stored[def.key] ?? null;
    }
  }
  const fileMap: Record<string, SubmissionFileInfo> = {};
  for (const f of files) {
    fileMap[f.field] = {
      fileName: f.fileName,
      mimeType: f.mimeType,
      sizeBytes: f.sizeBytes,
      url: fileUrl(row.type, row.id, f.field),
    };
  }
  // The list fields last, so a stored field can never shadow id, type or the links.
  return { ...values, ...toListItem(row), files: fileMap };
}
