import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

type TimeZoneSelectProps = Omit<SelectProps, 'data' | 'onChange' | 'value'> & {
  /** '' or undefined for none (form helpers may pass undefined). */
  value?: string;
  onChange: (value: string) => void;
};

function supportedTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** A searchable IANA time zone picker (Europe/Berlin, America/New_York, …). */
export function TimeZoneSelect({ value = '', onChange, ...props }: TimeZoneSelectProps) {
  const options = useMemo(() => {
    const zones = supportedTimeZones();
    // Keep a stored zone selectable even if this browser lists it under another name.
    return value && !zones.includes(value) ? [value, ...zones] : zones;
  }, [value]);
  return (
    <Select
      searchable
      limit={200}
      nothingFoundMessage="No time zone matches"
      placeholder="Search a city or region"
      {...props}
      data={options}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
