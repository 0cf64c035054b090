import type { AutopilotAction } from '@leadpilot/contracts';
import { Card, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconInboxOff } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { ActionErrorAlert } from '../../../shared/ui/list-body.tsx';
import { ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListAutopilotActionsQuery } from '../api/autopilot-api.ts';
import { type Decision, useActionDecisions } from '../hooks/use-action-decisions.ts';
import { ActionCard } from './action-card.tsx';
import { EditAnswerModal } from './edit-answer-modal.tsx';
import { KillSwitchCard } from './kill-switch-card.tsx';

const perPage = 20;
type View = 'open' | 'all';

/**
 * /approvals: what the autopilot wrote and what it left for a person, newest first. Drafts wait for
 * approval (as written or edited), escalations for a person's answer, scheduled answers can be
 * undone until they leave; each shows why. The kill switch sits on top.
 */
export function ApprovalsPage() {
  const [view, setView] = useState<View>('open');
  const [page, setPage] = useState(1);
  const actions = useListAutopilotActionsQuery({ queue: view, page, perPage }, { pollingInterval: 30_000 });
  const decisions = useActionDecisions();
  const canAct = useAppAbility().can('manage', 'Campaigns');
  const [editing, setEditing] = useState<AutopilotAction | null>(null);

  const decide = (decision: Decision) => void decisions.run(decision);
  const approveEdited = async (edited: { subject: string; bodyHtml: string }) => {
    if (!editing) return;
    if (await decisions.run({ kind: 'approve', id: editing.id, ...edited })) setEditing(null);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Approvals"
        description="What the autopilot wrote, and the replies it left to a person. Approve, edit or reject each answer, or undo one before it leaves."
      />
      <KillSwitchCard />
      <SegmentedControl
        aria-label="Which actions to show"
        value={view}
        onChange={(value) => {
          setView(value === 'all' ? 'all' : 'open');
          setPage(1);
        }}
        data={[
          { value: 'open', label: 'Waiting' },
          { value: 'all', label: 'Everything' },
        ]}
        w={{ base: '100%', xs: 280 }}
      />
      <ActionErrorAlert message={editing ? null : decisions.error} onDismiss={decisions.clearError} />
      {actions.isError && !actions.data ? (
        <QueryErrorState message={errorMessageOf(actions.error)} onRetry={() => void actions.refetch()} />
      ) : !actions.data ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading the approval queue">
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      ) : actions.data.total === 0 ? (
        <Card>
          <ListEmptyState
            icon={IconInboxOff}
            title={view === 'open' ? 'Nothing waits for you' : 'The autopilot has not acted yet'}
            text={
              view === 'open'
                ? 'Drafts to approve, replies for a person and answers you can still undo show here.'
                : 'Every reply to a campaign on the autopilot shows here with what the autopilot did and why.'
            }
          />
        </Card>
      ) : (
        <Stack gap="md" aria-label="Autopilot actions">
          {actions.data.data.map((action) => (
            <ActionCard
              key={action.id}
              action={action}
              canAct={canAct}
              isBusy={decisions.busyId === action.id}
              onDecide={decide}
              onEdit={(chosen) => {
                decisions.clearError();
                setEditing(chosen);
              }}
            />
          ))}
        </Stack>
      )}
      <PaginationFooter
        page={page}
        perPage={perPage}
        total={actions.data?.total ?? 0}
        onPageChange={setPage}
        noun="actions"
      />
      <EditAnswerModal
        action={editing}
        isBusy={decisions.busyId !== null}
        error={editing ? decisions.error : null}
        onApprove={(edited) => void approveEdited(edited)}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
