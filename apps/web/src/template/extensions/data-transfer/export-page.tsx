import { Stack } from '@mantine/core';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { DataTableView } from './data-table-view.tsx';
import { EmployeeTableCard } from './employee-table-card.tsx';
import { ExportButtons } from './export-buttons.tsx';

/** Export: the data-table demo's employees, downloaded as CSV or XLSX. */
export function ExportPage() {
  return (
    <ExtensionPage title="Export" description="Download a table as a CSV or an Excel (XLSX) file." columns={1}>
      <EmployeeTableCard title="Employees" description="Every row is exported, with its header.">
        {(table) => (
          <Stack gap="md">
            <ExportButtons table={table} fileBase="employees" />
            <DataTableView table={table} label="Employees" />
          </Stack>
        )}
      </EmployeeTableCard>
    </ExtensionPage>
  );
}
