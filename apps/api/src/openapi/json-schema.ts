import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1): `input` for what a request may
 * send (defaults make a field optional), `output` for an answer (objects closed to other fields).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest as JsonSchema;
}

/** The path or query parameters of an object schema, one a property. */
export function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
    };
  });
}
