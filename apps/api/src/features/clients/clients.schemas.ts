import { ClientDuplicateCheck, ClientListInput, ClientUpdate, RevealSsnInput, SpouseLinkCreate, numericId } from '@app/domain';
import { z } from 'zod';

// Path parameters and small inputs of the clients area (the entity schemas live in @app/domain).

const search = z.string().trim().max(200).optional();
export const ClientIdParams = z.object({ id: numericId('Invalid client id') });
export const ClientOrganizationParams = ClientIdParams.extend({ orgId: numericId('Invalid organization id') });
export const ClientSpouseParams = ClientIdParams.extend({ spouseId: numericId('Invalid spouse id') });
export const ClientIdInput = ClientIdParams;

export const ClientUpdateInput = ClientUpdate.and(ClientIdInput);
export const ClientRevealInput = RevealSsnInput.extend({ id: numericId('Invalid client id') });
export const SpouseLinkInput = SpouseLinkCreate.extend({ id: numericId('Invalid client id') });
export const SpouseCandidatesQuery = z.object({ search, limit: z.coerce.number().int().min(1).max(100).default(20) });
export const SpouseCandidatesInput = SpouseCandidatesQuery.extend({ id: numericId('Invalid client id') });
export const DeletedListQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(50), offset: z.coerce.number().int().min(0).default(0) });
export { ClientDuplicateCheck, ClientListInput };
