import { z } from 'zod';
import { isIsoDate } from '../dates';
import { isMaskedValue } from '../formats';

// Building blocks shared by the entity schemas. Blank text becomes null so that clearing a field
// stores "no value"; a key left out stays left out, which is what partial updates rely on.

const blankToNull = <T>(v: T): T | null => (v === '' ? null : v);

/** PostgreSQL text cannot hold NUL, and no person types one: refused with a message, never a 500. */
export const NUL_MESSAGE = 'Must not contain NUL characters';
export const hasNul = (value: string): boolean => value.includes('\u0000');

/** Any text: a string without NUL characters. */
export const text = (message?: string) =>
  z.string(message ? { error: message } : undefined).refine((v) => !hasNul(v), NUL_MESSAGE);

/** Required text, trimmed; `message` for a missing, non-text or blank value. */
export const requiredText = (message: string, max = 200) =>
  text(message).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Optional text, trimmed; blank becomes null. */
export const optionalText = (max = 500) =>
  text().trim().max(max, `Must be at most ${max} characters`).nullish().transform(blankToNull);

const SEPARATORS = /[\s\-()./]/g;

/**
 * Digits up to `max` (separators typed or pasted are dropped); blank becomes null. With
 * `allowMasked`, a value read back masked passes unchanged.
 */
export const optionalDigits = (max: number, message: string, allowMasked = false) => {
  const pattern = new RegExp(`^\\d{0,${max}}$`);
  const masked = (v: string) => allowMasked && isMaskedValue(v);
  return z
    .string({ error: message })
    .max(max * 3 + 20, message)
    .transform((v) => (masked(v) ? v : v.replace(SEPARATORS, '')))
    .refine((v) => masked(v) || pattern.test(v), message)
    .nullish()
    .transform(blankToNull);
};

/** A sensitive digits field (SSN, tax id): masked values read back from the server pass. */
export const sensitiveDigits = (max: number, message: string) => optionalDigits(max, message, true);

export const PHONE_MESSAGE = 'Phone must have at most 10 digits';
export const optionalPhone = () => optionalDigits(10, PHONE_MESSAGE);

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(254, EMAIL_MESSAGE)
    .pipe(z.union([z.literal(''), z.email(EMAIL_MESSAGE)]))
    .nullish()
    .transform(blankToNull);

/** A required `YYYY-MM-DD` calendar date. */
export const isoDate = (message = 'Please enter a valid date (YYYY-MM-DD)') =>
  z.string({ error: message }).max(10, message).refine(isIsoDate, message);

/** An optional `YYYY-MM-DD` date; blank becomes null. */
export const optionalDate = (message = 'Please enter a valid date (YYYY-MM-DD)') =>
  z
    .string()
    .trim()
    .max(10, message)
    .refine((v) => v === '' || isIsoDate(v), message)
    .nullish()
    .transform(blankToNull);

/** Ids are PostgreSQL `integer` (int4): 1 to 2^31 - 1. */
export const MAX_ID = 2_147_483_647;

/**
 * THE id schema: a positive int4 id, also accepted as a numeric string (path parameters, form
 * selects); anything else, 0 or >= 2^31 answers `message`.
 */
export const id = (message = 'Invalid id') =>
  z
    .union(
      [
        z.number({ error: message }),
        // Digits only: " 1" or "1 " is not id 1 (a path like `/api/clients/ 1` must not reach client 1).
        z
          .string({ error: message })
          .max(10, message)
          .regex(/^\d{1,10}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).positive(message).max(MAX_ID, message));

/** The same schema under the name the API's parameter schemas use. */
export const numericId = id;

/** An optional id; blank and null become null. */
export const optionalId = (message = 'Invalid id') =>
  z.union([z.literal('').transform(() => null), id(message)]).nullish();

/** Up to 1,000 ids: more than any form offers, and a bound on one request's work. */
export const idList = (message = 'Invalid id') => z.array(id(message)).max(1000, 'At most 1000 ids');

/** Money columns are numeric(12, 2): below ten billion. */
export const MAX_AMOUNT = 9_999_999_999.99;

/** A money amount rounded to cents, 0 to MAX_AMOUNT; blank becomes null. */
export const optionalAmount = (message = 'Please enter a valid amount') =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .max(40, message)
        .transform((v) => (v === '' ? null : Number(v.replace(/[$,]/g, '')))),
    ])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined) return v;
      if (!Number.isFinite(v) || v < 0 || v > MAX_AMOUNT) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Math.round(v * 100) / 100;
    });

/** Schemas of search lists: `search`, `status` and paging. */
export const listQuery = {
  search: text().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
};

const FLAG_MESSAGE = 'Must be true or false';

/**
 * Keyset paging and the capped count of the big lists (clients, organizations): `cursor` is the
 * `nextCursor` of the page before (opaque; offset is then ignored), `count` asks for the total
 * (pages count by default; a type-ahead search of 10 rows or fewer, and cursor pages, do not).
 */
export const pagingQuery = {
  cursor: z.string().trim().min(1).max(200).optional(),
  count: z
    .union(
      [
        z.boolean(),
        z.enum(['true', 'false', '1', '0'], { error: FLAG_MESSAGE }).transform((v) => v === 'true' || v === '1'),
      ],
      { error: FLAG_MESSAGE },
    )
    .optional(),
};
