import { z } from 'zod';
import { optionalText } from './common';

export const PLATFORM_REQUIRED = 'Platform is required';
export const PLATFORM_LOGIN_FIELDS = ['platform', 'username', 'password', 'pin', 'notes'] as const;
export type PlatformLoginField = (typeof PLATFORM_LOGIN_FIELDS)[number];
export const LOGIN_ENTITY_TYPES = ['clients', 'organizations'] as const;
export const ONE_FIELD_MESSAGE = 'Send exactly one field to update';

const platform = z
  .string({ error: PLATFORM_REQUIRED })
  .trim()
  .min(1, PLATFORM_REQUIRED)
  .max(200, 'Must be at most 200 characters');
const loginFields = {
  username: optionalText(200),
  password: optionalText(500),
  pin: optionalText(50),
  notes: optionalText(5000),
};

/** A stored login to another platform (client and organization profiles). */
export const PlatformLoginCreate = z.object({ platform, ...loginFields });
export type PlatformLoginCreate = z.output<typeof PlatformLoginCreate>;
export type PlatformLoginCreateInput = z.input<typeof PlatformLoginCreate>;

/** One field per call; an emptied field becomes null, except the platform, which stays required. */
export const PlatformLoginPatch = z
  .object({ platform, ...loginFields })
  .partial()
  .refine(
    (patch) => Object.keys(patch).filter((k) => (PLATFORM_LOGIN_FIELDS as readonly string[]).includes(k)).length === 1,
    ONE_FIELD_MESSAGE,
  );
export type PlatformLoginPatch = z.output<typeof PlatformLoginPatch>;
