import type { EnrichmentFile } from '@leadpilot/contracts';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { downloadFile } from '../../api/download-file.ts';

const baseName = (name: string) => name.replace(/\.[a-z0-9]+$/i, '') || 'enrichment';

/**
 * A file's downloads: the enriched file (CSV or Excel) and the rows that found nothing, to fix and
 * upload again; offered once a row is done. `accessToken` is the free page's own token (the app's
 * screens use the session's); `children` are more buttons of the same row (save to a list).
 */
export function EnrichmentDownloads({
  file,
  accessToken,
  children,
}: {
  file: Pick<EnrichmentFile, 'id' | 'name' | 'rowsDone'>;
  accessToken?: string;
  children?: ReactNode;
}) {
  const download = (which: 'download' | 'fdownload', format: 'csv' | 'xlsx') =>
    void downloadFile({
      path: `v1/contacts/enrichment/${which}/${file.id}`,
      query: { format },
      fileName: `${baseName(file.name)}-${which === 'download' ? 'enriched' : 'failed'}.${format}`,
      ...(accessToken ? { accessToken } : {}),
    });
  const isEmpty = file.rowsDone === 0;
  return (
    <Group gap="sm" role="group" aria-label="Downloads">
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        disabled={isEmpty}
        onClick={() => download('download', 'csv')}
      >
        Enriched CSV
      </Button>
      <Button variant="default" disabled={isEmpty} onClick={() => download('download', 'xlsx')}>
        Enriched Excel
      </Button>
      <Button variant="default" disabled={isEmpty} onClick={() => download('fdownload', 'csv')}>
        Rows to fix (CSV)
      </Button>
      {children}
    </Group>
  );
}
