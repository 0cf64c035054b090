import type { EmployeeRow } from '../../mocks/types.ts';

const controlNames = { first: 'First page', last: 'Last page', previous: 'Previous page', next: 'Next page' } as const;

/** Names for the pager's arrow buttons, which show only icons. */
export function paginationControlProps(control: keyof typeof controlNames) {
  return { 'aria-label': controlNames[control] };
}

/** Names for the selection checkboxes, which have no visible label. */
export const selectionCheckboxProps = {
  allRecordsSelectionCheckboxProps: { 'aria-label': 'Select all rows on this page' },
  getRecordSelectionCheckboxProps: (row: EmployeeRow) => ({ 'aria-label': `Select ${row.full_name}` }),
};
