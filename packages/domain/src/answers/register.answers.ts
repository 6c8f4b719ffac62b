import { z } from 'zod';

/** POST /api/register */
export const PostRegisterAnswer = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
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
