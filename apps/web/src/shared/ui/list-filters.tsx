import { Select, type SelectProps } from '@mantine/core';
import { SearchInput } from './search-input.tsx';

/** A list's search box at the head of its filter row: it takes the room the filters leave, up to `maxWidth`. */
export function FilterSearch({
  label,
  placeholder,
  value,
  onChange,
  maxWidth = 340,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxWidth?: number;
}) {
  return (
    <SearchInput
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      style={{ flex: '1 1 16rem' }}
      maw={{ sm: maxWidth }}
    />
  );
}

type FilterSelectProps = Omit<SelectProps, 'label' | 'w' | 'clearable' | 'onChange'> & {
  /** The select's accessible name ("Kind"); `placeholder` says what no choice means ("Every kind"). */
  label: string;
  width: number;
  onChange: (value: string | null) => void;
};

/** One filter of a list: clearable, named, half the row on a phone and `width` wide beside the others. */
export function FilterSelect({ label, width, onChange, ...props }: FilterSelectProps) {
  return (
    <Select
      aria-label={label}
      clearable
      onChange={(value) => onChange(value)}
      w={{ base: 'calc(50% - var(--mantine-spacing-xs))', sm: width }}
      {...props}
    />
  );
}
