import type { CampaignSchedule, CampaignSettings } from '@leadpilot/contracts';
import { Checkbox, Group, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { TimeZoneSelect } from '../../../shared/ui/time-zone-select.tsx';
import { LimitsFields } from './limits-fields.tsx';

const weekdays = [
  { value: '1', label: 'Mon' },
  { value: '2', label: 'Tue' },
  { value: '3', label: 'Wed' },
  { value: '4', label: 'Thu' },
  { value: '5', label: 'Fri' },
  { value: '6', label: 'Sat' },
  { value: '7', label: 'Sun' },
];

interface ScheduleStepProps {
  settings: CampaignSettings;
  onChange: (settings: CampaignSettings) => void;
  errors: Record<string, string>;
}

/** When the campaign sends (days, hours, zone, dates, holidays) and the limits it keeps. */
export function ScheduleStep({ settings, onChange, errors }: ScheduleStepProps) {
  const { schedule } = settings;
  const setSchedule = (patch: Partial<CampaignSchedule>) =>
    onChange({ ...settings, schedule: { ...schedule, ...patch } });
  const error = (field: string) => errors[`settings.schedule.${field}`];
  return (
    <Stack gap="lg">
      <Title order={2} fz="h4">
        Schedule
      </Title>
      <Checkbox.Group
        label="Sending days"
        description="In each prospect’s own time zone. Default: Monday to Friday."
        value={schedule.days.map(String)}
        onChange={(days) => setSchedule({ days: days.map(Number).sort((a, b) => a - b) })}
        error={error('days')}
      >
        <Group gap="md" mt="xs">
          {weekdays.map((day) => (
            <Checkbox key={day.value} value={day.value} label={day.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          type="time"
          label="From"
          description="Default: 09:00"
          value={schedule.start}
          onChange={(event) => setSchedule({ start: event.currentTarget.value })}
          error={error('start')}
        />
        <TextInput
          type="time"
          label="Until"
          description="Default: 17:00"
          value={schedule.end}
          onChange={(event) => setSchedule({ end: event.currentTarget.value })}
          error={error('end')}
        />
        <TimeZoneSelect
          label="Time zone"
          description="For prospects whose zone is not known."
          value={schedule.timeZone}
          onChange={(timeZone) => setSchedule({ timeZone })}
          error={error('timeZone')}
        />
        <TextInput
          type="date"
          label="Start date"
          description="Empty: start at launch."
          value={schedule.startDate ?? ''}
          onChange={(event) => setSchedule({ startDate: event.currentTarget.value || null })}
          error={error('startDate')}
        />
        <TextInput
          type="date"
          label="End date"
          description="Empty: until the sequence ends."
          value={schedule.endDate ?? ''}
          onChange={(event) => setSchedule({ endDate: event.currentTarget.value || null })}
          error={error('endDate')}
        />
      </SimpleGrid>
      <Switch
        label="Skip public holidays"
        description="Of each prospect’s country. Default: on."
        checked={schedule.skipHolidays}
        onChange={(event) => setSchedule({ skipHolidays: event.currentTarget.checked })}
      />
      <Title order={2} fz="h4">
        Limits
      </Title>
      <LimitsFields limits={settings.limits} onChange={(limits) => onChange({ ...settings, limits })} errors={errors} />
    </Stack>
  );
}
