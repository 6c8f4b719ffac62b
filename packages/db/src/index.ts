export * from './connect';
export * from './migrate';
export type * from './schema';
export * from './testing';
export {
  bumpDataVersion,
  dataVersion,
  onWatchedWrite,
  UNCACHED_TABLES,
  writesData,
  writesWatchedTable,
} from './write-observer';
