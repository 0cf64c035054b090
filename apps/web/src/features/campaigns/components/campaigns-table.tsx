import type { CampaignResultsItem, CampaignSummary } from '@leadpilot/contracts';
import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/format/format-date.ts';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
import type { CampaignAction } from '../hooks/use-campaign-actions.ts';
import { CampaignActionsMenu } from './campaign-actions-menu.tsx';
import { CampaignStatusBadge } from './campaign-status-badge.tsx';

/** A campaign's headline figures, when the results are known. */
type CampaignFigures = Pick<CampaignResultsItem['figures'], 'sent' | 'replies' | 'meetings'>;

interface CampaignsTableProps {
  /** Null while the first page loads. */
  campaigns: CampaignSummary[] | null;
  isFetching: boolean;
  /** Mailbox addresses by id. */
  mailboxEmails: Map<string, string>;
  figures: Map<string, CampaignFigures>;
  onAction: (campaign: CampaignSummary, action: CampaignAction) => void;
}

function figure(value: number | undefined) {
  return value === undefined ? '—' : value.toLocaleString();
}

/** Campaigns with their state, owner, mailboxes and results; scrolls sideways on phones. */
export function CampaignsTable({ campaigns, isFetching, mailboxEmails, figures, onAction }: CampaignsTableProps) {
  return (
    <Table.ScrollContainer minWidth={880} type="native" tabIndex={0} role="region" aria-label="Campaigns table">
      <Table
        aria-label="Campaigns"
        aria-busy={campaigns === null || isFetching}
        style={{ opacity: campaigns !== null && isFetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Campaign</Table.Th>
            <Table.Th w={110}>Status</Table.Th>
            <Table.Th w={220}>Owner and mailboxes</Table.Th>
            <Table.Th w={90} ta="right">
              Prospects
            </Table.Th>
            <Table.Th w={70} ta="right">
              Sent
            </Table.Th>
            <Table.Th w={80} ta="right">
              Replies
            </Table.Th>
            <Table.Th w={90} ta="right">
              Meetings
            </Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns === null ? (
            <TableSkeleton columns={8} rows={6} />
          ) : (
            campaigns.map((campaign) => {
              const results = figures.get(campaign.id);
              const emails = campaign.mailboxIds.map((id) => mailboxEmails.get(id) ?? 'Mailbox');
              return (
                <Table.Tr key={campaign.id}>
                  <Table.Td>
                    <Stack gap={2} miw={0}>
                      <Anchor
                        component={Link}
                        to={`/campaigns/${campaign.id}`}
                        fw={600}
                        size="sm"
                        lineClamp={2}
                        title={campaign.name}
                      >
                        {campaign.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {campaign.stepCount} {campaign.stepCount === 1 ? 'step' : 'steps'} · updated{' '}
                        <time dateTime={campaign.updatedAt} title={formatDateTime(campaign.updatedAt)}>
                          {formatDate(campaign.updatedAt)}
                        </time>
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <CampaignStatusBadge status={campaign.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1}>
                      {campaign.ownerName || '—'}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {emails.length === 0 ? 'No mailbox yet' : emails.join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{campaign.enrolled.toLocaleString()}</Table.Td>
                  <Table.Td ta="right">{figure(results?.sent)}</Table.Td>
                  <Table.Td ta="right">{figure(results?.replies)}</Table.Td>
                  <Table.Td ta="right">{figure(results?.meetings)}</Table.Td>
                  <Table.Td ta="right">
                    <CampaignActionsMenu
                      id={campaign.id}
                      name={campaign.name}
                      status={campaign.status}
                      onAction={(action) => onAction(campaign, action)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
