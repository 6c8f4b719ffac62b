export * from './connect';
export * from './migrate';
export type * from './schema';
export * from './testing';
