import { z } from 'zod';

/** PUT /api/profile */
export const PutProfileAnswer = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  role: z.string(),
  canAccessClients: z.boolean(),
  canAccessOrganizations: z.boolean(),
  canAccessProjects: z.boolean(),
  canAccessTasks: z.boolean(),
  canAccessCalendars: z.boolean(),
  canAccessReferralSources: z.boolean(),
  canAccessReports: z.boolean(),
  canEditClients: z.boolean(),
  canEditOrganizations: z.boolean(),
  canEditProjects: z.boolean(),
  canDeleteRecords: z.boolean(),
  canExportData: z.boolean(),
  mfaEnabled: z.boolean(),
  mfaEnrolmentRequired: z.boolean(),
});

/** POST /api/profile/password */
export const PostProfilePasswordAnswer = z.object({
  ok: z.boolean(),
});
