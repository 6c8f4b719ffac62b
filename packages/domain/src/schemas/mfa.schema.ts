import { z } from 'zod';

// Second-factor (MFA) inputs and answers, shared by the /auth page, Settings > Security and the api.

export const CODE_IS_REQUIRED = 'Code is required';

/** A 6-digit authenticator code, or a recovery code (`xxxxx-xxxxx`); spaces are ignored. */
export const MfaCodeInput = z.object({
  code: z
    .string({ error: CODE_IS_REQUIRED })
    .max(200, 'Must be at most 64 characters')
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, CODE_IS_REQUIRED).max(64, 'Must be at most 64 characters')),
});
export type MfaCodeInput = z.output<typeof MfaCodeInput>;

export interface MfaStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export interface MfaEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}
