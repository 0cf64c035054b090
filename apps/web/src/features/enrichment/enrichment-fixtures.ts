import type { EnrichmentFileDetail } from '@leadpilot/contracts';

const testId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A file just uploaded: its columns guessed, nothing estimated. */
export const uploadedFile: EnrichmentFileDetail = {
  id: testId(0xe01),
  kind: 'normal',
  name: 'Fair leads.csv',
  format: 'csv',
  sizeBytes: 2048,
  rowCount: 120,
  headers: ['Email', 'Name', 'Company', 'Notes'],
  mapping: [
    { column: 0, header: 'Email', field: 'email', confidence: 1 },
    { column: 1, header: 'Name', field: 'full_name', confidence: 0.9 },
    { column: 2, header: 'Company', field: 'company', confidence: 1 },
    { column: 3, header: 'Notes', field: 'custom', confidence: 1 },
  ],
  aiColumns: [],
  stage: 'uploaded',
  stageReason: '',
  estimate: null,
  rowsDone: 0,
  rowsMatched: 0,
  creditsSpent: 0,
  foundByColumn: {},
  createdByName: 'Dana Lee',
  startedAt: null,
  finishedAt: null,
  createdAt: '2026-11-30T09:00:00.000Z',
  updatedAt: '2026-11-30T09:00:00.000Z',
  preview: [
    ['ana@acme.test', 'Ana Ruiz', 'Acme', 'met at the fair'],
    ['', 'Bo Chen', 'Globex', ''],
  ],
};

/** The same file estimated. */
export const estimatedFile: EnrichmentFileDetail = {
  ...uploadedFile,
  stage: 'estimated',
  estimate: {
    rows: 120,
    sampleMatched: 2,
    sampleRows: 2,
    sampleFound: { email: 2, title: 2 },
    sample: [
      // Ana's address is the file's own: kept (found, never overwritten, free).
      { rowNumber: 2, label: 'Ana Ruiz (Acme)', found: { email: true, title: true }, kept: ['email'] },
      { rowNumber: 3, label: 'Bo Chen (Globex)', found: { email: true, title: true } },
    ],
    maxCredits: 120,
    likelyCredits: 60,
    balance: 40,
  },
};

/** The same file half way through its run. */
export const runningFile: EnrichmentFileDetail = {
  ...estimatedFile,
  stage: 'running',
  rowsDone: 60,
  rowsMatched: 50,
  creditsSpent: 31,
  foundByColumn: { email: 31, title: 50 },
  startedAt: '2026-11-30T09:05:00.000Z',
};
