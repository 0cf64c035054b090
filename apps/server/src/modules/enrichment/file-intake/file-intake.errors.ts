export type FileIntakeErrorCode =
  | 'not_a_table'
  | 'empty'
  | 'no_header'
  | 'row_too_large'
  | 'unclosed_quote'
  | 'too_many_rows'
  | 'too_large';

/**
 * A file that cannot be taken in as a whole. `message` is plain English a page can show as it is;
 * `code` is for the program; `rowNumber` (the header being row 1, as a spreadsheet shows it) and
 * `limit` are set where the problem has them.
 */
export class FileIntakeError extends Error {
  readonly code: FileIntakeErrorCode;
  readonly rowNumber: number | undefined;
  readonly limit: number | undefined;

  constructor(
    code: FileIntakeErrorCode,
    message: string,
    details: { rowNumber?: number; limit?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'FileIntakeError';
    this.code = code;
    this.rowNumber = details.rowNumber;
    this.limit = details.limit;
  }
}

const saveAsTable = 'Save your list as a CSV or Excel (.xlsx) file and upload it again.';

/** `52428800` → `50 MB`; sizes that are not whole megabytes in kilobytes or bytes. */
export function describeBytes(bytes: number): string {
  const megabyte = 1024 * 1024;
  if (bytes >= megabyte && bytes % megabyte === 0) return `${bytes / megabyte} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${(bytes / 1024).toLocaleString('en-US')} KB`;
  return `${bytes.toLocaleString('en-US')} bytes`;
}

const quotedName = (fileName: string) => (fileName ? `“${fileName}”` : 'This file');

export const notATable = (fileName: string, what?: string) =>
  new FileIntakeError(
    'not_a_table',
    `${quotedName(fileName)} is not a CSV or Excel (.xlsx) file${what ? `: it looks like ${what}` : ''}. ${saveAsTable}`,
  );

export const looksBinary = (fileName: string) =>
  new FileIntakeError(
    'not_a_table',
    `${quotedName(fileName)} looks like a binary file (such as an image, a PDF or a program), not a CSV, or its text is in an encoding that cannot be read. ${saveAsTable}`,
  );

export const olderExcelFile = (fileName: string) =>
  new FileIntakeError(
    'not_a_table',
    `${quotedName(fileName)} is an older Excel file (.xls) or a password-protected workbook. Open it in Excel, remove any password, save it as .xlsx or CSV and upload it again.`,
  );

export const zipNotWorkbook = (fileName: string) =>
  new FileIntakeError(
    'not_a_table',
    `${quotedName(fileName)} is a zip archive but not an Excel workbook (.xlsx). If it is a spreadsheet from another program (such as LibreOffice or Numbers), save it as .xlsx or CSV and upload it again.`,
  );

/** `cause`: what the workbook reader threw, kept for the logs (the person sees the message). */
export const damagedWorkbook = (fileName: string, cause?: unknown) =>
  new FileIntakeError(
    'not_a_table',
    `${quotedName(fileName)} looks like an Excel workbook but cannot be read: it may be damaged or cut short. Open it in Excel, save it again and upload it.`,
    { cause },
  );

export const emptyFile = () => new FileIntakeError('empty', 'The file is empty: it has no rows at all.');

export const headersOnly = () =>
  new FileIntakeError('empty', 'The file has column names but no rows of people below them.');

export const noHeaderRow = (example: string) =>
  new FileIntakeError(
    'no_header',
    `The first row should hold the column names (such as Name, Email, Company), but it holds data (“${example}”). Add a row of column names at the top and upload the file again.`,
    { rowNumber: 1 },
  );

export const rowTooLarge = (rowNumber: number, maxRowBytes: number, format: 'csv' | 'xlsx') =>
  new FileIntakeError(
    'row_too_large',
    `Row ${rowNumber.toLocaleString('en-US')} is larger than ${describeBytes(maxRowBytes)}, the most one row may hold.${
      format === 'csv' ? ' A quote left open just before it can make many lines read as one row.' : ''
    } Fix the row and upload the file again.`,
    { rowNumber, limit: maxRowBytes },
  );

export const unclosedQuote = (rowNumber: number) =>
  new FileIntakeError(
    'unclosed_quote',
    `A quote (") opened in row ${rowNumber.toLocaleString('en-US')} is never closed, so the rest of the file cannot be read. Fix the quote and upload the file again.`,
    { rowNumber },
  );

export const tooManyRows = (maxRows: number) =>
  new FileIntakeError(
    'too_many_rows',
    `The file has more than ${maxRows.toLocaleString('en-US')} ${maxRows === 1 ? 'row' : 'rows'}, the most one file may hold. Split it into smaller files and upload them one by one.`,
    { limit: maxRows },
  );

export const tooLarge = (maxBytes: number) =>
  new FileIntakeError(
    'too_large',
    `The file is larger than ${describeBytes(maxBytes)}, the most one file may hold. Split it into smaller files and upload them one by one.`,
    { limit: maxBytes },
  );
