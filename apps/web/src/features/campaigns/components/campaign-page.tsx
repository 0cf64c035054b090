import { Alert, Button, Card, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { errorStatusOf } from '../../../api/server-errors.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useGetCampaignResultsQuery } from '../api/campaign-results.ts';
import { downloadCampaignSummary } from '../api/download-campaign-summary.ts';
import { useGetCampaignQuery } from '../api/get-campaign.ts';
import {
  ConversationDrawer,
  type ConversationProspect,
  type ProspectAutopilotView,
} from '../conversation/components/conversation-drawer.tsx';
import { useProspectActions } from '../hooks/use-prospect-actions.ts';
import { CampaignNotFound, CampaignSkeleton } from './campaign-builder-page.tsx';
import { CampaignFiguresGrid } from './campaign-figures.tsx';
import { CampaignFunnel } from './campaign-funnel.tsx';
import { CampaignHeader } from './campaign-header.tsx';
import { CampaignProspectsTable } from './campaign-prospects-table.tsx';
import { SendsPerDay } from './sends-per-day.tsx';

const perPage = 25;

interface CampaignPageProps {
  campaignId: string;
  /** A prospect's autopilot actions, shown in their conversation while the campaign is on the autopilot. */
  autopilotActions?: ProspectAutopilotView;
}

/** /campaigns/:id: the campaign's state and actions, its figures, its prospects and its history. */
export function CampaignPage({ campaignId, autopilotActions }: CampaignPageProps) {
  const campaign = useGetCampaignQuery(campaignId);
  const [page, setPage] = useState(1);
  const results = useGetCampaignResultsQuery({ id: campaignId, page, perPage });
  const prospectActions = useProspectActions(campaignId);
  const [openProspect, setOpenProspect] = useState<ConversationProspect | null>(null);

  if (campaign.isError && !campaign.data) {
    if (errorStatusOf(campaign.error) === 404) return <CampaignNotFound />;
    return <QueryErrorState message={errorMessageOf(campaign.error)} onRetry={() => void campaign.refetch()} />;
  }
  if (!campaign.data) return <CampaignSkeleton label="Loading the campaign" />;
  const detail = campaign.data;
  const isArchived = detail.status === 'archived' || detail.status === 'autopilot_archived';

  return (
    <Stack gap="xl">
      <CampaignHeader campaign={detail} />
      <CampaignFiguresGrid campaign={detail} figures={results.data?.figures ?? null} />
      {results.data ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <SectionCard title="Sent per day">
            <SendsPerDay days={results.data.sendsPerDay} />
          </SectionCard>
          <SectionCard title="Funnel">
            <CampaignFunnel rows={results.data.funnel} />
          </SectionCard>
        </SimpleGrid>
      ) : null}
      <SectionCard
        title="Prospects"
        aside={
          detail.status === 'draft' ? null : (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => void downloadCampaignSummary(detail)}
            >
              Download CSV
            </Button>
          )
        }
      >
        {prospectActions.error ? (
          <Alert color="red" variant="light" role="alert">
            {prospectActions.error}
          </Alert>
        ) : null}
        {results.isError && !results.data ? (
          <QueryErrorState message={errorMessageOf(results.error)} onRetry={() => void results.refetch()} />
        ) : results.data && results.data.prospects.total === 0 ? (
          <Text size="sm" c="dimmed">
            {detail.status === 'draft'
              ? 'Prospects are enrolled when the campaign is launched.'
              : 'No prospect is enrolled in this campaign.'}
          </Text>
        ) : (
          <Card padding={0} withBorder>
            <CampaignProspectsTable
              prospects={results.data?.prospects.data ?? null}
              canAct={!isArchived}
              busyId={prospectActions.busyId}
              onAction={(action, prospect) => void prospectActions.run(action, prospect)}
              onOpen={(prospect) =>
                setOpenProspect({ enrolmentId: prospect.enrolmentId, name: prospect.name || prospect.email })
              }
            />
          </Card>
        )}
        <PaginationFooter
          page={page}
          perPage={perPage}
          total={results.data?.prospects.total ?? 0}
          onPageChange={setPage}
          noun="prospects"
        />
      </SectionCard>
      <SectionCard title="History">
        {detail.transitions.length === 0 ? (
          <Text size="sm" c="dimmed">
            Still a draft: nothing has happened yet.
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} active={detail.transitions.length}>
            {detail.transitions.map((transition) => (
              <Timeline.Item key={`${transition.at}-${transition.toStatus}`} title={transition.reason}>
                <Text size="xs" c="dimmed">
                  {transition.actorName || 'Leadpilot'} ·{' '}
                  <time dateTime={transition.at}>{formatDateTime(transition.at)}</time>
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </SectionCard>
      <ConversationDrawer
        campaignId={campaignId}
        prospect={openProspect}
        onClose={() => setOpenProspect(null)}
        autopilotActions={detail.autopilot ? autopilotActions : undefined}
      />
    </Stack>
  );
}
