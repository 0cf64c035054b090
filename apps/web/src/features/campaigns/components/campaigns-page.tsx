import type { CampaignSummary } from '@leadpilot/contracts';
import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { ActionErrorAlert, ListBody } from '../../../shared/ui/list-body.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { useListCampaignResultsQuery } from '../api/campaign-results.ts';
import { useListCampaignMailboxesQuery } from '../api/campaign-sources.ts';
import { useListCampaignsQuery } from '../api/list-campaigns.ts';
import { type CampaignAction, useCampaignActions } from '../hooks/use-campaign-actions.ts';
import { CampaignsEmptyState } from './campaigns-empty-state.tsx';
import { type CampaignFilterValues, CampaignsFilters, noCampaignFilters } from './campaigns-filters.tsx';
import { CampaignsTable } from './campaigns-table.tsx';
import { DeleteCampaignModal } from './delete-campaign-modal.tsx';

const perPage = 20;

/** The campaigns list: filters, search, paging, each campaign's state and results, and its actions. */
export function CampaignsPage() {
  const [filters, setFilters] = useState<CampaignFilterValues>(noCampaignFilters);
  const [debouncedSearch] = useDebouncedValue(filters.search.trim(), 300);
  const filterKey = [debouncedSearch, filters.status, filters.ownerUserId, filters.mailboxId].join('\n');
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [deleting, setDeleting] = useState<{ campaign: CampaignSummary; opened: boolean } | null>(null);
  const actions = useCampaignActions();

  const query = {
    q: debouncedSearch || undefined,
    status: filters.status ?? undefined,
    ownerUserId: filters.ownerUserId ?? undefined,
    mailboxId: filters.mailboxId ?? undefined,
    page,
    perPage,
  };
  const campaigns = useListCampaignsQuery(query);
  // The same page's results (sent, replies, meetings); the list shows without them while they load or fail.
  const results = useListCampaignResultsQuery(query);
  const figures = useMemo(
    () => new Map((results.data?.data ?? []).map((item) => [item.id, item.figures])),
    [results.data],
  );
  const mailboxes = useListCampaignMailboxesQuery();
  const mailboxEmails = useMemo(
    () => new Map((mailboxes.data ?? []).map((mailbox) => [mailbox.id, mailbox.email])),
    [mailboxes.data],
  );
  const isFiltered = filterKey !== ['', null, null, null].join('\n');

  const handleAction = (campaign: CampaignSummary, action: CampaignAction) => {
    if (action === 'delete') {
      actions.clearError();
      setDeleting({ campaign, opened: true });
      return;
    }
    void actions.run(action, campaign.id);
  };
  const closeDelete = () => setDeleting((current) => (current ? { ...current, opened: false } : null));
  const confirmDelete = async () => {
    if (deleting && (await actions.run('delete', deleting.campaign.id))) closeDelete();
  };

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <CampaignsFilters values={filters} onChange={setFilters} />
        <ActionErrorAlert message={deleting?.opened ? null : actions.error} onDismiss={actions.clearError} />
        <ListBody
          query={campaigns}
          empty={<CampaignsEmptyState isFiltered={isFiltered} onClearFilters={() => setFilters(noCampaignFilters)} />}
        >
          <CampaignsTable
            campaigns={campaigns.data?.data ?? null}
            isFetching={campaigns.isFetching}
            mailboxEmails={mailboxEmails}
            figures={figures}
            onAction={handleAction}
          />
        </ListBody>
        <PaginationFooter
          page={page}
          perPage={perPage}
          total={campaigns.data?.total ?? 0}
          onPageChange={(next) => setPaging({ filterKey, page: next })}
          noun="campaigns"
        />
      </Stack>
      {deleting ? (
        <DeleteCampaignModal
          key={deleting.campaign.id}
          name={deleting.campaign.name}
          opened={deleting.opened}
          isDeleting={actions.isBusy}
          error={actions.error}
          onConfirm={() => void confirmDelete()}
          onClose={closeDelete}
        />
      ) : null}
    </Stack>
  );
}
