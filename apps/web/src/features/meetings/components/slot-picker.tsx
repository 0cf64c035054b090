import type { BookingDay, BookingSlot } from '@leadpilot/contracts';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { clockTime, dayLabel } from './meeting-time.ts';

interface SlotPickerProps {
  days: BookingDay[];
  /** The zone the days are grouped in and the times shown on. */
  zone: string;
  selected: BookingSlot | null;
  onSelect: (slot: BookingSlot) => void;
  /** The day shown first ("YYYY-MM-DD"); the first free day when unset or not listed. */
  initialDate?: string | null;
}

/**
 * The free days as buttons, then the chosen day's times as buttons: every control is a native
 * button in reading order, so Tab and Enter choose a time; the chosen ones say so (`aria-pressed`).
 */
export function SlotPicker({ days, zone, selected, onSelect, initialDate = null }: SlotPickerProps) {
  const [chosenDate, setChosenDate] = useState<string | null>(initialDate);
  const day = days.find((candidate) => candidate.date === chosenDate) ?? days[0];
  if (!day) return null;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={2} fz="h5" id="booking-days">
          Choose a day
        </Title>
        <Group gap="xs" role="group" aria-labelledby="booking-days">
          {days.map((candidate) => (
            <Button
              key={candidate.date}
              size="compact-md"
              variant={candidate.date === day.date ? 'filled' : 'default'}
              aria-pressed={candidate.date === day.date}
              aria-label={`${dayLabel(candidate.date, 'long')}, ${candidate.slots.length} free ${candidate.slots.length === 1 ? 'time' : 'times'}`}
              onClick={() => setChosenDate(candidate.date)}
            >
              {dayLabel(candidate.date)}
            </Button>
          ))}
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h5" id="booking-times">
          Free times on {dayLabel(day.date, 'long')}
        </Title>
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 5 }} spacing="xs" role="group" aria-labelledby="booking-times">
          {day.slots.map((slot) => {
            const isChosen = selected?.start === slot.start;
            return (
              <Button
                key={slot.start}
                variant={isChosen ? 'filled' : 'light'}
                aria-pressed={isChosen}
                aria-label={`${dayLabel(day.date, 'long')}, ${clockTime(slot.start, zone)}`}
                onClick={() => onSelect(slot)}
              >
                {clockTime(slot.start, zone)}
              </Button>
            );
          })}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Times are shown in {zone}.
        </Text>
      </Stack>
    </Stack>
  );
}
