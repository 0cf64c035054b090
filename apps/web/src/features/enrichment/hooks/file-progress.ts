import { type EnrichmentFile, isEnrichmentRunning } from '@leadpilot/contracts';

/** Percent of the rows done, 0–100 (the run's progress is shared with the free page). */
export { percentDone } from '../../../shared/enrichment/run-progress.tsx';

/** A file whose page should keep itself up to date: it is running or waiting to. */
export const isInProgress = (file: Pick<EnrichmentFile, 'stage'>) =>
  isEnrichmentRunning(file.stage) || file.stage === 'review';

/** "1,234" in the product's English. */
export const formatCount = (value: number) => value.toLocaleString('en-GB');
