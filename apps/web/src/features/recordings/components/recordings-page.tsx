import type { Recording } from '@leadpilot/contracts';
import { Card, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMicrophone } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SearchInput } from '../../../shared/ui/search-input.tsx';
import { useListRecordingsQuery } from '../api/recordings-api.ts';
import { DeleteRecordingModal } from './delete-recording-modal.tsx';
import { RecordingsTable } from './recordings-table.tsx';
import { UploadRecordingCard } from './upload-recording-card.tsx';

const perPage = 20;

/** /audio: upload a call, then find it with its status and summary. */
export function RecordingsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const q = debounced.trim() || undefined;
  const [polling, setPolling] = useState(false);
  // While a recording is being transcribed, the list looks again every few seconds.
  const recordings = useListRecordingsQuery({ q, page, perPage }, { pollingInterval: polling ? 5000 : 0 });
  const busy = recordings.data?.data.some((recording) => recording.status === 'transcribing') ?? false;
  if (busy !== polling) setPolling(busy);
  const canManage = useAppAbility().can('manage', 'Audio');
  const [toDelete, setToDelete] = useState<Recording | null>(null);

  return (
    <Stack gap="xl">
      <PageHeader
        title="Call recordings"
        description="Upload a call with its prospect or meeting: it is transcribed and summarised into next steps, questions, objections, competitors and dates, each linked to its moment in the call."
      />
      <UploadRecordingCard onUploaded={() => void recordings.refetch()} />
      <Stack gap="md">
        <SearchInput
          aria-label="Search recordings"
          placeholder="Search by title, prospect or company"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={{ sm: 360 }}
        />
        {recordings.isError && !recordings.data ? (
          <QueryErrorState message={errorMessageOf(recordings.error)} onRetry={() => void recordings.refetch()} />
        ) : recordings.data && recordings.data.total === 0 ? (
          <Card>
            <ListEmptyState
              icon={IconMicrophone}
              title={q ? 'No recording matches' : 'No call recordings yet'}
              text={
                q
                  ? 'Try another word: the search looks at titles, file names, prospects and companies.'
                  : 'Upload your first call above to get its transcript and summary.'
              }
            />
          </Card>
        ) : (
          <>
            <Card padding={0}>
              <RecordingsTable
                recordings={recordings.data?.data ?? []}
                isLoading={recordings.isLoading}
                isFetching={recordings.isFetching}
                onDelete={canManage ? setToDelete : undefined}
              />
            </Card>
            {recordings.data ? (
              <PaginationFooter
                page={recordings.data.page}
                perPage={recordings.data.perPage}
                total={recordings.data.total}
                onPageChange={setPage}
                noun="recordings"
              />
            ) : null}
          </>
        )}
      </Stack>
      <DeleteRecordingModal
        recording={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => setToDelete(null)}
      />
    </Stack>
  );
}
