import { Alert, Code, Group, List, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { errorMessageOf } from '../../../api/base-query.ts';
import { TimeZoneSelect } from '../../../shared/ui/time-zone-select.tsx';
import { usePreviewScheduleQuery } from '../api/preview-schedule.ts';
import {
  cronOf,
  describeRecurrence,
  type Frequency,
  formatInZone,
  frequencyOptions,
  type RecurrenceChoice,
  weekdayNames,
} from './recurrence.ts';

interface RecurrenceBuilderProps {
  choice: RecurrenceChoice;
  onChange: (choice: RecurrenceChoice) => void;
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
}

const weekdayOptions = weekdayNames.map((name, index) => ({ value: String(index), label: name }));

/**
 * A recurrence in words (every weekday at 09:00…) or as a cron expression, with the expression it
 * makes and its next three runs in the chosen time zone, as the server computes them.
 */
export function RecurrenceBuilder({ choice, onChange, timeZone, onTimeZoneChange }: RecurrenceBuilderProps) {
  const cron = cronOf(choice);
  const [debouncedKey] = useDebouncedValue(`${cron}\n${timeZone}`, 300);
  const [debouncedCron = '', debouncedZone = ''] = debouncedKey.split('\n');
  const debounced = { cron: debouncedCron, timeZone: debouncedZone };
  const preview = usePreviewScheduleQuery(debounced, { skip: debounced.cron === '' || debounced.timeZone === '' });
  const set = (changes: Partial<RecurrenceChoice>) => onChange({ ...choice, ...changes });
  const needsTime = !['hourly', 'custom'].includes(choice.frequency);
  const isCurrent = debounced.cron === cron && debounced.timeZone === timeZone;

  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <Select
          label="Repeats"
          data={frequencyOptions}
          value={choice.frequency}
          allowDeselect={false}
          onChange={(value) => set({ frequency: (value ?? 'daily') as Frequency })}
        />
        {choice.frequency === 'weekly' ? (
          <Select
            label="On"
            data={weekdayOptions}
            value={String(choice.weekday)}
            allowDeselect={false}
            onChange={(value) => set({ weekday: Number(value ?? 1) })}
          />
        ) : null}
        {choice.frequency === 'monthly' ? (
          <NumberInput
            label="Day of the month"
            min={1}
            max={28}
            value={choice.dayOfMonth}
            onChange={(value) => set({ dayOfMonth: Number(value) || 1 })}
          />
        ) : null}
        {choice.frequency === 'hourly' ? (
          <NumberInput
            label="Minutes past the hour"
            min={0}
            max={59}
            value={choice.minute}
            onChange={(value) => set({ minute: Number(value) || 0 })}
          />
        ) : null}
        {needsTime ? (
          <TextInput
            label="At"
            type="time"
            value={choice.time}
            onChange={(event) => set({ time: event.currentTarget.value })}
          />
        ) : null}
      </Group>
      {choice.frequency === 'custom' ? (
        <TextInput
          label="Cron expression"
          description="Five fields: minute, hour, day of month, month, day of week. Runs at most every 15 minutes."
          placeholder="0 9 * * 1-5"
          value={choice.custom}
          onChange={(event) => set({ custom: event.currentTarget.value })}
        />
      ) : null}
      <TimeZoneSelect label="Time zone" value={timeZone} onChange={onTimeZoneChange} allowDeselect={false} />
      <Stack gap={4} aria-live="polite">
        <Text size="sm">
          {describeRecurrence(choice)} — cron <Code>{cron || '…'}</Code>
        </Text>
        {preview.isError && isCurrent ? (
          <Alert color="red" variant="light" role="alert" title="This schedule cannot run">
            {errorMessageOf(preview.error) ?? 'Check the expression.'}
          </Alert>
        ) : null}
        {preview.data && isCurrent && !preview.isError ? (
          <>
            <Text size="sm" fw={500}>
              Next runs ({preview.data.timeZone})
            </Text>
            <List size="sm" aria-label="Next runs">
              {preview.data.nextRuns.map((run) => (
                <List.Item key={run}>{formatInZone(run, preview.data?.timeZone ?? timeZone)}</List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
