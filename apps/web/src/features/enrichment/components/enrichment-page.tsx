import { Card, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import { useListEnrichmentFilesQuery } from '../api/enrichment-api.ts';
import { isInProgress } from '../hooks/file-progress.ts';
import { FilesTable } from './files-table.tsx';
import { UploadCard } from './upload-card.tsx';

const perPage = 10;

/**
 * /enrichment: upload a list to enrich, and the organisation's files with their live progress
 * (refreshed every few seconds while one runs).
 */
export function EnrichmentPage() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') === 'ai' ? 'ai' : 'normal';
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [isPolling, setPolling] = useState(false);
  const files = useListEnrichmentFilesQuery(
    { kind, page, perPage, ...(q ? { q } : {}) },
    { pollingInterval: isPolling ? 3_000 : 0 },
  );
  const running = (files.data?.data ?? []).some(isInProgress);
  if (running !== isPolling) setPolling(running);

  const isEmpty = files.data && files.data.total === 0;
  return (
    <Stack gap="xl">
      <PageHeader
        title="Enrichment"
        description="Upload a spreadsheet of prospects: we match each row to our records and add verified work emails, phone numbers and company facts. You pay only for the contacts found, once per person."
      />
      <SegmentedControl
        aria-label="Kind of enrichment"
        value={kind}
        onChange={(value) => {
          setPage(1);
          setParams(value === 'ai' ? { kind: 'ai' } : {}, { replace: true });
        }}
        data={[
          { value: 'normal', label: 'Contacts and company facts' },
          { value: 'ai', label: 'AI columns' },
        ]}
        maw={440}
      />
      {kind === 'ai' ? (
        <Text size="sm" c="dimmed" mt={-16}>
          Add columns the AI writer fills for every row (a likely pain point, a first line for the email, why now), from
          the row and our records only. One credit a cell written; contacts found are charged as usual.
        </Text>
      ) : null}
      <UploadCard key={kind} kind={kind} />
      <Stack gap="sm">
        <SearchInput
          label="Search files"
          placeholder="File name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={360}
        />
        {files.isError && !files.data ? (
          <QueryErrorState message={errorMessageOf(files.error)} onRetry={() => void files.refetch()} />
        ) : isEmpty ? (
          <Card>
            <ListEmptyState
              icon={IconFileSpreadsheet}
              title={q ? 'No file by that name' : 'No files yet'}
              text={
                q
                  ? 'Try another part of the file’s name.'
                  : 'Upload your first list above: an event’s attendees, a CRM export or a list you bought.'
              }
            />
          </Card>
        ) : (
          <Card padding={0}>
            <FilesTable files={files.data?.data ?? null} isLoading={files.isLoading} isFetching={files.isFetching} />
          </Card>
        )}
        <PaginationFooter
          page={page}
          perPage={perPage}
          total={files.data?.total ?? 0}
          onPageChange={setPage}
          noun="files"
        />
      </Stack>
    </Stack>
  );
}
