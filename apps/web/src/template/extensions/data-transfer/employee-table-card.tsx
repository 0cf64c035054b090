import { Alert, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import type { TableData } from './table-data.ts';
import { useEmployeeTable } from './use-employee-table.ts';

interface EmployeeTableCardProps {
  title: string;
  description: string;
  /** The card's body once the employees have loaded. */
  children: (table: TableData) => ReactNode;
}

/** The export pages' card: loads the employees, shows placeholders or an error, then its body. */
export function EmployeeTableCard({ title, description, children }: EmployeeTableCardProps) {
  const { table, isLoading, isError } = useEmployeeTable();
  return (
    <DemoCard title={title} description={description}>
      {isLoading ? (
        <Stack gap="xs" role="status" aria-label="Loading the employees">
          {Array.from({ length: 6 }, (_, row) => (
            <Skeleton key={`row-${row.toString()}`} height={28} aria-hidden />
          ))}
        </Stack>
      ) : null}
      {isError ? (
        <Alert color="red" title="The employees could not be loaded">
          Reload the page to try again.
        </Alert>
      ) : null}
      {table ? children(table) : null}
    </DemoCard>
  );
}
