import { Button, Group, Input } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { weekdays } from './weekday-labels.ts';

interface WeekdayPickerProps {
  label: string;
  value: number[];
  onChange: (days: number[]) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** Seven toggle buttons, Monday first, each of one width so switching a day never moves the others. */
export function WeekdayPicker({ label, value, onChange, error, disabled }: WeekdayPickerProps) {
  const labelId = useId();
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((entry) => entry !== day) : [...value, day].sort((a, b) => a - b));
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, component: 'span' }} error={error}>
      <Group gap={6} mt={4} role="group" aria-labelledby={labelId}>
        {weekdays.map((day) => {
          const isOn = value.includes(day.value);
          return (
            <Button
              key={day.value}
              size="compact-sm"
              w={48}
              px={0}
              radius="xl"
              variant={isOn ? 'filled' : 'default'}
              aria-pressed={isOn}
              aria-label={day.long}
              disabled={disabled}
              onClick={() => toggle(day.value)}
            >
              {day.short}
            </Button>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
