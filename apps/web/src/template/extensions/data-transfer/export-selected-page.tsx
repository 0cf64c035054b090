import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ExtensionPage } from '../shared/extension-page.tsx';
import { DataTableView } from './data-table-view.tsx';
import { EmployeeTableCard } from './employee-table-card.tsx';
import { ExportButtons } from './export-buttons.tsx';
import type { TableData } from './table-data.ts';

function SelectedExport({ table }: { table: TableData }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const picked = { header: table.header, rows: table.rows.filter((_, index) => selected.has(index)) };
  return (
    <Stack gap="md">
      <ExportButtons
        table={picked}
        fileBase="employees-selected"
        disabledHint={selected.size === 0 ? 'Select at least one row to export.' : undefined}
      />
      <Text size="sm" role="status" data-testid="selected-count">
        {selected.size === 1 ? '1 row selected' : `${selected.size} rows selected`}
      </Text>
      <DataTableView table={table} label="Employees" selection={{ selected, onChange: setSelected }} />
    </Stack>
  );
}

/** Export Selected: the employees with a checkbox on each row; only the checked rows are exported. */
export function ExportSelectedPage() {
  return (
    <ExtensionPage
      title="Export Selected"
      description="Pick rows, then download just those as CSV or XLSX."
      columns={1}
    >
      <EmployeeTableCard title="Employees" description="Check the rows to export; the header always comes along.">
        {(table) => <SelectedExport table={table} />}
      </EmployeeTableCard>
    </ExtensionPage>
  );
}
