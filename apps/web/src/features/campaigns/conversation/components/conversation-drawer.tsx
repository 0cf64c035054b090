import type { Conversation, EmailDraft } from '@leadpilot/contracts';
import { Button, Divider, Drawer, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconMail } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { errorMessageOf } from '../../../../api/base-query.ts';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { useArchiveConversationMutation, useGetConversationQuery } from '../api/conversation-api.ts';
import { ComposeEmailModal } from './compose-email-modal.tsx';
import { ConversationDrafts } from './conversation-drafts.tsx';
import { ConversationHeader, prospectName } from './conversation-header.tsx';
import { ConversationTimeline } from './conversation-timeline.tsx';

/** The prospect a drawer opens on: their enrolment and the name the table shows. */
export interface ConversationProspect {
  enrolmentId: string;
  name: string;
}

/**
 * The prospect's autopilot actions, given by the route that composes the campaign page (the
 * autopilot is another feature): the drawer shows them in its "Autopilot" section.
 */
export type ProspectAutopilotView = (enrolmentId: string) => ReactNode;

interface ConversationDrawerProps {
  campaignId: string;
  /** Null while the drawer is closed. */
  prospect: ConversationProspect | null;
  onClose: () => void;
  /** Only for a campaign on the autopilot: without it the drawer has no "Autopilot" section. */
  autopilotActions?: ProspectAutopilotView;
}

/** A right-hand drawer (the whole width on a phone) with one prospect's conversation in the campaign. */
export function ConversationDrawer({ campaignId, prospect, onClose, autopilotActions }: ConversationDrawerProps) {
  return (
    <Drawer
      opened={prospect !== null}
      onClose={onClose}
      position="right"
      size="min(100%, 640px)"
      closeButtonProps={{ 'aria-label': 'Close the conversation' }}
      title={prospect ? `Conversation with ${prospect.name}` : 'Conversation'}
    >
      {prospect ? (
        <ConversationPanel
          campaignId={campaignId}
          enrolmentId={prospect.enrolmentId}
          autopilotActions={autopilotActions}
        />
      ) : null}
    </Drawer>
  );
}

function ConversationSkeleton() {
  return (
    <Stack gap="md" aria-busy aria-label="Loading the conversation" role="status">
      <Skeleton height={28} width="50%" />
      <Skeleton height={16} width="70%" />
      <Skeleton height={32} />
      <Skeleton height={180} />
    </Stack>
  );
}

/** The mailbox the prospect last heard from (the newest ledger row with one). */
function lastMailboxOf(conversation: Conversation): string | null {
  const withMailbox = conversation.messages.filter((message) => message.mailboxId && message.state === 'sent');
  return withMailbox.at(-1)?.mailboxId ?? null;
}

interface ConversationPanelProps {
  campaignId: string;
  enrolmentId: string;
  autopilotActions: ProspectAutopilotView | undefined;
}

function ConversationPanel({ campaignId, enrolmentId, autopilotActions }: ConversationPanelProps) {
  const conversation = useGetConversationQuery(enrolmentId);
  const autopilotHeadingId = useId();
  const [archive, archiveState] = useArchiveConversationMutation();
  /** The compose window: closed (null), a new email (draft null) or a saved draft. */
  const [composing, setComposing] = useState<{ draft: EmailDraft | null } | null>(null);

  if (conversation.isError && !conversation.data) {
    return <QueryErrorState message={errorMessageOf(conversation.error)} onRetry={() => void conversation.refetch()} />;
  }
  if (!conversation.data) return <ConversationSkeleton />;
  const data = conversation.data;

  return (
    <Stack gap="md">
      <ConversationHeader conversation={data} />
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconMail size={16} aria-hidden />} onClick={() => setComposing({ draft: null })}>
          Write email
        </Button>
        <Button
          variant="default"
          leftSection={data.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
          loading={archiveState.isLoading}
          // The toast says how it went; a refusal leaves the conversation as it was.
          onClick={() =>
            void archive({ enrolmentId, archived: !data.archived })
              .unwrap()
              .catch(() => undefined)
          }
        >
          {data.archived ? 'Bring back' : 'Archive conversation'}
        </Button>
      </Group>
      <ConversationDrafts drafts={data.drafts} onOpen={(draft) => setComposing({ draft })} />
      <Divider />
      <ConversationTimeline conversation={data} />
      {autopilotActions ? (
        <>
          <Divider />
          <Stack component="section" gap="sm" aria-labelledby={autopilotHeadingId}>
            <Title order={3} fz="h5" id={autopilotHeadingId}>
              Autopilot
            </Title>
            {autopilotActions(enrolmentId)}
          </Stack>
        </>
      ) : null}
      <ComposeEmailModal
        opened={composing !== null}
        draft={composing?.draft ?? null}
        onClose={() => setComposing(null)}
        campaignId={campaignId}
        enrolmentId={enrolmentId}
        recipient={`${prospectName(data.prospect)} <${data.prospect.email}>`}
        lastMailboxId={lastMailboxOf(data)}
      />
    </Stack>
  );
}
