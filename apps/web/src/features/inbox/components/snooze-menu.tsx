import { Alert, Button, Group, Menu, Modal, Stack, TextInput } from '@mantine/core';
import { IconCalendar, IconClockPause, IconClockPlay } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { formatFullDate } from './inbox-labels.tsx';
import { fromLocalInputValue, snoozePresets, toLocalInputValue } from './snooze-times.ts';

interface SnoozeMenuProps {
  isSnoozed: boolean;
  isSaving: boolean;
  /** The server's refusal of the last snooze. */
  error: string | null;
  /** An ISO instant, or null to show the message again now. Answers whether it worked. */
  onSnooze: (until: string | null) => Promise<boolean>;
}

/** Snooze: later today, tomorrow, next week or a chosen date; "Unsnooze" for a snoozed message. */
export function SnoozeMenu({ isSnoozed, isSaving, error, onSnooze }: SnoozeMenuProps) {
  const [isPicking, setIsPicking] = useState(false);
  const presets = snoozePresets(new Date());
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="default" size="sm" loading={isSaving} leftSection={<IconClockPause size={16} aria-hidden />}>
            Snooze
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {presets.map((preset) => (
            <Menu.Item
              key={preset.key}
              onClick={() => void onSnooze(preset.until.toISOString())}
              rightSection={
                <span style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
                  {formatFullDate(preset.until.toISOString())}
                </span>
              }
            >
              {preset.label}
            </Menu.Item>
          ))}
          <Menu.Item leftSection={<IconCalendar size={14} aria-hidden />} onClick={() => setIsPicking(true)}>
            Pick a date…
          </Menu.Item>
          {isSnoozed ? (
            <>
              <Menu.Divider />
              <Menu.Item leftSection={<IconClockPlay size={14} aria-hidden />} onClick={() => void onSnooze(null)}>
                Unsnooze now
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={isPicking} onClose={() => setIsPicking(false)} title="Snooze until" size="sm">
        {isPicking ? (
          <PickSnoozeTime
            error={error}
            isSaving={isSaving}
            onCancel={() => setIsPicking(false)}
            onSubmit={async (until) => {
              if (await onSnooze(until)) setIsPicking(false);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function PickSnoozeTime({
  error,
  isSaving,
  onCancel,
  onSubmit,
}: {
  error: string | null;
  isSaving: boolean;
  onCancel: () => void;
  onSubmit: (until: string) => void;
}) {
  const [value, setValue] = useState(() => toLocalInputValue(snoozePresets(new Date())[1]?.until ?? new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const date = fromLocalInputValue(value);
    const found = !date
      ? 'Choose a date and time.'
      : date.getTime() <= Date.now()
        ? 'Choose a time in the future.'
        : null;
    setProblem(found);
    if (date && !found) onSubmit(date.toISOString());
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          type="datetime-local"
          label="Show it again on"
          description="In your time zone. It leaves the open list until then."
          value={value}
          min={toLocalInputValue(new Date())}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          required
          data-autofocus
        />
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Not snoozed">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Snooze
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
