import { type EnrichmentFile, enrichmentAddedFieldLabels, enrichmentAddedFields } from '@leadpilot/contracts';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';

/** "1,234" in the product's English. */
const formatCount = (value: number) => value.toLocaleString('en-GB');

/** Percent of the rows done, 0–100. */
export function percentDone(file: Pick<EnrichmentFile, 'rowsDone' | 'rowCount'>): number {
  return file.rowCount === 0 ? 0 : Math.min(100, Math.round((file.rowsDone / file.rowCount) * 100));
}

/** How often each added column was found, as bars: where people would rather look than read. */
function FoundRates({ file }: { file: EnrichmentFile }) {
  const labels = new Map<string, string>([
    ...file.aiColumns.map((column): [string, string] => [column.key ?? '', column.name]),
    ...enrichmentAddedFields.map((field): [string, string] => [field, enrichmentAddedFieldLabels[field]]),
  ]);
  // The AI columns first: on an AI file they are what the member came for.
  const shown = [...file.aiColumns.map((column) => column.key ?? ''), ...enrichmentAddedFields].filter(
    (field) => (file.foundByColumn[field] ?? 0) > 0,
  );
  if (file.rowsDone === 0 || shown.length === 0) return null;
  return (
    <Stack gap={6} role="group" aria-label="Found per column">
      <Text size="sm" fw={600}>
        Found per column
      </Text>
      {shown.map((field) => {
        const found = file.foundByColumn[field] ?? 0;
        const share = Math.round((found / file.rowsDone) * 100);
        return (
          <Group key={field} gap="sm" wrap="nowrap">
            <Text size="sm" w={{ base: 110, xs: 150 }} style={{ flexShrink: 0 }}>
              {labels.get(field)}
            </Text>
            <Progress value={share} size="lg" style={{ flex: 1 }} aria-label={`${labels.get(field)}: ${share} %`} />
            <Text size="sm" c="dimmed" w={90} ta="right" style={{ flexShrink: 0 }}>
              {formatCount(found)} ({share} %)
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{formatCount(value)}</Text>
    </Stack>
  );
}

/**
 * A run's progress, as the enrichment screens show it (a file's page, and the free page's result):
 * rows done of all with a live bar, the rows matched, the credits spent, and the found rate per
 * added column.
 */
export function RunProgress({ file }: { file: EnrichmentFile }) {
  const percent = percentDone(file);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {formatCount(file.rowsDone)} of {formatCount(file.rowCount)} rows
          </Text>
          <Text size="sm" c="dimmed">
            {percent} %
          </Text>
        </Group>
        <Progress value={percent} size="xl" animated={file.stage === 'running'} aria-label="Enrichment progress" />
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Figure label="Matched" value={file.rowsMatched} />
        <Figure label="Credits spent" value={file.creditsSpent} />
      </SimpleGrid>
      <FoundRates file={file} />
    </Stack>
  );
}
