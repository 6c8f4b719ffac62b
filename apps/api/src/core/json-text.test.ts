import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonArrayBytes, jsonArrayBytes, JsonText, jsonTextOf } from './json-text';

describe('JsonText', () => {
  it('sends a text as it is', () => {
    const text = jsonTextOf({ a: 'é' });
    expect(text.text).toBe('{"a":"é"}');
    expect(text.body()).toBe('{"a":"é"}');
  });

  it('encodes an array of runs into one UTF-8 buffer', () => {
    const runs = ['{"n":"Café Zoë"},{"n":"a"}', '{"n":"日本"}'];
    const body = JsonText.ofBytes(jsonArrayBytes(runs)).body();
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(JSON.parse((body as Buffer).toString('utf8'))).toEqual([{ n: 'Café Zoë' }, { n: 'a' }, { n: '日本' }]);
  });

  it('answers an empty array for no runs', () => {
    expect((JsonText.ofBytes(jsonArrayBytes([])).body() as Buffer).toString()).toBe('[]');
    expect(JsonText.ofBytes(jsonArrayBytes([])).text).toBe('[]');
  });

  it('sends the same bytes as its joined text (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 4 })), (groups) => {
        const runs = groups.map((g) => g.map((s) => JSON.stringify(s)).join(','));
        const answer = JsonText.ofBytes(jsonArrayBytes(runs));
        const body = answer.body() as Buffer;
        expect(body.equals(Buffer.from(answer.text, 'utf8'))).toBe(true);
        expect(JSON.parse(body.toString('utf8'))).toEqual(groups.flat());
      }),
    );
  });

  it('gathers runs as they arrive into the same bytes as the runs held whole (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 4 })), (groups) => {
        const runs = groups.map((g) => g.map((s) => JSON.stringify(s)).join(','));
        const gathered = new JsonArrayBytes();
        for (const run of runs) gathered.add(run);
        const bytes = gathered.bytes();
        expect(bytes.equals(jsonArrayBytes(runs))).toBe(true);
        expect(JSON.parse(JsonText.ofBytes(bytes).text)).toEqual(groups.flat());
      }),
    );
    expect(new JsonArrayBytes().bytes().toString()).toBe('[]');
  });

  it('sends bytes as they are', () => {
    const bytes = Buffer.from('[{"n":"Zoë"}]');
    expect(JsonText.ofBytes(bytes).body()).toBe(bytes);
    expect(JsonText.ofBytes(bytes).text).toBe('[{"n":"Zoë"}]');
  });
});
