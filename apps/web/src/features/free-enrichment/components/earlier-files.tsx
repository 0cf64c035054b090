import { type EnrichmentFile, enrichmentStageLabels } from '@leadpilot/contracts';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { downloadFile } from '../../../api/download-file.ts';

const baseName = (name: string) => name.replace(/\.(csv|xlsx|txt)$/i, '');

/** The account's files, newest first: loading, failed (with a retry), none yet, or each with its download. */
export function EarlierFiles({
  token,
  files,
  problem,
  onRetry,
  onOpen,
}: {
  token: string;
  files: EnrichmentFile[] | null;
  problem: string | null;
  onRetry: () => void;
  onOpen: (file: EnrichmentFile) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="free-files-title">
      <Title order={2} fz="h5" id="free-files-title">
        Your files
      </Title>
      {problem ? (
        <Alert color="red" variant="light">
          <Stack gap={6} align="flex-start">
            <Text size="sm">{problem}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : files === null ? (
        <Stack gap={6} aria-label="Loading your files">
          <Skeleton height={18} />
          <Skeleton height={18} />
        </Stack>
      ) : files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files yet: your first one appears here once it is uploaded.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {files.map((file) => (
            <Group key={file.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end">
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {file.rowsDone} of {file.rowCount} rows
                </Text>
              </Stack>
              {file.stage === 'completed' ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Download ${file.name}`}
                  onClick={() =>
                    void downloadFile({
                      path: `v1/contacts/enrichment/download/${file.id}`,
                      query: { format: 'csv' },
                      fileName: `${baseName(file.name)}-enriched.csv`,
                      accessToken: token,
                    })
                  }
                >
                  Download
                </Button>
              ) : file.stage === 'running' || file.stage === 'verifying' || file.stage === 'failed' ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={`${file.stage === 'failed' ? 'Open' : 'Follow'} ${file.name}`}
                  onClick={() => onOpen(file)}
                >
                  {file.stage === 'failed' ? 'Open' : 'Follow'}
                </Button>
              ) : (
                <Badge variant="light" color="gray" tt="none">
                  {enrichmentStageLabels[file.stage]}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
