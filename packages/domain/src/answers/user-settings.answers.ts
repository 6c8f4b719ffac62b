import { z } from 'zod';

/** GET /api/user-settings */
export const GetUserSettingsAnswer = z.object({
  timezone: z.string(),
  defaultView: z.string(),
  emailNotifications: z.boolean(),
  taskReminders: z.boolean(),
  projectDeadlines: z.boolean(),
  payrollAlerts: z.boolean(),
  insuranceRenewals: z.boolean(),
  sessionTimeout: z.number(),
});

/** PUT /api/user-settings */
export const PutUserSettingsAnswer = GetUserSettingsAnswer;
