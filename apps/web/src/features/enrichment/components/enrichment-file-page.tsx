import type { EnrichmentFileDetail } from '@leadpilot/contracts';
import { Anchor, Button, Card, Group, Skeleton, Stack, Stepper, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/base-query.ts';
import { EnrichmentStageBadge } from '../../../shared/ui/enrichment-stage-badge.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useEnrichmentStepMutation, useGetEnrichmentFileQuery } from '../api/enrichment-api.ts';
import { formatCount, isInProgress } from '../hooks/file-progress.ts';
import { AiColumnsStep } from './ai-columns-step.tsx';
import { EstimateStep } from './estimate-step.tsx';
import { MappingStep } from './mapping-step.tsx';
import { RunSummary } from './run-summary.tsx';

const stepOf = {
  uploaded: 0,
  mapped: 1,
  estimated: 1,
  review: 2,
  running: 2,
  verifying: 2,
  completed: 3,
  failed: 2,
  cancelled: 3,
} as const;

/** Where a file is in its steps; an AI file has one more (its AI columns) after the columns. */
function activeStep(file: EnrichmentFileDetail): number {
  const step = stepOf[file.stage];
  if (file.kind !== 'ai') return step;
  if (file.stage === 'mapped') return file.aiColumns.length > 0 ? 2 : 1;
  return step === 0 ? 0 : step + 1;
}

/**
 * /enrichment/:id: one file through its steps (check the columns, estimate, run, download), kept up
 * to date every two seconds while it runs.
 */
export function EnrichmentFilePage({ id }: { id: string }) {
  const [isPolling, setPolling] = useState(false);
  const file = useGetEnrichmentFileQuery(id, { pollingInterval: isPolling ? 2_000 : 0 });
  const inProgress = file.data ? isInProgress(file.data) : false;
  if (inProgress !== isPolling) setPolling(inProgress);
  const [step, stepping] = useEnrichmentStepMutation();

  const back = (
    <Anchor component={Link} to="/enrichment" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> All files
      </Group>
    </Anchor>
  );
  if (file.isError && !file.data) {
    return (
      <Stack gap="md">
        {back}
        <QueryErrorState message={errorMessageOf(file.error)} onRetry={() => void file.refetch()} />
      </Stack>
    );
  }
  if (!file.data) {
    return (
      <Stack gap="md" aria-busy>
        {back}
        <Skeleton height={36} width="40%" />
        <Skeleton height={320} />
      </Stack>
    );
  }
  const data = file.data;
  const isPreparing = data.stage === 'uploaded' || data.stage === 'mapped';
  const isAi = data.kind === 'ai';
  const canEstimate = data.stage === 'mapped' && (!isAi || data.aiColumns.length > 0);
  return (
    <Stack gap="lg">
      {back}
      <PageHeader
        title={data.name}
        description={
          <Group gap="xs" component="span">
            <EnrichmentStageBadge stage={data.stage} />
            <Text span size="sm" c="dimmed">
              {formatCount(data.rowCount)} rows · {data.headers.length} columns · uploaded by{' '}
              {data.createdByName || 'a former member'}
            </Text>
          </Group>
        }
      />
      <Stepper active={activeStep(data)} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Columns" description="Check what each holds" />
        {isAi ? <Stepper.Step label="AI columns" description="Say what to write" /> : null}
        <Stepper.Step label="Estimate" description="See the cost first" />
        <Stepper.Step label="Enrich" description={isAi ? 'Charged per cell written' : 'Charged per contact found'} />
        <Stepper.Completed>{null}</Stepper.Completed>
      </Stepper>
      {isPreparing ? <MappingStep key={data.updatedAt} file={data} /> : null}
      {isAi && data.stage === 'mapped' ? <AiColumnsStep key={`ai-${data.updatedAt}`} file={data} /> : null}
      {canEstimate ? (
        <Card>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">Columns saved. See what it will cost before anything is charged.</Text>
            <Button loading={stepping.isLoading} onClick={() => void step({ action: 'estimate', id: data.id })}>
              Estimate cost
            </Button>
          </Group>
        </Card>
      ) : null}
      {data.stage === 'estimated' ? <EstimateStep file={data} /> : null}
      {!isPreparing && data.stage !== 'estimated' ? <RunSummary file={data} /> : null}
    </Stack>
  );
}
