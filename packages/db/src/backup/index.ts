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
export { snapshot, type SnapshotOptions } from './snapshot';
