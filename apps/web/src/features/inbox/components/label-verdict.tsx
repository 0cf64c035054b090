import { type InboxLabel, type InboxMessageDetail, inboxLabelNames, inboxLabels } from '@leadpilot/contracts';
import { Badge, Button, Group, List, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconRotate } from '@tabler/icons-react';
import { formatFullDate, labelColors } from './inbox-labels.tsx';

type Message = InboxMessageDetail['message'];

const kindSentences = {
  bounce: 'A delivery report: the email did not reach them.',
  auto_reply: 'An automatic reply.',
  reply: 'A reply written by a person.',
} as const;

/** What a message without a label is: an out-of-office, another automatic reply, a delivery report. */
function unlabelledName(message: Message): string {
  if (message.kind === 'auto_reply') return message.outOfOffice ? 'Out of office' : 'Automatic reply';
  if (message.kind === 'bounce') return message.bounceKind === 'hard' ? 'Bounce' : 'Delivery problem';
  return 'No label';
}

interface LabelVerdictProps {
  message: Message;
  isSaving: boolean;
  onOverride: (label: InboxLabel | null) => void;
}

/** The label in force with the classifier's confidence and the phrases that decided it ("why"), and the override menu. */
export function LabelVerdict({ message, isSaving, onOverride }: LabelVerdictProps) {
  const confidence = message.confidence === null ? null : Math.round(message.confidence * 100);
  return (
    <Stack gap="xs" component="section" aria-label="Label">
      <Group gap="sm" wrap="wrap">
        {message.label ? (
          <Badge size="lg" variant="light" color={labelColors[message.label]}>
            {inboxLabelNames[message.label]}
          </Badge>
        ) : (
          <Badge size="lg" variant="outline" color="gray">
            {unlabelledName(message)}
          </Badge>
        )}
        {message.labelOverride ? (
          <Text size="xs" c="dimmed">
            Set by {message.override?.by ?? 'a teammate'}
            {message.override ? ` on ${formatFullDate(message.override.at)}` : ''}
            {message.classifierLabel ? ` (the classifier said ${inboxLabelNames[message.classifierLabel]})` : ''}
          </Text>
        ) : confidence !== null ? (
          <Text size="xs" c="dimmed">
            Classifier, {confidence}% sure
          </Text>
        ) : null}
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="compact-sm"
              variant="default"
              loading={isSaving}
              rightSection={<IconChevronDown size={14} aria-hidden />}
            >
              Change label
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {inboxLabels.map((label) => (
              <Menu.Item
                key={label}
                onClick={() => onOverride(label)}
                leftSection={
                  message.label === label ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />
                }
              >
                {inboxLabelNames[label]}
              </Menu.Item>
            ))}
            {message.labelOverride ? (
              <>
                <Menu.Divider />
                <Menu.Item leftSection={<IconRotate size={14} aria-hidden />} onClick={() => onOverride(null)}>
                  Use the classifier’s label
                </Menu.Item>
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Text size="xs" c="dimmed">
        {message.kind ? kindSentences[message.kind] : 'The classifier could not read this message.'}
        {message.outOfOffice && message.returnDate ? ` Back on ${message.returnDate}.` : ''}
      </Text>
      {message.evidence.length > 0 && !message.labelOverride ? (
        <div>
          <Text size="xs" fw={600}>
            Why
          </Text>
          <List size="xs" spacing={2} aria-label="Why this label">
            {message.evidence.map((phrase) => (
              <List.Item key={phrase}>“{phrase}”</List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}
