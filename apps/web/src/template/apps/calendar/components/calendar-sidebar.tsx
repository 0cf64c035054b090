import '@mantine/dates/styles.css';
import { Box, Button, Checkbox, Divider, ScrollArea, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import type { CalendarKind } from '../../../mocks/types.ts';
import { calendarKinds, kindColors } from '../calendar-kinds.ts';
import { pickerAriaLabels } from '../picker-aria-labels.ts';

interface CalendarSidebarProps {
  kinds: readonly CalendarKind[];
  onKindsChange: (kinds: CalendarKind[]) => void;
  onAdd: () => void;
  onDatePick: (day: Date) => void;
}

/** Add an event, a small month to jump to a day, and the kind filters with "View all". */
export function CalendarSidebar({ kinds, onKindsChange, onAdd, onDatePick }: CalendarSidebarProps) {
  const isAll = kinds.length === calendarKinds.length;
  return (
    <>
      <Box p="md">
        <Button fullWidth leftSection={<IconPlus size={16} />} onClick={onAdd}>
          Add event
        </Button>
      </Box>
      <Divider />
      <ScrollArea style={{ flex: 1 }}>
        <Box px="xs" py="sm" role="group" aria-label="Go to a day">
          <DatePicker
            size="xs"
            ariaLabels={pickerAriaLabels}
            // Weekends in red and other months' days in grey read too faintly on this small month.
            weekendDays={[]}
            hideOutsideDates
            onChange={(value) => value && onDatePick(new Date(`${value}T00:00:00`))}
            styles={{ levelsGroup: { justifyContent: 'center' } }}
          />
        </Box>
        <Divider />
        <Stack gap="sm" p="md" role="group" aria-labelledby="calendar-filters-title">
          <Text id="calendar-filters-title" size="xs" fw={600} c="dimmed" tt="uppercase">
            Event filters
          </Text>
          <Checkbox
            label="View all"
            checked={isAll}
            indeterminate={!isAll && kinds.length > 0}
            onChange={(event) => onKindsChange(event.currentTarget.checked ? [...calendarKinds] : [])}
          />
          {calendarKinds.map((kind) => (
            <Checkbox
              key={kind}
              label={kind}
              color={kindColors[kind]}
              checked={kinds.includes(kind)}
              onChange={(event) =>
                onKindsChange(event.currentTarget.checked ? [...kinds, kind] : kinds.filter((item) => item !== kind))
              }
            />
          ))}
        </Stack>
      </ScrollArea>
    </>
  );
}
