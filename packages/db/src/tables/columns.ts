type Keys<T> = Extract<keyof T, string>;
type Missing<T, L extends readonly string[]> = Exclude<Keys<T>, L[number]>;

/**
 * The runtime list of a table interface's columns, checked against the interface when compiled:
 * a name the interface lacks fails as not assignable, a forgotten one as `missing: '<name>'`.
 * schema.test.ts compares these lists with the migrated database.
 */
export function columnsOf<T>() {
  return <const L extends readonly Keys<T>[]>(
    list: L & ([Missing<T, L>] extends [never] ? unknown : { missing: Missing<T, L> }),
  ): L => list;
}

/** One column list per table of an area (or of the whole Database). */
export type ColumnLists<Tables> = { readonly [K in keyof Tables]: readonly Keys<Tables[K]>[] };
