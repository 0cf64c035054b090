import Papa from 'papaparse';
import { loadExcelJs } from './load-exceljs.ts';
import type { TableData } from './table-data.ts';

/** The table as CSV text, header first (quotes where a cell needs them). */
export function tableToCsv(table: TableData): string {
  return Papa.unparse({ fields: table.header, data: table.rows });
}

/** The table as an XLSX workbook of one sheet, header in bold and frozen. */
export async function tableToXlsx(table: TableData, sheetName = 'Data'): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      ...[table.header[index] ?? '', ...table.rows.map((row) => row[index] ?? '')].map((cell) => cell.length),
    );
    column.width = Math.min(40, longest + 2);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

/** Hands a file to the browser's download, under the given name. */
export function downloadFile(content: BlobPart, type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
