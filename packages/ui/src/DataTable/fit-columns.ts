/** Below this container width a list that offers cards shows them: a table's columns would be too narrow. */
export const CARDS_BELOW = 480;

interface Hideable {
  hidePriority?: number;
}

/**
 * The columns a table shows in a container `width` px wide. The table needs `minWidth` px for all its
 * columns, about an equal share each; while that is more than the container holds, the column with the
 * highest `hidePriority` is left out. Columns without one always stay (the table scrolls if they alone
 * do not fit). A width of 0 (not measured yet) keeps every column. `extra` more columns give way when
 * the rendered table still proved wider than its container (long unbreakable cells).
 */
export function fitColumns<T extends Hideable>(
  columns: readonly T[],
  minWidth: number,
  width: number,
  extra = 0,
): { columns: T[]; minWidth: number; canHideMore: boolean } {
  const share = columns.length ? minWidth / columns.length : 0;
  const hidden = new Set<T>();
  const droppable = columns
    .filter((c) => c.hidePriority !== undefined)
    .sort((a, b) => (b.hidePriority ?? 0) - (a.hidePriority ?? 0));
  let more = extra;
  for (const col of droppable) {
    if (width <= 0) break;
    if ((columns.length - hidden.size) * share <= width) {
      if (more <= 0) break;
      more -= 1;
    }
    hidden.add(col);
  }
  const kept = columns.filter((c) => !hidden.has(c));
  return { columns: kept, minWidth: Math.round(kept.length * share), canHideMore: hidden.size < droppable.length };
}
