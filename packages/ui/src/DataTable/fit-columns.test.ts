import { describe, expect, it } from 'vitest';
import { fitColumns } from './fit-columns';

const cols = [
  { key: 'name' },
  { key: 'start', hidePriority: 3 },
  { key: 'client', hidePriority: 1 },
  { key: 'due' },
  { key: 'tasks', hidePriority: 2 },
];
const keys = (r: { columns: Array<{ key: string }> }) => r.columns.map((c) => c.key);

describe('fitColumns', () => {
  it('keeps every column when the container holds the table, or is not measured yet', () => {
    expect(keys(fitColumns(cols, 500, 800))).toEqual(['name', 'start', 'client', 'due', 'tasks']);
    expect(fitColumns(cols, 500, 0)).toMatchObject({ columns: cols, minWidth: 500 });
  });

  it('leaves out the highest priorities first until the rest fits, and shrinks the min width with them', () => {
    // 100 px a column: 450 px holds four, 320 px three.
    expect(fitColumns(cols, 500, 450)).toMatchObject({ columns: cols.filter((c) => c.key !== 'start'), minWidth: 400 });
    expect(keys(fitColumns(cols, 500, 320))).toEqual(['name', 'client', 'due']);
  });

  it('never leaves out a column without a priority: the table scrolls instead', () => {
    expect(fitColumns(cols, 500, 100)).toEqual({ columns: [cols[0], cols[3]], minWidth: 200, canHideMore: false });
  });

  it('leaves out more columns when asked, once the rendered table proved wider than the estimate', () => {
    expect(keys(fitColumns(cols, 500, 450, 1))).toEqual(['name', 'client', 'due']);
    expect(fitColumns(cols, 500, 450, 1).canHideMore).toBe(true);
    expect(keys(fitColumns(cols, 500, 450, 5))).toEqual(['name', 'due']);
    // Not measured yet: nothing to leave out.
    expect(fitColumns(cols, 500, 0, 2).columns).toHaveLength(5);
  });
});
