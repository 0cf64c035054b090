export { ImportError, type ImportErrorCode } from './import.errors.ts';
export type { ImportCounts } from './import-checkpoint.ts';
export {
  formatOf,
  type ImportFormat,
  type ImportProgress,
  type ImportProspectsOptions,
  type ImportReport,
  importProspects,
  sidecarFiles,
} from './import-prospects.ts';
export type { ImportReject } from './import-rejects.ts';
export { type WriteProspectFileOptions, writeProspectFile } from './write-prospect-file.ts';
