import { Checkbox, Table } from '@mantine/core';

interface SelectAllHeaderProps {
  /** "Select all tasks on this page". */
  label: string;
  /** The rows listed on this page. */
  ids: string[];
  selectedIds: string[];
  onSelectAll: (ids: string[]) => void;
  width?: number;
}

/** A table's first header cell: selects every row of the page, or none; mixed while only some are. */
export function SelectAllHeader({ label, ids, selectedIds, onSelectAll, width = 40 }: SelectAllHeaderProps) {
  const selectedOnPage = ids.filter((id) => selectedIds.includes(id)).length;
  const isAllSelected = ids.length > 0 && selectedOnPage === ids.length;
  return (
    <Table.Th w={width}>
      <Checkbox
        aria-label={label}
        checked={isAllSelected}
        indeterminate={selectedOnPage > 0 && !isAllSelected}
        disabled={ids.length === 0}
        onChange={() => onSelectAll(isAllSelected ? [] : ids)}
      />
    </Table.Th>
  );
}
