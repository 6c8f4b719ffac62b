import { z } from 'zod';
import { ClientRecord, SpouseRecord } from './party-records.answers.js';

/** GET /api/clients */
export const GetClientsAnswer = z.array(ClientRecord);

/** POST /api/clients/check-duplicates */
export const PostClientsCheckDuplicatesAnswer = z.object({
  hasSimilar: z.boolean(),
  similarClients: z.array(
    z.object({
      id: z.number(),
      displayId: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    }),
  ),
});

/** POST /api/clients */
export const PostClientsAnswer = ClientRecord;

/** GET /api/clients/deleted */
export const GetClientsDeletedAnswer = z.array(
  ClientRecord.extend({
    deletedAt: z.string(),
    deletedBy: z.number(),
  }),
);

/** GET /api/clients/:id */
export const GetClientsByIdAnswer = PostClientsAnswer;

/** PUT /api/clients/:id */
export const PutClientsByIdAnswer = PostClientsAnswer;

/** DELETE /api/clients/:id */
export const DeleteClientsByIdAnswer = z.object({
  ok: z.boolean(),
});

/** POST /api/clients/:id/purge */
export const PostClientsByIdPurgeAnswer = DeleteClientsByIdAnswer;

/** POST /api/clients/:id/reveal */
export const PostClientsByIdRevealAnswer = z.object({
  value: z.string().nullable(),
});

/** GET /api/clients/:id/projects */
export const GetClientsByIdProjectsAnswer = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    status: z.string(),
    startDate: z.string().nullable(),
    dueDate: z.string().nullable(),
    createdAt: z.string(),
  }),
);

/** GET /api/clients/:id/organizations */
export const GetClientsByIdOrganizationsAnswer = z.array(
  z.object({
    id: z.number(),
    organizationId: z.number(),
    organizationDisplayId: z.string(),
    organization: z.object({
      id: z.number(),
      businessDba: z.string(),
      businessEmail: z.string(),
    }),
    isMainContact: z.boolean(),
    doNotContact: z.boolean(),
    positions: z.array(z.string()),
    ownershipPercentage: z.number().nullable(),
    dateLinked: z.string(),
  }),
);

/** DELETE /api/clients/:id/organizations/:orgId */
export const DeleteClientsByIdOrganizationsByOrgIdAnswer = DeleteClientsByIdAnswer;

/** GET /api/clients/:id/submissions */
export const GetClientsByIdSubmissionsAnswer = z.array(
  z.object({
    id: z.number(),
    type: z.string(),
    title: z.string(),
    category: z.string(),
    submittedAt: z.string(),
  }),
);

/** GET /api/clients/:id/spouses */
export const GetClientsByIdSpousesAnswer = z.array(SpouseRecord);

/** GET /api/clients/:id/spouse-candidates */
export const GetClientsByIdSpouseCandidatesAnswer = z.array(
  z.object({
    id: z.number(),
    displayId: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    dateOfBirth: z.string(),
  }),
);

/** POST /api/clients/:id/spouses */
export const PostClientsByIdSpousesAnswer = SpouseRecord;

/** DELETE /api/clients/:id/spouses/:spouseId */
export const DeleteClientsByIdSpousesBySpouseIdAnswer = DeleteClientsByIdAnswer;
