import type { EnrichmentFile } from '@leadpilot/contracts';
import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListParams } from '../../../shared/hooks/use-list-params.ts';
import { ListBody } from '../../../shared/ui/list-body.tsx';
import { ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { useListAdminEnrichmentFilesQuery } from '../api/admin-enrichment.ts';
import { type AdminEnrichmentAction, AdminEnrichmentTable } from './admin-enrichment-table.tsx';
import { CorrectFileModal } from './correct-file-modal.tsx';
import { MoveStageModal } from './move-stage-modal.tsx';

const perPage = 20;
const noFilters = [] as const;

/** The open dialog; kept while it animates out, `key` remounts it (fresh values) for the next use. */
interface FileDialog {
  file: EnrichmentFile;
  action: AdminEnrichmentAction;
  opened: boolean;
  key: number;
}

interface AdminEnrichmentPageProps {
  organisationId: string;
  /** The name, when the link from the organisation's page passed it on. */
  organisationName: string | null;
}

/** Platform admin → one organisation → Enrichment files: their progress, moving a stage and correcting data. */
export function AdminEnrichmentPage({ organisationId, organisationName }: AdminEnrichmentPageProps) {
  const list = useListParams(noFilters);
  const [dialog, setDialog] = useState<FileDialog | null>(null);
  const files = useListAdminEnrichmentFilesQuery({ organisationId, page: list.page, perPage });
  const whose = organisationName ? `${organisationName}’s` : 'This organisation’s';

  const openDialog = (file: EnrichmentFile, action: AdminEnrichmentAction) =>
    setDialog((current) => ({ file, action, opened: true, key: (current?.key ?? 0) + 1 }));
  const closeDialog = () => setDialog((current) => (current ? { ...current, opened: false } : null));

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Anchor
          component={Link}
          to={`/admin/organisations/${organisationId}`}
          state={organisationName ? { organisationName } : undefined}
          size="sm"
          w="fit-content"
        >
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          Back to {organisationName ?? 'the organisation'}
        </Anchor>
        <PageHeader
          title={organisationName ? `Enrichment files of ${organisationName}` : 'Enrichment files'}
          description={`${whose} uploaded files, newest first. Move a file’s stage (a large one out of review, a stuck one back to running) or correct its data; every change is audited with your reason.`}
        />
      </Stack>
      <Stack gap="md">
        <ListBody
          query={files}
          empty={
            <ListEmptyState
              icon={IconFileSpreadsheet}
              title="No enrichment files yet"
              text="Files appear here once a member of the organisation uploads one to enrich."
            />
          }
        >
          <AdminEnrichmentTable
            files={files.data?.data ?? null}
            isFetching={files.isFetching && files.currentData === undefined}
            onAction={openDialog}
          />
        </ListBody>
        <PaginationFooter
          page={list.page}
          perPage={perPage}
          total={files.data?.total ?? 0}
          onPageChange={list.setPage}
          noun="files"
        />
      </Stack>
      {dialog?.action === 'stage' ? (
        <MoveStageModal key={dialog.key} file={dialog.file} opened={dialog.opened} onClose={closeDialog} />
      ) : null}
      {dialog?.action === 'correct' ? (
        <CorrectFileModal key={dialog.key} file={dialog.file} opened={dialog.opened} onClose={closeDialog} />
      ) : null}
    </Stack>
  );
}
