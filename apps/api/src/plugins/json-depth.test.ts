import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonTooDeep } from './json-depth';

describe('JSON nesting depth', () => {
  const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

  it('allows up to the limit and refuses one level more', () => {
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ note: '['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ note: `"\\${'{'.repeat(1000)}` }))).toBe(false);
  });

  it('counts depth, not the number of containers side by side', () => {
    expect(jsonTooDeep(JSON.stringify(Array.from({ length: 5000 }, () => ({ a: [1] }))))).toBe(false);
  });
});
