import '@mantine/dates/styles.css';
import {
  Button,
  ColorSwatch,
  Drawer,
  Group,
  Select,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { CalendarEvent, CalendarKind } from '../../../mocks/types.ts';
import { calendarKinds, kindColors } from '../calendar-kinds.ts';
import { type EventFormValues, eventFormRules, eventFormValues } from '../event-form.ts';
import { pickerAriaLabels } from '../picker-aria-labels.ts';

/** The drawer's subject: a new event (maybe on a clicked day) or an existing one. */
export type EventDrawerState = { kind: 'new'; day: Date | null } | { kind: 'edit'; event: CalendarEvent } | null;

interface EventDrawerProps {
  state: EventDrawerState;
  isSaving: boolean;
  onClose: () => void;
  onSave: (values: EventFormValues) => void;
  onDelete: (event: CalendarEvent) => void;
}

/** Adds or edits an event: title, label, start and end (or all day), address, guests, place, notes. */
export function EventDrawer({ state, isSaving, onClose, onSave, onDelete }: EventDrawerProps) {
  return (
    <Drawer
      opened={state !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={state?.kind === 'edit' ? 'Edit event' : 'Add event'}
      closeButtonProps={{ 'aria-label': 'Close the event drawer' }}
    >
      {state ? (
        <EventForm
          key={state.kind === 'edit' ? state.event.id : 'new'}
          event={state.kind === 'edit' ? state.event : null}
          initialValues={eventFormValues(
            state.kind === 'edit' ? state.event : null,
            state.kind === 'new' ? state.day : null,
          )}
          isSaving={isSaving}
          onCancel={onClose}
          onSave={onSave}
          onDelete={onDelete}
        />
      ) : null}
    </Drawer>
  );
}

interface EventFormProps {
  event: CalendarEvent | null;
  initialValues: EventFormValues;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (values: EventFormValues) => void;
  onDelete: (event: CalendarEvent) => void;
}

function EventForm({ event, initialValues, isSaving, onCancel, onSave, onDelete }: EventFormProps) {
  const form = useForm<EventFormValues>({ initialValues, validate: eventFormRules });
  const pickerFormat = form.values.allDay ? 'MMM D, YYYY' : 'MMM D, YYYY h:mm A';
  return (
    <form noValidate onSubmit={form.onSubmit(onSave)}>
      <Stack gap="md">
        <TextInput label="Title" withAsterisk data-autofocus {...form.getInputProps('title')} />
        <Select
          label="Label"
          withAsterisk
          allowDeselect={false}
          data={[...calendarKinds]}
          leftSection={
            form.values.kind ? (
              <ColorSwatch size={10} color={`var(--mantine-color-${kindColors[form.values.kind as CalendarKind]}-6)`} />
            ) : null
          }
          renderOption={({ option }) => (
            <Group gap="xs">
              <ColorSwatch size={10} color={`var(--mantine-color-${kindColors[option.value as CalendarKind]}-6)`} />
              {option.label}
            </Group>
          )}
          {...form.getInputProps('kind')}
        />
        <DateTimePicker
          label="Start date"
          withAsterisk
          valueFormat={pickerFormat}
          ariaLabels={pickerAriaLabels}
          {...form.getInputProps('start')}
        />
        <DateTimePicker
          label="End date"
          withAsterisk
          valueFormat={pickerFormat}
          ariaLabels={pickerAriaLabels}
          {...form.getInputProps('end')}
        />
        <Switch label="All day" {...form.getInputProps('allDay', { type: 'checkbox' })} />
        <TextInput
          label="Event URL"
          placeholder="https://meet.example.com/team"
          type="url"
          {...form.getInputProps('url')}
        />
        <TagsInput label="Guests" placeholder="Type a name and press Enter" {...form.getInputProps('guests')} />
        <TextInput label="Location" {...form.getInputProps('location')} />
        <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
        <Group justify="space-between" mt="sm">
          {event ? (
            <Button variant="light" color="red" onClick={() => onDelete(event)}>
              Delete
            </Button>
          ) : (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={isSaving}>
            {event ? 'Update' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
