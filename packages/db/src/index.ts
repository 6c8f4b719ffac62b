export * from './connect';
export * from './migrate';
export type * from './schema';
export * from './testing';
export { onWatchedWrite, writesWatchedTable } from './write-observer';
