import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { getCountryOptions } from './country-options.ts';

type CountrySelectProps = Omit<SelectProps, 'data' | 'onChange' | 'value'> & {
  /** '' or undefined for none (form helpers may pass undefined). */
  value?: string;
  onChange: (value: string) => void;
};

/** A searchable country picker whose value is the two-letter code ('' for none). */
export function CountrySelect({ value = '', onChange, ...props }: CountrySelectProps) {
  const options = useMemo(getCountryOptions, []);
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage="No country matches"
      placeholder="Choose a country"
      {...props}
      data={options}
      value={value === '' ? null : value.toUpperCase()}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
