import { describe, expect, it } from 'vitest';
import { csvStream, neutralizeCell, pagesOf } from './csv-export';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('neutralizeCell', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
  ])('%j -> %j', (input, output) => expect(neutralizeCell(input)).toBe(output));
  it('writes null and undefined as empty cells', () => {
    expect(neutralizeCell(null)).toBe('');
    expect(neutralizeCell(undefined)).toBe('');
    expect(neutralizeCell(12)).toBe('12');
  });
});

describe('csvStream', () => {
  it('quotes separators and quotes, neutralizes formulas, one line per row', async () => {
    async function* pages() {
      yield [['Acme, Inc.', 'say "hi"']];
      yield [['=HYPERLINK("x")', '']];
    }
    const csv = await text(await csvStream(['Name', 'Note'], pages()));
    expect(csv.replace(/^\uFEFF/, '')).toBe('Name,Note\r\n"Acme, Inc.","say ""hi"""\r\n"\'=HYPERLINK(""x"")",\r\n');
  });
});

describe('pagesOf', () => {
  it('fetches until a short page', async () => {
    const data = Array.from({ length: 5 }, (_, i) => i);
    const calls: number[] = [];
    const seen: number[][] = [];
    for await (const page of pagesOf(
      async (offset, limit) => (calls.push(offset), data.slice(offset, offset + limit)),
      2,
    ))
      seen.push(page);
    expect(seen).toEqual([[0, 1], [2, 3], [4]]);
    expect(calls).toEqual([0, 2, 4]);
  });
});
