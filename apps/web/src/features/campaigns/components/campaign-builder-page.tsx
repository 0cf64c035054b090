import { Skeleton, Stack } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useGetOrganisationQuery } from '../../../api/endpoints/get-organisation.ts';
import { errorStatusOf } from '../../../api/server-errors.ts';
import { CenteredState } from '../../../shared/ui/centered-state.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useGetCampaignQuery } from '../api/get-campaign.ts';
import { draftFromDetail, newDraft } from '../hooks/builder-draft.ts';
import { CampaignBuilder } from './campaign-builder.tsx';

/** Placeholder while a campaign loads. */
export function CampaignSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy aria-label={label} role="status">
      <Skeleton height={32} width="40%" />
      <Skeleton height={48} />
      <Skeleton height={220} />
    </Stack>
  );
}

export function CampaignNotFound() {
  return (
    <CenteredState
      icon={<IconFileUnknown size={36} />}
      title="Campaign not found"
      description="It may have been deleted, or this address does not lead to a campaign."
      actionTo="/campaigns"
      actionLabel="Back to campaigns"
    />
  );
}

/** /campaigns/new and /campaigns/:id/edit: the builder, on a new draft or a saved campaign. */
export function CampaignBuilderPage({ campaignId }: { campaignId: string | null }) {
  const campaign = useGetCampaignQuery(campaignId ?? '', { skip: campaignId === null });
  const organisation = useGetOrganisationQuery(undefined, { skip: campaignId !== null });
  // `?listId=` (from an enrichment's saved list): the new campaign's audience starts as that list.
  const [params] = useSearchParams();
  if (campaignId === null) {
    if (organisation.isLoading) return <CampaignSkeleton label="Loading the builder" />;
    const listIds = params.getAll('listId').filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    return <CampaignBuilder initial={newDraft(organisation.data?.timeZone ?? null, listIds)} status="draft" />;
  }
  if (campaign.isError && !campaign.data) {
    if (errorStatusOf(campaign.error) === 404) return <CampaignNotFound />;
    return <QueryErrorState message={errorMessageOf(campaign.error)} onRetry={() => void campaign.refetch()} />;
  }
  if (!campaign.data) return <CampaignSkeleton label="Loading the campaign" />;
  return <CampaignBuilder initial={draftFromDetail(campaign.data)} status={campaign.data.status} />;
}
