export {
  ArchiveError,
  keyOpensHeader,
  readArchiveHeader,
  writeArchive,
  type ArchiveHeader,
  type ArchiveSecret,
} from './archive';
export type { BackupManifest } from './manifest';
export { emptyTarget, restoreArchive, RestoreRefused, verifyArchive, type RestoreResult } from './restore';
export { writePostgresArchive } from './postgres-archive';
export { snapshot, type SnapshotOptions } from './snapshot';
