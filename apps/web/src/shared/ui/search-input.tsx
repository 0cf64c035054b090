import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A labelled search box with a clear button. */
export function SearchInput({ value, onChange, ...props }: SearchInputProps) {
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} /> : undefined
      }
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
