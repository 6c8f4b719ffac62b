// Settings > Security: the firm-wide switches (security-settings feature).

import { z } from 'zod';

/** Settings > Security (admin): app-wide security switches. */
export const SecuritySettingsUpdate = z
  .object({ requireMfa: z.boolean(), keepCardSecurityCodes: z.boolean() })
  .partial()
  .refine((s) => Object.keys(s).length > 0, 'Nothing to update');
export type SecuritySettingsUpdate = z.output<typeof SecuritySettingsUpdate>;
export interface SecuritySettings {
  requireMfa: boolean;
  keepCardSecurityCodes: boolean;
}
/** Each switch is stored as an app setting keyed by its field name; these hold while none is stored. */
export const SECURITY_SETTING_DEFAULTS: Readonly<SecuritySettings> = { requireMfa: false, keepCardSecurityCodes: true };
