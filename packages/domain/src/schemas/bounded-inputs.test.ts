import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

// Every input a client sends is bounded: a string or an array without a maximum length lets one
// request hand the server (and the database) work of any size, e.g. a 1 MB name to a duplicate
// search. The walk reads each schema's JSON Schema (input side), so a nested field counts too.

type Node = Record<string, unknown>;

const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.schema.ts'));
let modules: Array<[string, Record<string, unknown>]> = [];

/** Where a JSON Schema holds a string or an array with no maximum length. */
function unboundedPaths(schema: unknown): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[schema, '']];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    const n = node as Node;
    const types = Array.isArray(n.type) ? n.type : [n.type];
    const fixed = n.enum !== undefined || n.const !== undefined;
    if (types.includes('string') && !fixed && typeof n.maxLength !== 'number') found.push(`${path || '(top)'}: string`);
    if (types.includes('array') && typeof n.maxItems !== 'number' && !Array.isArray(n.prefixItems))
      found.push(`${path || '(top)'}: array`);
    for (const [key, value] of Object.entries(n)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [name, inner] of Object.entries(value as Node)) stack.push([inner, path ? `${path}.${name}` : name]);
      } else if (Array.isArray(value)) value.forEach((inner) => stack.push([inner, path]));
      else if (typeof value === 'object' && value !== null && key !== 'properties')
        stack.push([value, key === 'items' ? `${path}[]` : path]);
    }
  }
  return found;
}

describe('every input schema is bounded', () => {
  beforeAll(async () => {
    modules = await Promise.all(
      files.map(
        async (f) => [f, (await import(`./${f}`)) as Record<string, unknown>] as [string, Record<string, unknown>],
      ),
    );
  });

  it('has no string or array without a maximum length', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [file, exports] of modules) {
      for (const [name, value] of Object.entries(exports)) {
        if (!(value instanceof z.ZodType)) continue;
        let json: unknown;
        try {
          json = z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' });
        } catch {
          continue;
        }
        checked++;
        for (const at of unboundedPaths(json)) failures.push(`${file} ${name} ${at}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('the walk finds a nested unbounded string and array', () => {
    const json = z.toJSONSchema(z.object({ a: z.array(z.object({ b: z.string() })).max(3), c: z.array(z.number()) }));
    expect(unboundedPaths(json).sort()).toEqual(['a[].b: string', 'c: array']);
  });
});
