import { MultiSelect, Text } from '@mantine/core';
import type { FacetOption } from './filter-options.ts';
import { formatCount } from './format-count.ts';

interface FacetMultiSelectProps {
  label: string;
  placeholder: string;
  options: FacetOption[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** A searchable multiple choice whose options show how many people each would match: "VP · 1,204". */
export function FacetMultiSelect({ label, placeholder, options, value, onChange }: FacetMultiSelectProps) {
  const counts = new Map(options.map((option) => [option.value, option.count]));
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={options.map(({ value: optionValue, label: optionLabel }) => ({ value: optionValue, label: optionLabel }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions={false}
      maxDropdownHeight={280}
      nothingFoundMessage="Nothing matches"
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option, checked }) => {
        const count = counts.get(option.value);
        return (
          <Text size="sm" fw={checked ? 600 : 400}>
            {count === null || count === undefined ? option.label : `${option.label} · ${formatCount(count)}`}
          </Text>
        );
      }}
    />
  );
}
