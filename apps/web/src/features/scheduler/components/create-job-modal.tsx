import {
  type CreateScheduledJobBody,
  type ScheduledJobKind,
  scheduledJobDefaultPerRun,
  scheduledJobKindLabels,
  scheduledJobKinds,
  scheduledJobMaxPerRun,
} from '@leadpilot/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useListCampaignOptionsQuery } from '../../../api/endpoints/list-campaign-options.ts';
import { TimeZoneSelect } from '../../../shared/ui/time-zone-select.tsx';
import { useCreateScheduledJobMutation } from '../api/create-scheduled-job.ts';
import { useListJobListsQuery } from '../api/list-job-lists.ts';
import { browserTimeZone, cronOf, defaultRecurrence, instantInZone, type RecurrenceChoice } from './recurrence.ts';
import { RecurrenceBuilder } from './recurrence-builder.tsx';

const kindDescriptions: Record<ScheduledJobKind, string> = {
  'refresh-list': 'Runs a people search and adds its new matches to a saved list.',
  'enrich-list': 'Reveals the emails and phones of a list’s people, within a credit cap.',
  'grow-campaign': 'Adds new matches of a people search to a running campaign (people whose email you revealed).',
  'export-results': 'Emails you the campaign’s results as a CSV file.',
};

const needsSearch = (kind: ScheduledJobKind) => kind === 'refresh-list' || kind === 'grow-campaign';
const needsList = (kind: ScheduledJobKind) => kind === 'refresh-list' || kind === 'enrich-list';
const needsCampaign = (kind: ScheduledJobKind) => kind === 'grow-campaign' || kind === 'export-results';

interface CreateJobModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Schedules a job: what it does (the kind picker), on what, and when (once, or a recurrence with its preview). */
export function CreateJobModal({ opened, onClose }: CreateJobModalProps) {
  const [createJob, { isLoading }] = useCreateScheduledJobMutation();
  const lists = useListJobListsQuery(undefined, { skip: !opened });
  const campaigns = useListCampaignOptionsQuery(undefined, { skip: !opened });
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ScheduledJobKind>('refresh-list');
  const [listId, setListId] = useState<string | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [keywords, setKeywords] = useState('');
  const [titles, setTitles] = useState<string[]>([]);
  const [perRun, setPerRun] = useState<number>(scheduledJobDefaultPerRun);
  const [maxCredits, setMaxCredits] = useState<number | ''>('');
  const [scheduleType, setScheduleType] = useState<'cron' | 'once'>('cron');
  const [recurrence, setRecurrence] = useState<RecurrenceChoice>(defaultRecurrence);
  const [runAt, setRunAt] = useState('');
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [error, setError] = useState<string | null>(null);

  const body = (): CreateScheduledJobBody => ({
    name: name.trim(),
    kind,
    schedule:
      scheduleType === 'cron'
        ? { type: 'cron', cron: cronOf(recurrence), timeZone }
        : { type: 'once', runAt: instantInZone(runAt, timeZone) ?? '', timeZone },
    ...(needsSearch(kind)
      ? { search: { ...(keywords.trim() ? { q: keywords.trim() } : {}), ...(titles.length > 0 ? { titles } : {}) } }
      : {}),
    ...(needsList(kind) && listId ? { listId } : {}),
    ...(needsCampaign(kind) && campaignId ? { campaignId } : {}),
    ...(kind === 'grow-campaign' ? { perRun } : {}),
    ...(kind === 'enrich-list' && maxCredits !== '' ? { maxCredits } : {}),
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError('Give the job a name.');
    if (scheduleType === 'once' && !instantInZone(runAt, timeZone)) return setError('Choose when the job runs.');
    try {
      await createJob(body()).unwrap();
      onClose();
    } catch (failure) {
      setError(errorMessageOf(failure) ?? 'The job was not scheduled.');
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Schedule a job" size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="Monday refresh"
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Radio.Group label="What it does" value={kind} onChange={(value) => setKind(value as ScheduledJobKind)}>
            <Stack gap="xs" mt={4}>
              {scheduledJobKinds.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={scheduledJobKindLabels[option]}
                  description={kindDescriptions[option]}
                />
              ))}
            </Stack>
          </Radio.Group>
          {needsSearch(kind) ? (
            <Group grow align="flex-start">
              <TextInput
                label="Search keywords"
                placeholder="name, title or company"
                value={keywords}
                onChange={(event) => setKeywords(event.currentTarget.value)}
              />
              <TagsInput label="Job titles" placeholder="Head of Sales" value={titles} onChange={setTitles} />
            </Group>
          ) : null}
          {needsList(kind) ? (
            <Select
              label="List"
              placeholder={lists.data?.length === 0 ? 'No lists yet: save one from People search' : 'Choose a list'}
              data={lists.data ?? []}
              value={listId}
              onChange={setListId}
              searchable
            />
          ) : null}
          {needsCampaign(kind) ? (
            <Select
              label="Campaign"
              placeholder="Choose a campaign"
              data={campaigns.data ?? []}
              value={campaignId}
              onChange={setCampaignId}
              searchable
            />
          ) : null}
          {kind === 'grow-campaign' ? (
            <NumberInput
              label="People added per run, at most"
              min={1}
              max={scheduledJobMaxPerRun}
              value={perRun}
              onChange={(value) => setPerRun(Number(value) || 1)}
            />
          ) : null}
          {kind === 'enrich-list' ? (
            <NumberInput
              label="Credit cap per run"
              description="A run that would cost more is skipped with nothing spent. Empty: no cap."
              min={0}
              value={maxCredits}
              onChange={(value) => setMaxCredits(value === '' ? '' : Number(value))}
            />
          ) : null}
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              When
            </Text>
            <SegmentedControl
              value={scheduleType}
              onChange={(value) => setScheduleType(value as 'cron' | 'once')}
              data={[
                { value: 'cron', label: 'Repeats' },
                { value: 'once', label: 'Once' },
              ]}
            />
          </Stack>
          {scheduleType === 'cron' ? (
            <RecurrenceBuilder
              choice={recurrence}
              onChange={setRecurrence}
              timeZone={timeZone}
              onTimeZoneChange={setTimeZone}
            />
          ) : (
            <Group grow align="flex-start">
              <TextInput
                label="Runs at"
                type="datetime-local"
                value={runAt}
                onChange={(event) => setRunAt(event.currentTarget.value)}
              />
              <TimeZoneSelect label="Time zone" value={timeZone} onChange={setTimeZone} allowDeselect={false} />
            </Group>
          )}
          {error ? (
            <Alert color="red" variant="light" role="alert" title="Not scheduled">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Schedule
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
