import '@mantine/dates/styles.css';
import { Box, Input, Text } from '@mantine/core';
import {
  DatePicker,
  DatePickerInput,
  type DatesRangeValue,
  DateTimePicker,
  MonthPickerInput,
  TimeInput,
  TimePicker,
  YearPickerInput,
} from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';
import {
  calendarAriaLabels,
  calendarClassNames,
  labelledDropdown,
  pickerProps,
  timeFieldLabels,
} from '../shared/picker-props.ts';

const calendarIcon = <IconCalendar size={16} aria-hidden />;
const clockIcon = <IconClock size={16} aria-hidden />;

function DateDemo() {
  const [date, setDate] = useState<string | null>(null);
  return (
    <>
      <DatePickerInput
        {...pickerProps}
        {...labelledDropdown('pickers-start-date')}
        label="Start date"
        placeholder="Pick a date"
        value={date}
        onChange={setDate}
        leftSection={calendarIcon}
        clearable
        valueFormat="D MMM YYYY"
      />
      <Text size="sm" data-testid="date-value">
        {date ? `Starts on ${dayjs(date).format('dddd, D MMMM YYYY')}` : 'No date chosen'}
      </Text>
    </>
  );
}

function RangeDemo() {
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const [from, to] = range;
  const nights = from && to ? dayjs(to).diff(dayjs(from), 'day') : null;
  return (
    <>
      <DatePickerInput
        {...pickerProps}
        type="range"
        {...labelledDropdown('pickers-stay')}
        label="Stay"
        placeholder="Pick arrival and departure"
        value={range}
        onChange={setRange}
        leftSection={calendarIcon}
        valueFormat="D MMM YYYY"
        clearable
      />
      <Text size="sm" data-testid="range-value">
        {nights === null ? 'Choose both dates' : `${nights} ${nights === 1 ? 'night' : 'nights'}`}
      </Text>
    </>
  );
}

function TimeDemo() {
  const [time, setTime] = useState('');
  return (
    <>
      <TimePicker
        label="Call at"
        description="Type the time or pick it from the lists"
        value={time}
        onChange={setTime}
        format="12h"
        withDropdown
        clearable
        leftSection={clockIcon}
        clearButtonProps={{ 'aria-label': 'Clear' }}
        {...timeFieldLabels('Call at')}
      />
      <Text size="sm" data-testid="time-value">
        {time ? `Call at ${dayjs(`2000-01-01 ${time}`).format('h:mm A')}` : 'No time chosen'}
      </Text>
    </>
  );
}

function InlineCalendarDemo() {
  const [date, setDate] = useState<string | null>(null);
  const labelId = useId();
  return (
    <>
      <Box role="group" aria-labelledby={labelId}>
        <Input.Label id={labelId} labelElement="div" mb="xs">
          Delivery date
        </Input.Label>
        <DatePicker
          classNames={calendarClassNames}
          ariaLabels={calendarAriaLabels}
          value={date}
          onChange={setDate}
          defaultDate={dayjs().format('YYYY-MM-DD')}
        />
      </Box>
      <Text size="sm" data-testid="inline-date-value">
        {date ? `Delivery on ${dayjs(date).format('D MMMM YYYY')}` : 'No delivery date chosen'}
      </Text>
    </>
  );
}

/** Date and time pickers from @mantine/dates, with dayjs for display. */
export function PickersPage() {
  return (
    <FormPage
      title="Date & time pickers"
      description="Dates, ranges, times, months and years with @mantine/dates; values shown with dayjs."
    >
      <DemoCard title="Date">
        <DateDemo />
        <DatePickerInput
          {...pickerProps}
          {...labelledDropdown('pickers-next-30-days')}
          label="Within the next 30 days"
          placeholder="Pick a date"
          minDate={dayjs().format('YYYY-MM-DD')}
          maxDate={dayjs().add(30, 'day').format('YYYY-MM-DD')}
          leftSection={calendarIcon}
        />
        <DatePickerInput
          {...pickerProps}
          type="multiple"
          {...labelledDropdown('pickers-several-dates')}
          label="Several dates"
          placeholder="Pick dates"
          leftSection={calendarIcon}
        />
      </DemoCard>
      <DemoCard title="Date range">
        <RangeDemo />
      </DemoCard>
      <DemoCard title="Date and time">
        <DateTimePicker
          {...pickerProps}
          {...labelledDropdown('pickers-meeting')}
          label="Meeting"
          placeholder="Pick a date and time"
          valueFormat="D MMM YYYY HH:mm"
          leftSection={calendarIcon}
          timePickerProps={timeFieldLabels('Meeting time')}
          submitButtonProps={{ 'aria-label': 'Confirm the date and time' }}
        />
        <TimeInput label="Reminder time" leftSection={clockIcon} />
      </DemoCard>
      <DemoCard title="Time">
        <TimeDemo />
      </DemoCard>
      <DemoCard title="Month and year">
        <MonthPickerInput
          {...pickerProps}
          {...labelledDropdown('pickers-billing-month')}
          label="Billing month"
          placeholder="Pick a month"
          leftSection={calendarIcon}
        />
        <YearPickerInput
          {...pickerProps}
          {...labelledDropdown('pickers-graduation-year')}
          label="Graduation year"
          placeholder="Pick a year"
          leftSection={calendarIcon}
        />
      </DemoCard>
      <DemoCard
        title="Inline calendar"
        description="The calendar without a field, for pages that show it at all times."
      >
        <InlineCalendarDemo />
      </DemoCard>
    </FormPage>
  );
}
