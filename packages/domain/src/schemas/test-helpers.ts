import type { z } from 'zod';

/** The messages of a failed parse (empty when it succeeds), for message assertions. */
export function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

/** The parsed value, failing the test with the issues when the input is rejected. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}
