export type ImportErrorCode = 'FILE_NOT_FOUND' | 'UNKNOWN_FORMAT' | 'BAD_HEADER' | 'BAD_FILE' | 'NO_CHECKPOINT';

/** A problem that stops an import as a whole (bad rows do not: they are reported and skipped). */
export class ImportError extends Error {
  readonly code: ImportErrorCode;

  constructor(code: ImportErrorCode, message: string) {
    super(message);
    this.name = 'ImportError';
    this.code = code;
  }
}
