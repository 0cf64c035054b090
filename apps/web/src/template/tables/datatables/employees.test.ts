import { describe, expect, it } from 'vitest';
import type { EmployeeRow } from '../../mocks/types.ts';
import { countActiveFilters, employeesToCsv, filterEmployees, noEmployeeFilters, sortEmployees } from './employees.ts';

function employee(id: number, change: Partial<EmployeeRow>): EmployeeRow {
  return {
    id,
    avatar: '',
    full_name: `Person ${id}`,
    post: 'Engineer',
    email: `p${id}@example.com`,
    city: 'Paris',
    start_date: '2020-01-01',
    salary: 50_000,
    age: 30,
    experience: '3 Years',
    status: 1,
    ...change,
  };
}

const rows = [
  employee(1, { full_name: 'Zoe Harper', salary: 90_000, age: 41, status: 2, city: 'Lyon' }),
  employee(2, { full_name: 'adam Moss', salary: 30_000, age: 25, status: 3, post: 'Designer' }),
  employee(3, { full_name: 'Mia Chen', salary: 60_000, age: 33, status: 2 }),
];

describe('the employee table helpers', () => {
  it('sort text without regard to case, and numbers by value, both ways', () => {
    expect(sortEmployees(rows, { column: 'full_name', direction: 'asc' }).map((row) => row.id)).toEqual([2, 3, 1]);
    expect(sortEmployees(rows, { column: 'salary', direction: 'desc' }).map((row) => row.id)).toEqual([1, 3, 2]);
  });

  it('keep the rows that pass every column filter', () => {
    expect(filterEmployees(rows, { ...noEmployeeFilters, status: 2 }).map((row) => row.id)).toEqual([1, 3]);
    expect(filterEmployees(rows, { ...noEmployeeFilters, status: 2, city: 'par' }).map((row) => row.id)).toEqual([3]);
    expect(filterEmployees(rows, { ...noEmployeeFilters, post: 'design' }).map((row) => row.id)).toEqual([2]);
    expect(
      filterEmployees(rows, { ...noEmployeeFilters, salary: [50_000, 95_000], age: [35, 70] }).map((row) => row.id),
    ).toEqual([1]);
    expect(filterEmployees(rows, noEmployeeFilters)).toHaveLength(3);
  });

  it('count only the filters that are set', () => {
    expect(countActiveFilters(noEmployeeFilters)).toBe(0);
    expect(countActiveFilters({ ...noEmployeeFilters, name: ' z ', status: 5, age: [20, 70] })).toBe(3);
  });

  it('write a CSV with a header and the status label', async () => {
    const csv = await employeesToCsv([rows[0] as EmployeeRow]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('ID,Name,Post,Email,City,Start date,Salary,Age,Experience,Status');
    expect(line).toBe('1,Zoe Harper,Engineer,p1@example.com,Lyon,2020-01-01,90000,41,3 Years,Professional');
  });
});
