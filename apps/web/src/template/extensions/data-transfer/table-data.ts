import type { EmployeeRow } from '../../mocks/types.ts';

/** A plain table: a header row and rows of text cells, as read from or written to a file. */
export interface TableData {
  header: string[];
  rows: string[][];
}

const statusLabels: Record<EmployeeRow['status'], string> = {
  1: 'Current',
  2: 'Professional',
  3: 'Rejected',
  4: 'Resigned',
  5: 'Applied',
};

export const employeeHeader = ['ID', 'Name', 'Email', 'Post', 'City', 'Start date', 'Salary', 'Age', 'Status'];

/** One employee as the cells of the export table (same order as `employeeHeader`). */
export function employeeCells(employee: EmployeeRow): string[] {
  return [
    employee.id.toString(),
    employee.full_name,
    employee.email,
    employee.post,
    employee.city,
    employee.start_date,
    employee.salary.toString(),
    employee.age.toString(),
    statusLabels[employee.status],
  ];
}

/** The employees as a table, header first. */
export function employeesToTable(employees: EmployeeRow[]): TableData {
  return { header: employeeHeader, rows: employees.map(employeeCells) };
}

/** "employees" and a date → "employees-2025-05-14.csv". */
export function exportFileName(base: string, extension: 'csv' | 'xlsx', date = new Date()): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => part.toString().padStart(2, '0'))
    .join('-');
  return `${base}-${day}.${extension}`;
}
