import type { EmployeeRow, EmployeeStatus } from '../../mocks/types.ts';

/** Each status code's label and badge colour (spec section 3). */
export const employeeStatuses: Record<EmployeeStatus, { label: string; color: string }> = {
  1: { label: 'Current', color: 'indigo' },
  2: { label: 'Professional', color: 'green' },
  3: { label: 'Rejected', color: 'red' },
  4: { label: 'Resigned', color: 'orange' },
  5: { label: 'Applied', color: 'cyan' },
};

export type SortableEmployeeColumn =
  | 'full_name'
  | 'post'
  | 'email'
  | 'city'
  | 'start_date'
  | 'salary'
  | 'age'
  | 'status';

export interface EmployeeSort {
  column: SortableEmployeeColumn;
  direction: 'asc' | 'desc';
}

/** Rows ordered by one column; text by locale, numbers and ISO dates by value; ties keep id order. */
export function sortEmployees(rows: readonly EmployeeRow[], sort: EmployeeSort): EmployeeRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = left[sort.column];
    const b = right[sort.column];
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
    return order === 0 ? left.id - right.id : order * sign;
  });
}

export interface EmployeeFilters {
  /** Free text over name, post, email and city. */
  name: string;
  post: string;
  city: string;
  status: EmployeeStatus | null;
  salary: [number, number];
  age: [number, number];
}

export const salaryBounds: [number, number] = [0, 150_000];
export const ageBounds: [number, number] = [18, 70];

export const noEmployeeFilters: EmployeeFilters = {
  name: '',
  post: '',
  city: '',
  status: null,
  salary: salaryBounds,
  age: ageBounds,
};

function contains(value: string, text: string): boolean {
  return value.toLowerCase().includes(text.trim().toLowerCase());
}

/** The rows that pass every column filter. */
export function filterEmployees(rows: readonly EmployeeRow[], filters: EmployeeFilters): EmployeeRow[] {
  return rows.filter(
    (row) =>
      contains(row.full_name, filters.name) &&
      contains(row.post, filters.post) &&
      contains(row.city, filters.city) &&
      (filters.status === null || row.status === filters.status) &&
      row.salary >= filters.salary[0] &&
      row.salary <= filters.salary[1] &&
      row.age >= filters.age[0] &&
      row.age <= filters.age[1],
  );
}

/** How many column filters differ from none. */
export function countActiveFilters(filters: EmployeeFilters): number {
  return [
    filters.name.trim() !== '',
    filters.post.trim() !== '',
    filters.city.trim() !== '',
    filters.status !== null,
    filters.salary[0] !== salaryBounds[0] || filters.salary[1] !== salaryBounds[1],
    filters.age[0] !== ageBounds[0] || filters.age[1] !== ageBounds[1],
  ].filter(Boolean).length;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A salary as whole dollars: "$48,250". */
export function formatSalary(value: number): string {
  return money.format(value);
}

/** The rows as CSV text for a spreadsheet, with the status as its label. */
export async function employeesToCsv(rows: readonly EmployeeRow[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    rows.map((row) => ({
      ID: row.id,
      Name: row.full_name,
      Post: row.post,
      Email: row.email,
      City: row.city,
      'Start date': row.start_date,
      Salary: row.salary,
      Age: row.age,
      Experience: row.experience,
      Status: employeeStatuses[row.status].label,
    })),
  );
}
