export * from './connect';
export * from './unique-violation';
export * from './event-loop';
export * from './migrate';
export type * from './schema';
export * from './testing';
export * from './values';
export {
  bumpDataVersion,
  dataVersion,
  onWatchedWrite,
  UNCACHED_TABLES,
  writesData,
  writesWatchedTable,
} from './write-observer';
export * from './backup/index';
export { housekeep, type HousekeepingDone, type HousekeepingRound } from './housekeeping/housekeeping';
export { isNameable } from './pg-named-statements';
