import { type AutopilotAction, autopilotActionStatusLabels } from '@leadpilot/contracts';
import { Anchor, Badge, Blockquote, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import type { Decision } from '../hooks/use-action-decisions.ts';
import { ActionWhy } from './action-why.tsx';
import { UndoCountdown } from './undo-countdown.tsx';

/** The badge colour of each status (the approval queue and the prospect's history). */
export const statusColors: Record<AutopilotAction['status'], string> = {
  pending: 'blue',
  escalated: 'orange',
  scheduled: 'teal',
  approved: 'teal',
  sending: 'teal',
  sent: 'green',
  rejected: 'gray',
  cancelled: 'gray',
  failed: 'red',
  recorded: 'gray',
};

const waitsForPerson = (status: AutopilotAction['status']) =>
  status === 'pending' || status === 'escalated' || status === 'failed';

/**
 * One autopilot action: who replied and what, what the autopilot wrote (or why it left it to a
 * person), why, and what a person can do with it now.
 */
/** When the action started: the reply's arrival, else (a step of the sequence) when it was drafted. */
const whenOf = (action: AutopilotAction) => action.reply?.receivedAt ?? action.createdAt;

export function ActionCard({
  action,
  isBusy,
  canAct,
  onDecide,
  onEdit,
}: {
  action: AutopilotAction;
  isBusy: boolean;
  canAct: boolean;
  onDecide: (decision: Decision) => void;
  onEdit: (action: AutopilotAction) => void;
}) {
  const headingId = useId();
  const hasDraft = action.bodyText.trim() !== '';
  return (
    <Card component="article" aria-labelledby={headingId} withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} fz="h5" id={headingId}>
              {action.prospect.name || action.prospect.email}
            </Title>
            <Text size="xs" c="dimmed">
              {action.prospect.email} ·{' '}
              <Anchor component={Link} to={`/campaigns/${action.campaignId}`} size="xs">
                {action.campaignName}
              </Anchor>{' '}
              · <time dateTime={whenOf(action)}>{formatDateTime(whenOf(action))}</time>
            </Text>
          </Stack>
          <Badge color={statusColors[action.status]} variant="light">
            {autopilotActionStatusLabels[action.status]}
          </Badge>
        </Group>
        {action.reply ? (
          <Blockquote p="xs" fz="sm" aria-label="Their reply">
            {action.reply.text || action.reply.subject}
          </Blockquote>
        ) : (
          <Text size="sm" c="dimmed">
            Step {action.stepNumber ?? 1} of the sequence, written for them: it is sent once approved.
          </Text>
        )}
        {hasDraft ? (
          <Stack gap={4}>
            <Text size="xs" fw={600} c="dimmed">
              {action.status === 'sent' ? 'Sent' : action.reply ? 'The answer' : 'The email'}: {action.subject}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} aria-label="The answer">
              {action.bodyText}
            </Text>
          </Stack>
        ) : null}
        <ActionWhy action={action} />
        {action.statusReason ? (
          <Text size="xs" c="dimmed">
            {action.statusReason}
            {action.decidedByName ? ` (${action.decidedByName})` : ''}
          </Text>
        ) : null}
        {canAct && action.status === 'scheduled' && action.sendAt ? (
          <UndoCountdown
            sendAt={action.sendAt}
            isBusy={isBusy}
            onUndo={() => onDecide({ kind: 'undo', id: action.id })}
          />
        ) : null}
        {canAct && waitsForPerson(action.status) ? (
          <Group gap="xs">
            {hasDraft ? (
              <Button
                size="xs"
                leftSection={<IconCheck size={14} aria-hidden />}
                loading={isBusy}
                onClick={() => onDecide({ kind: 'approve', id: action.id })}
              >
                Approve
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              disabled={isBusy}
              onClick={() => onEdit(action)}
            >
              {hasDraft ? 'Edit' : 'Write an answer'}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconX size={14} aria-hidden />}
              disabled={isBusy}
              onClick={() => onDecide({ kind: 'reject', id: action.id })}
            >
              {action.status === 'escalated' ? 'Dismiss' : 'Reject'}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
