import { useMemo } from 'react';
import { useGetExportEmployeesQuery } from './employees-api.ts';
import { employeesToTable, type TableData } from './table-data.ts';

/** The employees of the data-table demo as a table ready to show and export. */
export function useEmployeeTable(): { table: TableData | null; isLoading: boolean; isError: boolean } {
  const { data, isLoading, isError } = useGetExportEmployeesQuery();
  const table = useMemo(() => (data ? employeesToTable(data) : null), [data]);
  return { table, isLoading, isError };
}
