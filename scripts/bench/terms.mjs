// What people type into a type-ahead: the first 3 to 5 letters of the most common US surnames and
// first names (apps/api/src/bench/us-names.ts weighs the generated names the same way), rotated
// over the requests of a run.
export const SURNAME_FRAGMENTS = [
  'smi', 'smit', 'john', 'johns', 'wil', 'will', 'bro', 'brow', 'jon', 'garc', 'mil', 'mill', 'dav', 'rod', 'rodr', 'mart', 'mar',
  'her', 'hern', 'lop', 'gon', 'gonz', 'wils', 'and', 'thom', 'tay', 'moo', 'jack', 'lee', 'per', 'whi', 'har', 'san', 'cla', 'ram',
];
export const FIRST_NAME_FRAGMENTS = [
  'jam', 'jame', 'mary', 'joh', 'pat', 'rob', 'robe', 'lin', 'mic', 'mich', 'bar', 'eli', 'david', 'jen', 'ric', 'mari', 'cha',
  'sus', 'jos', 'marg', 'tho', 'dor', 'chr', 'lis', 'dan', 'nan', 'pau', 'kar',
];
export const ORGANIZATION_FRAGMENTS = [...SURNAME_FRAGMENTS.slice(0, 20), 'harb', 'bake', 'plum', 'dent', 'sun', 'gold', 'cedar', 'real'];

export const rotate = (terms, path) => terms.map((term) => path(encodeURIComponent(term)));
