import type { UpcomingEmail } from '@leadpilot/contracts';
import { Anchor, Checkbox, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { UpcomingAction } from '../hooks/use-upcoming-actions.ts';
import { UpcomingDueTime } from './upcoming-due-time.tsx';
import { UpcomingEmailActionsMenu } from './upcoming-email-actions-menu.tsx';

/** "Step 2 · B": the step's number from 1, with the variant when one is chosen. */
export function stepLabel(email: Pick<UpcomingEmail, 'stepPosition' | 'variantLabel'>): string {
  const step = `Step ${email.stepPosition + 1}`;
  return email.variantLabel ? `${step} · ${email.variantLabel}` : step;
}

/** Who the email goes to and which step it is, for accessible names: "Ada Lovelace, step 2". */
export function emailLabel(email: UpcomingEmail): string {
  return `${email.name || email.email}, step ${email.stepPosition + 1}`;
}

interface UpcomingEmailRowProps {
  email: UpcomingEmail;
  isSelected: boolean;
  /** An action on the queue is on its way: the row's menu waits. */
  isBusy: boolean;
  now: number;
  onToggle: (id: string) => void;
  onAction: (email: UpcomingEmail, action: UpcomingAction) => void;
}

/** One scheduled email: prospect, campaign and step, subject and mailbox, due time, and its actions. */
export function UpcomingEmailRow({ email, isSelected, isBusy, now, onToggle, onAction }: UpcomingEmailRowProps) {
  const label = emailLabel(email);
  return (
    <Table.Tr bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Select the email to ${label}`}
          checked={isSelected}
          onChange={() => onToggle(email.ledgerId)}
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} lineClamp={1}>
            {email.name || email.email}
          </Text>
          {email.name ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {email.email}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={`/campaigns/${email.campaignId}`} size="sm" lineClamp={1}>
            {email.campaignName}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {stepLabel(email)}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} miw={0}>
          {email.subject ? (
            <Text size="sm" lineClamp={1} title={email.subject}>
              {email.subject}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Subject chosen when sent
            </Text>
          )}
          <Text size="xs" c="dimmed" lineClamp={1} title={email.mailboxEmail ?? undefined}>
            {email.mailboxEmail ? `From ${email.mailboxEmail}` : 'Mailbox chosen when sent'}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <UpcomingDueTime dueAt={email.dueAt} deferred={email.deferred} reason={email.reason} now={now} />
      </Table.Td>
      <Table.Td ta="right">
        <UpcomingEmailActionsMenu label={label} disabled={isBusy} onAction={(action) => onAction(email, action)} />
      </Table.Td>
    </Table.Tr>
  );
}
