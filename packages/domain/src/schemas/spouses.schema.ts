import { z } from 'zod';
import { id, numericId } from './common';

export const RELATIONSHIP_TYPES = ['Married', 'Widowed', 'Divorced', 'Separated'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];
export const SPOUSE_REQUIRED = 'Please select a client';
export const RELATIONSHIP_REQUIRED = 'Please select a relationship type';

export const SpouseLinkCreate = z.object({
  spouseId: id(SPOUSE_REQUIRED),
  relationshipType: z.enum(RELATIONSHIP_TYPES, { error: RELATIONSHIP_REQUIRED }),
});
export type SpouseLinkCreate = z.output<typeof SpouseLinkCreate>;

/** tRPC input: the client's id beside the link. */
export const SpouseLinkInput = SpouseLinkCreate.extend({ id: numericId('Invalid client id') });
