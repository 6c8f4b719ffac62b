import { z } from 'zod';
import { formatFullName, formatPersonName } from '../text';
import {
  listQuery,
  numericId,
  pagingQuery,
  optionalDate,
  optionalEmail,
  optionalId,
  optionalPhone,
  optionalText,
  sensitiveDigits,
} from './common';

export const CLIENT_STATUSES = ['active', 'terminated'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const PORTAL_STATUSES = ['activated', 'pending', 'terminated', 'not_invited'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];
export const CLIENT_FLAGS = [
  'dependents',
  'bankruptcyStatus',
  'taxPreparation',
  'estimatedTaxes',
  'issues1099',
] as const;

export const CLIENT_NAMES_REQUIRED = 'First name and last name are required';
export const MISSING_REQUIRED_FIELDS_TITLE = 'Missing required fields';
export const SSN_MESSAGE = 'SSN must have at most 9 digits';

const personName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, 'Must be at most 100 characters')
    .transform(formatPersonName);
const optionalName = () => optionalText(100).transform((v) => (v ? formatPersonName(v) : v));

const clientFields = {
  middleName: optionalName(),
  email: optionalEmail(),
  phone: optionalPhone(),
  referralSource: optionalText(200),
  referralSourceId: optionalId('Invalid referral source'),
  ssn: sensitiveDigits(9, SSN_MESSAGE),
  driverLicense: optionalText(50),
  dateOfBirth: optionalDate('Date of birth must be a valid date (YYYY-MM-DD)'),
  address: optionalText(500),
  status: z.enum(CLIENT_STATUSES, { error: 'Status must be active or terminated' }),
  portalStatus: z.enum(PORTAL_STATUSES, { error: 'Invalid portal status' }),
  dependents: z.boolean(),
  bankruptcyStatus: z.boolean(),
  taxPreparation: z.boolean(),
  estimatedTaxes: z.boolean(),
  issues1099: z.boolean(),
};

/** The add-client dialog and imports. The full name is always rebuilt from the name parts. */
export const ClientCreate = z
  .object({
    ...z.object(clientFields).partial().shape,
    firstName: personName(CLIENT_NAMES_REQUIRED),
    lastName: personName(CLIENT_NAMES_REQUIRED),
    fullName: z.string().max(400).optional(),
    status: clientFields.status.default('active'),
  })
  .transform((c) => ({ ...c, fullName: formatFullName(c.firstName, c.middleName, c.lastName) }));
export type ClientCreate = z.output<typeof ClientCreate>;
export type ClientCreateInput = z.input<typeof ClientCreate>;

/** Changed fields only. Names, when sent, stay required; the service rebuilds the full name. */
export const ClientUpdate = z
  .object({
    ...clientFields,
    firstName: personName(CLIENT_NAMES_REQUIRED),
    lastName: personName(CLIENT_NAMES_REQUIRED),
  })
  .partial();
export type ClientUpdate = z.output<typeof ClientUpdate>;
export type ClientUpdateInput = z.input<typeof ClientUpdate>;

export const ClientDuplicateCheck = z.object({
  firstName: z
    .string({ error: CLIENT_NAMES_REQUIRED })
    .trim()
    .min(1, CLIENT_NAMES_REQUIRED)
    .max(100, 'Must be at most 100 characters'),
  lastName: z
    .string({ error: CLIENT_NAMES_REQUIRED })
    .trim()
    .min(1, CLIENT_NAMES_REQUIRED)
    .max(100, 'Must be at most 100 characters'),
});
export type ClientDuplicateCheck = z.output<typeof ClientDuplicateCheck>;

export const ClientListQuery = z.object({
  ...listQuery,
  status: z.enum([...CLIENT_STATUSES, 'all']).optional(),
});
export type ClientListQuery = z.output<typeof ClientListQuery>;

export const CLIENT_SORT_FIELDS = ['createdAt', 'fullName', 'email', 'phone', 'portalStatus', 'status'] as const;
export const CLIENT_LIST_DEFAULT_LIMIT = 50;

/**
 * The clients list as the server pages it (docs/decisions/6-scale.md): search, status (omitted or 'all' = every
 * status), sort and order (newest first by default), limit (default 50, at most 1000) and offset.
 */
export const ClientListInput = z
  .object({
    ...listQuery,
    ...pagingQuery,
    status: z.enum([...CLIENT_STATUSES, 'all'], { error: 'Status must be active, terminated or all' }).optional(),
    limit: listQuery.limit.default(CLIENT_LIST_DEFAULT_LIMIT),
    offset: listQuery.offset.default(0),
    sort: z.enum(CLIENT_SORT_FIELDS, { error: `Sort must be one of ${CLIENT_SORT_FIELDS.join(', ')}` }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).optional(),
  })
  .transform(({ sort, ...q }) => ({
    ...q,
    sort: sort ?? ('createdAt' as const),
    /** A sort was asked for: a search of 10 rows or fewer then keeps it instead of answering best matches first. */
    sorted: sort !== undefined || q.order !== undefined,
    order: q.order ?? (sort === undefined || sort === 'createdAt' ? ('desc' as const) : ('asc' as const)),
  }));
export type ClientListInput = z.output<typeof ClientListInput>;
export type ClientListInputRaw = z.input<typeof ClientListInput>;

export const CLIENT_REVEAL_FIELDS = ['ssn'] as const;
export const RevealSsnInput = z.object({ field: z.enum(CLIENT_REVEAL_FIELDS, { error: 'Only ssn can be revealed' }) });

// Path parameters and inputs of the clients API (tRPC inputs carry the client's id beside the fields).
const search = z.string().trim().max(200).optional();
export const ClientIdParams = z.object({ id: numericId('Invalid client id') });
export const ClientOrganizationParams = ClientIdParams.extend({ orgId: numericId('Invalid organization id') });
export const ClientSpouseParams = ClientIdParams.extend({ spouseId: numericId('Invalid spouse id') });
export const ClientIdInput = ClientIdParams;

export const ClientUpdateWithId = ClientUpdate.and(ClientIdInput);
export const ClientRevealInput = RevealSsnInput.extend({ id: numericId('Invalid client id') });
export const SpouseCandidatesQuery = z.object({ search, limit: z.coerce.number().int().min(1).max(100).default(20) });
export const SpouseCandidatesInput = SpouseCandidatesQuery.extend({ id: numericId('Invalid client id') });
export const DeletedListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
