import { z } from 'zod';

// Request payloads generated from a route's zod schema: a plausible valid one, and malformed
// variants (NUL in text, ids at 2^31, numbers beyond any column). For the fuzz and permission tests.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
};

export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

const DATE = '2026-04-15';

/** A value the schema most likely accepts. */
export function sampleOf(schema: JsonSchema | undefined, key = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const useful = variants.find((v) => v.type !== 'null' && !(v.const === '' || v.enum?.[0] === '')) ?? variants[0];
    return sampleOf(useful, key);
  }
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(schema.properties ?? {})) out[name] = sampleOf(inner, name);
      return out;
    }
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'string':
      return sampleString(schema, key);
    default:
      return /id$/i.test(key) ? 1 : 'Sample';
  }
}

function sampleString(schema: JsonSchema, key: string): string {
  if (schema.format === 'email' || /email/i.test(key)) return 'sample@example.com';
  if (schema.format === 'date' || /date|Date|birth|due/.test(key)) return DATE;
  if (schema.format === 'date-time') return '2026-04-15T10:00:00.000Z';
  if (/id$/i.test(key) || schema.pattern?.includes('\\d')) return '1';
  if (/phone/i.test(key)) return '5551234567';
  if (/zip/i.test(key)) return '94105';
  if (/state/i.test(key)) return 'CA';
  if (/year/i.test(key)) return '2026';
  if (/password/i.test(key)) return 'Passw0rd!';
  return 'Sample';
}

export const NUL_TEXT = 'a\u0000b';
export const BIG_ID = 3_000_000_000;
export const HUGE_NUMBER = 1e29;

/** Malformed variants of a valid object: one field at a time, then all at once. */
export function malformedVariants(valid: unknown, schema: JsonSchema | undefined): unknown[] {
  const out: unknown[] = [];
  if (typeof valid !== 'object' || valid === null || Array.isArray(valid))
    return [NUL_TEXT, BIG_ID, { id: BIG_ID, name: NUL_TEXT }];
  const base = valid as Record<string, unknown>;
  const properties = schema?.properties ?? {};
  const keys = new Set([...Object.keys(base), ...Object.keys(properties)]);
  const all: Record<string, unknown> = {};
  for (const key of keys) {
    for (const bad of badValuesFor(base[key], key)) out.push({ ...base, [key]: bad });
    all[key] = badValuesFor(base[key], key)[0];
  }
  out.push(all, { ...base, extra: NUL_TEXT });
  return out;
}

function badValuesFor(value: unknown, key: string): unknown[] {
  if (typeof value === 'number' || /id$/i.test(key)) return [BIG_ID, HUGE_NUMBER, -1, String(BIG_ID)];
  if (typeof value === 'string') return [NUL_TEXT, `${value}\u0000`, String(HUGE_NUMBER)];
  if (Array.isArray(value)) return [[BIG_ID], [NUL_TEXT]];
  if (typeof value === 'object' && value !== null) return [{ ...(value as object), name: NUL_TEXT, id: BIG_ID }];
  return [NUL_TEXT, HUGE_NUMBER];
}
