import {
  type AdminEnrichmentUpdateBody,
  adminEnrichmentUpdateBodySchema,
  type EnrichmentFile,
} from '@leadpilot/contracts';

/** One row to correct: its number as a spreadsheet shows it (the header is row 1) and all its cells. */
export interface RowCorrection {
  /** A stable key for React while rows are added and removed. */
  key: string;
  /** '' until a number is entered. */
  rowNumber: number | string;
  cells: string[];
}

export interface CorrectFileValues {
  name: string;
  rows: RowCorrection[];
  reason: string;
}

let nextKey = 0;

/** An empty correction of one row: a cell per column of the file. */
export function emptyRow(file: Pick<EnrichmentFile, 'headers'>): RowCorrection {
  nextKey += 1;
  return { key: `row-${nextKey}`, rowNumber: '', cells: file.headers.map(() => '') };
}

/** A column's label: its header, or its place when the header is blank. */
export function columnLabel(header: string, index: number): string {
  return header.trim() || `Column ${index + 1}`;
}

/** The body the values send: the name only when it changed, the rows only when there are some. */
export function correctionBody(file: Pick<EnrichmentFile, 'id' | 'name'>, values: CorrectFileValues) {
  const name = values.name.trim();
  const body: AdminEnrichmentUpdateBody = { id: file.id, reason: values.reason.trim() };
  if (name !== file.name) body.name = name;
  if (values.rows.length > 0) {
    body.rows = values.rows.map((row) => ({
      rowNumber: typeof row.rowNumber === 'number' ? row.rowNumber : Number.NaN,
      cells: row.cells,
    }));
  }
  return body;
}

/** The form's errors, keyed as @mantine/form keys them (`rows.0.rowNumber`); `form` for the whole. */
export function validateCorrection(file: Pick<EnrichmentFile, 'id' | 'name'>) {
  return (values: CorrectFileValues): Record<string, string> => {
    const errors: Record<string, string> = {};
    const body = correctionBody(file, values);
    if (body.name === undefined && body.rows === undefined && values.name.trim() !== '') {
      errors.form = 'Rename the file or add a row to correct.';
    }
    if (values.name.trim() === '') errors.name = 'Name the file';
    const seen = new Set<number | string>();
    values.rows.forEach((row, index) => {
      if (typeof row.rowNumber !== 'number') errors[`rows.${index}.rowNumber`] = 'Enter the row’s number';
      else if (row.rowNumber < 2) errors[`rows.${index}.rowNumber`] = 'Row 1 is the header: the data starts at row 2';
      else if (seen.has(row.rowNumber)) errors[`rows.${index}.rowNumber`] = 'This row is corrected above already';
      seen.add(row.rowNumber);
    });
    const result = adminEnrichmentUpdateBodySchema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.map(String).join('.');
        if (field && field !== 'id' && !(field in errors)) errors[field] = issue.message;
      }
    }
    return errors;
  };
}
