export { ArchiveError, readArchiveHeader, writeArchive, type ArchiveSecret } from './archive';
export type { BackupManifest } from './manifest';
export { restoreArchive, RestoreRefused, verifyArchive, type RestoreResult } from './restore';
export { snapshot, type SnapshotOptions } from './snapshot';
