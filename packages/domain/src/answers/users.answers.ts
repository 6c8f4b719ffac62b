import { z } from 'zod';

/** GET /api/users/directory */
export const GetUsersDirectoryAnswer = z.array(
  z.object({
    id: z.number(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profilePicture: z.string().nullable(),
    fullName: z.string().nullable(),
  }),
);

/** GET /api/users */
export const GetUsersAnswer = z.array(
  z.object({
    id: z.number(),
    username: z.string(),
    email: z.string().nullable().optional(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    fullName: z.string().nullable(),
    profilePicture: z.string().nullable(),
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
    createdAt: z.string().optional(),
    mfaEnrolmentRequired: z.boolean().optional(),
  }),
);

/** POST /api/users */
export const PostUsersAnswer = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable().optional(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  profilePicture: z.string().nullable(),
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
  createdAt: z.string().optional(),
  mfaEnrolmentRequired: z.boolean().optional(),
});

/** PUT /api/users/:id */
export const PutUsersByIdAnswer = PostUsersAnswer;

/** DELETE /api/users/:id */
export const DeleteUsersByIdAnswer = z.object({
  ok: z.boolean(),
});
