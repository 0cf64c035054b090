import { type Mailbox, saveCalendarBodySchema } from '@leadpilot/contracts';
import { Button, Group, NativeSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { serverFieldErrors } from '../../../api/server-errors.ts';
import { TimeZoneSelect } from '../../../shared/ui/time-zone-select.tsx';
import { useSaveCalendarMutation } from '../api/save-calendar.ts';
import {
  type CalendarFormValues,
  meetingLengths,
  noticeUnits,
  toCalendarFormErrors,
  toCalendarFormValues,
  toSaveCalendarBody,
} from './calendar-form-values.ts';
import { schemaFieldErrors } from './schema-field-errors.ts';
import { WeekdayPicker } from './weekday-picker.tsx';

interface CalendarSettingsFormProps {
  calendar: Mailbox;
  disabled?: boolean;
}

/**
 * When prospects may book: working hours and days, time zone, meeting length, buffer, minimum notice,
 * meetings per day and the booking slug.
 */
export function CalendarSettingsForm({ calendar, disabled = false }: CalendarSettingsFormProps) {
  const [saveCalendar, { isLoading }] = useSaveCalendarMutation();
  const form = useForm<CalendarFormValues>({
    initialValues: toCalendarFormValues(calendar),
    validate: (values) =>
      toCalendarFormErrors(schemaFieldErrors(saveCalendarBodySchema, toSaveCalendarBody(calendar.id, values))),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const saved = await saveCalendar(toSaveCalendarBody(calendar.id, values)).unwrap();
      form.resetDirty(toCalendarFormValues(saved));
    } catch (error) {
      // The HTTP client has shown the server's message; put it next to its field too.
      form.setErrors(toCalendarFormErrors(serverFieldErrors(error)));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={`Booking settings for ${calendar.email}`}>
      <fieldset disabled={disabled || isLoading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <TextInput label="Working hours from" type="time" {...form.getInputProps('workingHours.start')} />
            <TextInput label="Until" type="time" {...form.getInputProps('workingHours.end')} />
            <Select
              label="Meeting length"
              data={meetingLengths}
              allowDeselect={false}
              {...form.getInputProps('meetingMinutes')}
            />
            <NumberInput
              label="Buffer between meetings"
              suffix=" min"
              min={0}
              max={60}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('bufferMinutes')}
            />
          </SimpleGrid>
          <WeekdayPicker
            label="Working days"
            value={form.values.workingHours.days}
            onChange={(days) => form.setFieldValue('workingHours.days', days)}
            error={form.errors['workingHours.days']}
            disabled={disabled || isLoading}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="Minimum notice"
              description="How long before a meeting starts it can be booked at the latest; 0 for no notice"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              hideControls
              rightSection={
                <NativeSelect
                  aria-label="Minimum notice unit"
                  variant="unstyled"
                  data={noticeUnits.map(({ value, label }) => ({ value, label }))}
                  {...form.getInputProps('minimumNotice.unit')}
                />
              }
              rightSectionWidth={104}
              rightSectionPointerEvents="all"
              {...form.getInputProps('minimumNotice.amount')}
            />
            <NumberInput
              label="Meetings per day"
              description="Once this many are booked, the day offers no more times; empty for no limit"
              placeholder="No limit"
              min={1}
              max={50}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('dailyCap')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TimeZoneSelect
              label="Time zone"
              description="Working hours are in this time zone"
              {...form.getInputProps('timeZone')}
            />
            <TextInput
              label="Booking page name"
              description="Lower-case letters, digits and dashes, e.g. jane-doe"
              spellCheck={false}
              autoComplete="off"
              {...form.getInputProps('bookingSlug')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" disabled={!form.isDirty()} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <Button type="submit" loading={isLoading}>
              Save booking settings
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
