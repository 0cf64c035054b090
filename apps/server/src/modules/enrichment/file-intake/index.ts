// The file intake of enrichment: reading an uploaded CSV or XLSX (streamed), guessing and checking
// its column mapping, reading each row through it, and writing results back as CSV or XLSX.
export type { ByteSource } from './byte-source.ts';
export { escapeFormula, type OutputCell, type OutputRows } from './escape-cell.ts';
export { FileIntakeError, type FileIntakeErrorCode } from './file-intake.errors.ts';
export { type ColumnMapping, guessMapping } from './guess-mapping.ts';
export { type MappedField, mappedFields, type ProspectField } from './header-synonyms.ts';
export { type NormalisedRow, normaliseRow } from './normalise-row.ts';
export {
  defaultLimits,
  peekTable,
  type ReadTableOptions,
  readTable,
  type Table,
  type TablePreview,
} from './read-table.ts';
export type { Delimiter } from './sniff-delimiter.ts';
export type { TableRow } from './table-row.ts';
export {
  fieldLabels,
  type MappingEntry,
  type MappingProblem,
  type MappingProblemCode,
  validateMapping,
} from './validate-mapping.ts';
export { writeCsv } from './write-csv.ts';
export { writeXlsx } from './write-xlsx.ts';
