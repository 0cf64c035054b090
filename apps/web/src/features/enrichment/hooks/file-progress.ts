import { type EnrichmentFile, isEnrichmentRunning } from '@leadpilot/contracts';

/** Percent of the rows done, 0–100. */
export function percentDone(file: Pick<EnrichmentFile, 'rowsDone' | 'rowCount'>): number {
  return file.rowCount === 0 ? 0 : Math.min(100, Math.round((file.rowsDone / file.rowCount) * 100));
}

/** A file whose page should keep itself up to date: it is running or waiting to. */
export const isInProgress = (file: Pick<EnrichmentFile, 'stage'>) =>
  isEnrichmentRunning(file.stage) || file.stage === 'review';

/** "1,234" in the product's English. */
export const formatCount = (value: number) => value.toLocaleString('en-GB');
