import { SegmentedControl, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  useListPastMeetingsQuery,
  useListRecordingListPeopleQuery,
  useListRecordingListsQuery,
} from '../api/recordings-api.ts';
import { dateTime } from './recording-format.ts';

export type RecordingSubject = { kind: 'meeting' | 'prospect'; id: string } | null;

interface SubjectPickerProps {
  value: RecordingSubject;
  onChange: (subject: RecordingSubject) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Which call this is: a past meeting, or a prospect found in one of the saved lists. */
export function SubjectPicker({ value, onChange, error, disabled }: SubjectPickerProps) {
  const [kind, setKind] = useState<'meeting' | 'prospect'>(value?.kind ?? 'meeting');
  const [listId, setListId] = useState<string | null>(null);
  const meetings = useListPastMeetingsQuery(undefined, { skip: kind !== 'meeting' });
  const lists = useListRecordingListsQuery(undefined, { skip: kind !== 'prospect' });
  const people = useListRecordingListPeopleQuery(listId ?? '', { skip: kind !== 'prospect' || !listId });
  const loadError = 'This could not be loaded: try again later.';

  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="The call was"
        value={kind}
        disabled={disabled}
        onChange={(next) => {
          setKind(next as 'meeting' | 'prospect');
          onChange(null);
        }}
        data={[
          { value: 'meeting', label: 'A booked meeting' },
          { value: 'prospect', label: 'With a prospect' },
        ]}
      />
      {kind === 'meeting' ? (
        <Select
          label="Meeting"
          placeholder={meetings.isLoading ? 'Loading meetings…' : 'Choose the meeting'}
          searchable
          disabled={disabled}
          nothingFoundMessage="No past meeting matches"
          data={(meetings.data?.data ?? []).map((meeting) => ({
            value: meeting.id,
            label: `${meeting.prospectName} · ${dateTime(meeting.start)}`,
          }))}
          value={value?.kind === 'meeting' ? value.id : null}
          onChange={(id) => onChange(id ? { kind: 'meeting', id } : null)}
          error={meetings.isError ? loadError : error}
        />
      ) : (
        <>
          <Select
            label="Saved list"
            placeholder={lists.isLoading ? 'Loading lists…' : 'Choose the list the prospect is in'}
            searchable
            disabled={disabled}
            data={(lists.data ?? []).map((list) => ({ value: list.id, label: list.name }))}
            value={listId}
            onChange={(id) => {
              setListId(id);
              onChange(null);
            }}
            error={lists.isError ? loadError : null}
          />
          <Select
            label="Prospect"
            placeholder={listId ? 'Choose the prospect' : 'Choose a list first'}
            searchable
            disabled={disabled || !listId}
            nothingFoundMessage="Nobody in this list matches"
            data={(people.data?.data ?? []).map((person) => ({
              value: person.id,
              label: person.company ? `${person.fullName} · ${person.company.name}` : person.fullName,
            }))}
            value={value?.kind === 'prospect' ? value.id : null}
            onChange={(id) => onChange(id ? { kind: 'prospect', id } : null)}
            error={people.isError ? loadError : error}
          />
        </>
      )}
    </Stack>
  );
}
