import {
  ClientCreate,
  OrganizationCreate,
  formatDisplayId,
  profileFromSubmission,
  type ProfileType,
  type SubmissionRef,
} from '@app/domain';
import type { z } from 'zod';
import { inTransaction, type UserCtx } from '../../core/service-context';
import { badRequest, conflict, formatIssues } from '../../core/app-error';
import { assertAccess } from '../../security/access';
import * as clients from '../clients/clients.service';
import * as organizations from '../organizations/organizations.service';
import { findRow, setLink } from './submissions.service';
import type { SubmissionDetail } from './submissions.view';

export interface CreatedProfile {
  profile: { type: ProfileType; id: number; displayId: string; name: string };
  submission: SubmissionDetail;
}

/**
 * Create Profile (docs/decisions/5-beyond.md): a client (or an organization) made from the submission's fields
 * and linked to it, in one transaction. A submission already linked answers 409.
 */
export async function createProfile(
  ctx: UserCtx,
  ref: SubmissionRef,
  input: { profileType?: ProfileType },
): Promise<CreatedProfile> {
  return inTransaction(ctx, async (tx) => {
    const userTx = tx as UserCtx;
    const row = await findRow(userTx, ref);
    const draft = profileFromSubmission(row.type, (row.fields ?? {}) as Record<string, unknown>, input.profileType);
    assertAccess(userTx, { permission: [draft.profileType === 'client' ? 'clients' : 'organizations', 'edit'] });
    if (row.clientId || row.organizationId)
      throw conflict('This submission is already linked to a profile; unlink it first');
    if ('error' in draft) throw badRequest(`profileType: ${draft.error}`);
    if (draft.profileType === 'client') {
      const { profileType: _type, ...fields } = draft;
      const client = await clients.create(userTx, valid(ClientCreate, fields));
      const submission = await setLink(userTx, ref, { clientId: client.id });
      return {
        profile: {
          type: 'client',
          id: client.id,
          displayId: formatDisplayId('client', client.id),
          name: client.fullName,
        },
        submission,
      };
    }
    const { profileType: _type, ...fields } = draft;
    const organization = await organizations.create(userTx, valid(OrganizationCreate, fields));
    const submission = await setLink(userTx, ref, { organizationId: organization.id });
    return {
      profile: {
        type: 'organization',
        id: organization.id,
        displayId: formatDisplayId('organization', organization.id),
        name: organization.businessDba,
      },
      submission,
    };
  });
}

/** The profile's own schema checks what the submission gave (a 400 naming the field otherwise). */
function valid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(formatIssues(result.error.issues));
  return result.data;
}
