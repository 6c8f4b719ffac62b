import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonArrayBytes, JsonText, jsonTextOf } from './json-text';

/** The array of `runs`, gathered run by run. */
const gathered = (runs: readonly (string | Uint8Array)[]): Buffer => {
  const out = new JsonArrayBytes();
  for (const run of runs) out.add(run);
  return out.bytes();
};

describe('JsonText', () => {
  it('sends a text as it is', () => {
    const text = jsonTextOf({ a: 'é' });
    expect(text.text).toBe('{"a":"é"}');
    expect(text.body()).toBe('{"a":"é"}');
  });

  it('encodes an array of runs into one UTF-8 buffer', () => {
    const runs = ['{"n":"Café Zoë"},{"n":"a"}', '{"n":"日本"}'];
    const body = JsonText.ofBytes(gathered(runs)).body();
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(JSON.parse((body as Buffer).toString('utf8'))).toEqual([{ n: 'Café Zoë' }, { n: 'a' }, { n: '日本' }]);
  });

  it('answers an empty array for no runs', () => {
    expect((JsonText.ofBytes(gathered([])).body() as Buffer).toString()).toBe('[]');
    expect(JsonText.ofBytes(gathered([])).text).toBe('[]');
  });

  it('sends the same bytes as its joined text, runs given as text or as bytes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 4 })), (groups) => {
        const runs = groups.map((g) => g.map((s) => JSON.stringify(s)).join(','));
        const answer = JsonText.ofBytes(gathered(runs));
        const body = answer.body() as Buffer;
        expect(body.equals(Buffer.from(`[${runs.join(',')}]`, 'utf8'))).toBe(true);
        expect(body.equals(Buffer.from(answer.text, 'utf8'))).toBe(true);
        expect(body.equals(gathered(runs.map((run) => Buffer.from(run, 'utf8'))))).toBe(true);
        expect(JSON.parse(body.toString('utf8'))).toEqual(groups.flat());
      }),
    );
  });

  it('sends bytes as they are', () => {
    const bytes = Buffer.from('[{"n":"Zoë"}]');
    expect(JsonText.ofBytes(bytes).body()).toBe(bytes);
    expect(JsonText.ofBytes(bytes).text).toBe('[{"n":"Zoë"}]');
  });
});
