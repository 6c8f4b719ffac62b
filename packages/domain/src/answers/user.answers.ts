import { z } from 'zod';

/** GET /api/user; also the answer of every call that signs in or changes the signed-in user (login, register, profile, picture). */
export const GetUserAnswer = z.object({
  id: z.number().optional(),
  username: z.string().optional(),
  email: z.string().nullable().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  fullName: z.string().nullable().optional(),
  profilePicture: z.string().nullable().optional(),
  role: z.string().optional(),
  canAccessClients: z.boolean().optional(),
  canAccessOrganizations: z.boolean().optional(),
  canAccessProjects: z.boolean().optional(),
  canAccessTasks: z.boolean().optional(),
  canAccessCalendars: z.boolean().optional(),
  canAccessReferralSources: z.boolean().optional(),
  canAccessReports: z.boolean().optional(),
  canEditClients: z.boolean().optional(),
  canEditOrganizations: z.boolean().optional(),
  canEditProjects: z.boolean().optional(),
  canDeleteRecords: z.boolean().optional(),
  canExportData: z.boolean().optional(),
  mfaEnabled: z.boolean().optional(),
  mfaEnrolmentRequired: z.boolean().optional(),
  mfaRequired: z.boolean().optional(),
});
