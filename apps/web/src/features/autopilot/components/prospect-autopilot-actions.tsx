import { type AutopilotAction, autopilotActionStatusLabels } from '@leadpilot/contracts';
import { Anchor, Badge, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListAutopilotActionsQuery } from '../api/autopilot-api.ts';
import { actionSummary, waitsInApprovals } from '../hooks/action-summary.ts';
import { statusColors } from './action-card.tsx';
import { ActionWhy } from './action-why.tsx';

const perPage = 20;

/** Newest first (the server's order; kept if a page ever comes otherwise). */
const newestFirst = (actions: readonly AutopilotAction[]) =>
  [...actions].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * One prospect's autopilot history, for the campaign's conversation drawer: what the autopilot did
 * with each of their replies in plain words, where it stands, when, and why (on demand). What still
 * waits for a person links to /approvals, where it is approved, answered or undone.
 */
export function ProspectAutopilotActions({ enrolmentId }: { enrolmentId: string }) {
  const [page, setPage] = useState(1);
  const actions = useListAutopilotActionsQuery({ queue: 'all', enrolmentId, page, perPage });

  if (actions.isError && !actions.data) {
    return <QueryErrorState message={errorMessageOf(actions.error)} onRetry={() => void actions.refetch()} />;
  }
  if (!actions.data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the autopilot’s actions" role="status">
        <Skeleton height={18} width="60%" />
        <Skeleton height={14} width="40%" />
        <Skeleton height={18} width="55%" />
        <Skeleton height={14} width="35%" />
      </Stack>
    );
  }
  if (actions.data.total === 0) {
    return (
      <Text size="sm" c="dimmed">
        The autopilot has not acted for this prospect yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Autopilot actions">
        {newestFirst(actions.data.data).map((action) => (
          <ProspectActionItem key={action.id} action={action} />
        ))}
      </Stack>
      <PaginationFooter
        page={page}
        perPage={perPage}
        total={actions.data.total}
        onPageChange={setPage}
        noun="actions"
      />
    </Stack>
  );
}

/** When it decided, and when the message left (a scheduled one's time is in its summary). */
function ActionTimes({ action }: { action: AutopilotAction }) {
  return (
    <Text size="xs" c="dimmed">
      <time dateTime={action.createdAt}>{formatDateTime(action.createdAt)}</time>
      {action.sentAt ? (
        <>
          {' · sent '}
          <time dateTime={action.sentAt}>{formatDateTime(action.sentAt)}</time>
        </>
      ) : null}
    </Text>
  );
}

function ProspectActionItem({ action }: { action: AutopilotAction }) {
  const [isWhyOpen, setWhyOpen] = useState(false);
  const summaryId = useId();
  const whyId = useId();
  const replyText = action.reply ? action.reply.text || action.reply.subject : '';
  const hasMessage = action.bodyText.trim() !== '';
  return (
    <Box component="li" aria-labelledby={summaryId}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} id={summaryId}>
            {actionSummary(action)}
          </Text>
          <Badge color={statusColors[action.status]} variant="light" style={{ flexShrink: 0 }}>
            {autopilotActionStatusLabels[action.status]}
          </Badge>
        </Group>
        <ActionTimes action={action} />
        {replyText ? (
          <Text size="xs" lineClamp={2}>
            Their reply: “{replyText}”
          </Text>
        ) : null}
        {hasMessage ? (
          <Text size="xs" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
            {action.status === 'sent' ? 'Sent' : 'Written'}: {action.subject ? `${action.subject} — ` : ''}
            {action.bodyText}
          </Text>
        ) : null}
        {action.statusReason ? (
          <Text size="xs" c="dimmed">
            {action.statusReason}
            {action.decidedByName ? ` (${action.decidedByName})` : ''}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={
              isWhyOpen ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />
            }
            aria-expanded={isWhyOpen}
            aria-controls={whyId}
            onClick={() => setWhyOpen((open) => !open)}
          >
            Why
          </Button>
          {waitsInApprovals(action) ? (
            <Anchor component={Link} to="/approvals" size="xs">
              {action.status === 'scheduled' ? 'Undo in Approvals' : 'Review in Approvals'}
            </Anchor>
          ) : null}
        </Group>
        <Box id={whyId} hidden={!isWhyOpen} pl="md">
          {isWhyOpen ? <ActionWhy action={action} withTitle={false} /> : null}
        </Box>
      </Stack>
    </Box>
  );
}
