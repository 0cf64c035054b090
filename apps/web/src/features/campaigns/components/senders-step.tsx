import { Alert, Anchor, Badge, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListCampaignMailboxesQuery } from '../api/campaign-sources.ts';

const statusColors = { active: 'green', broken: 'red', deactivated: 'gray' } as const;
const statusLabels = { active: 'Active', broken: 'Broken', deactivated: 'Deactivated' } as const;

/** The organisation's mailboxes that may send; a broken or deactivated one cannot be chosen, and says why. */
export function SendersStep({ mailboxIds, onChange }: { mailboxIds: string[]; onChange: (ids: string[]) => void }) {
  const mailboxes = useListCampaignMailboxesQuery();
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...mailboxIds, id] : mailboxIds.filter((each) => each !== id));
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        Senders
      </Title>
      <Text size="sm" c="dimmed">
        Sends rotate among the chosen healthy mailboxes; each prospect’s thread keeps one sender.
      </Text>
      {mailboxes.isError && !mailboxes.data ? (
        <QueryErrorState message={errorMessageOf(mailboxes.error)} onRetry={() => void mailboxes.refetch()} />
      ) : !mailboxes.data ? (
        <Stack gap="xs" aria-busy aria-label="Loading the mailboxes" role="status">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : mailboxes.data.length === 0 ? (
        <Alert color="yellow" variant="light">
          No mailbox is connected yet.{' '}
          <Anchor component={Link} to="/mailboxes">
            Connect a mailbox
          </Anchor>{' '}
          to send this campaign.
        </Alert>
      ) : (
        <Stack gap="sm" role="group" aria-label="Sending mailboxes">
          {mailboxes.data.map((mailbox) => {
            const isUsable = mailbox.status === 'active';
            return (
              <Group key={mailbox.id} justify="space-between" wrap="nowrap" align="flex-start">
                <Checkbox
                  label={mailbox.senderName ? `${mailbox.senderName} <${mailbox.email}>` : mailbox.email}
                  description={
                    isUsable
                      ? `Daily limit ${mailbox.dailyLimit}`
                      : mailbox.statusReason || statusLabels[mailbox.status]
                  }
                  checked={mailboxIds.includes(mailbox.id)}
                  disabled={!isUsable && !mailboxIds.includes(mailbox.id)}
                  onChange={(event) => toggle(mailbox.id, event.currentTarget.checked)}
                />
                <Badge variant="light" color={statusColors[mailbox.status]} tt="none">
                  {statusLabels[mailbox.status]}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
