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

/** A "select the whole page" checkbox's props: checked when every row is, mixed while only some are. */
export function selectAllProps({ ids, selectedIds, onSelectAll }: Omit<SelectAllHeaderProps, 'label' | 'width'>) {
  const selectedOnPage = ids.filter((id) => selectedIds.includes(id)).length;
  const isAllSelected = ids.length > 0 && selectedOnPage === ids.length;
  return {
    checked: isAllSelected,
    indeterminate: selectedOnPage > 0 && !isAllSelected,
    disabled: ids.length === 0,
    onChange: () => onSelectAll(isAllSelected ? [] : ids),
  };
}

/** A table's first header cell: selects every row of the page, or none; mixed while only some are. */
export function SelectAllHeader({ label, width = 40, ...selection }: SelectAllHeaderProps) {
  return (
    <Table.Th w={width}>
      <Checkbox aria-label={label} {...selectAllProps(selection)} />
    </Table.Th>
  );
}
