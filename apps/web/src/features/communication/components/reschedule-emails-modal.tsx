import { Alert, Button, Chip, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  browserTimeZone,
  formatDueFull,
  fromLocalInputValue,
  reschedulePresets,
  toLocalInputValue,
} from './format-due.ts';

interface RescheduleEmailsModalProps {
  /** "the email to Ada Lovelace, step 2" or "3 emails". */
  subject: string;
  count: number;
  opened: boolean;
  isSaving: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  /** The new time as an ISO instant. */
  onSubmit: (dueAt: string) => void;
  onClose: () => void;
}

/** Why a time cannot be sent, or null when it can. */
function problemWith(value: string, now: number): string | null {
  const date = fromLocalInputValue(value);
  if (!date) return 'Choose a date and time.';
  if (date.getTime() <= now) return 'Choose a time in the future.';
  return null;
}

/** Moves scheduled emails to another time, chosen in the reader's time zone. */
export function RescheduleEmailsModal({
  subject,
  count,
  opened,
  isSaving,
  error,
  onSubmit,
  onClose,
}: RescheduleEmailsModalProps) {
  const [presets] = useState(() => reschedulePresets(new Date()));
  const [value, setValue] = useState(() => toLocalInputValue(presets[1]?.value ?? new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = fromLocalInputValue(value);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemWith(value, Date.now());
    setProblem(found);
    if (found || !chosen) return;
    onSubmit(chosen.toISOString());
  };
  const choose = (next: string) => {
    setValue(next);
    setProblem(null);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Reschedule ${subject}`} size="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Group gap="xs" role="group" aria-label="Quick choices">
            {presets.map((preset) => {
              const presetValue = toLocalInputValue(preset.value);
              return (
                <Chip key={preset.label} size="xs" checked={presetValue === value} onChange={() => choose(presetValue)}>
                  {preset.label}
                </Chip>
              );
            })}
          </Group>
          <TextInput
            type="datetime-local"
            label="New send time"
            description={`In your time zone (${browserTimeZone()}). Sending windows and daily limits still apply.`}
            value={value}
            min={toLocalInputValue(new Date())}
            onChange={(event) => choose(event.currentTarget.value)}
            error={problem}
            required
            data-autofocus
          />
          {chosen && !problem ? (
            <Text size="xs" c="dimmed" aria-live="polite">
              {count === 1 ? 'Goes out' : 'They go out'} {formatDueFull(chosen.toISOString())}
            </Text>
          ) : null}
          {error ? (
            <Alert color="red" variant="light" role="alert" title="Not rescheduled">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              {count === 1 ? 'Reschedule email' : `Reschedule ${count} emails`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
