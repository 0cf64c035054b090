type ExcelModule = typeof import('exceljs');

/** exceljs on first use, kept out of the page's chunk; works with its CommonJS and browser builds. */
export async function loadExcelJs(): Promise<ExcelModule> {
  const module: ExcelModule & { default?: ExcelModule } = await import('exceljs');
  return module.default ?? module;
}
