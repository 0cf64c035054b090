import { Select } from '@mantine/core';
import type { AnalyticsPeriod } from '../mocks/types.ts';
import { isAnalyticsPeriod } from './card-options.ts';

interface PeriodSelectProps {
  /** The card's `last_days` options, as its endpoint lists them. */
  periods: AnalyticsPeriod[];
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}

/** The small period selector in an analytics card's title row. */
export function PeriodSelect({ periods, value, onChange }: PeriodSelectProps) {
  return (
    <Select
      aria-label="Period"
      size="xs"
      w={140}
      data={periods}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        if (isAnalyticsPeriod(next)) onChange(next);
      }}
    />
  );
}
