import { z } from 'zod';
import { idSchema, pageQuerySchema, timestampSchema } from './common.ts';

/** The fields a file's column can fill; anything else is kept as a custom column. */
export const enrichmentFieldValues = [
  'full_name',
  'first_name',
  'last_name',
  'email',
  'company',
  'domain',
  'linkedin_url',
  'title',
  'country',
  'phone',
  'custom',
] as const;
export type EnrichmentField = (typeof enrichmentFieldValues)[number];

export const enrichmentFieldLabels: Record<EnrichmentField, string> = {
  full_name: 'Full name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  company: 'Company',
  domain: 'Company domain',
  linkedin_url: 'LinkedIn URL',
  title: 'Job title',
  country: 'Country',
  phone: 'Phone',
  custom: 'Custom (kept as is)',
};

export const enrichmentStageValues = [
  'uploaded',
  'mapped',
  'estimated',
  'review',
  'running',
  'verifying',
  'completed',
  'failed',
  'cancelled',
] as const;
export type EnrichmentStage = (typeof enrichmentStageValues)[number];

/** The stages in which a file's run works on it (matching its rows, then verifying their addresses). */
export const enrichmentRunStages: readonly EnrichmentStage[] = ['running', 'verifying'];
export const isEnrichmentRunning = (stage: EnrichmentStage) => enrichmentRunStages.includes(stage);

export const enrichmentStageLabels: Record<EnrichmentStage, string> = {
  uploaded: 'Uploaded',
  mapped: 'Columns mapped',
  estimated: 'Estimated',
  review: 'In review',
  running: 'Running',
  verifying: 'Verifying emails',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Limits of one file (docs/enrichment.md). */
export const enrichmentLimits = {
  maxRows: 100_000,
  maxBytes: 50 * 1024 * 1024,
  /** A file with more rows waits for the super-admin's review before it runs. */
  reviewAboveRows: 20_000,
  sampleRows: 10,
  maxAiColumns: 5,
} as const;

/** What an enrichment charges: a person's found email or phone as a reveal does; an AI cell one credit. */
export const enrichmentCreditPrices = { foundContact: 1, aiCell: 1 } as const;

/** The columns the run adds, in the order the enriched file shows them (after the file's own). */
export const enrichmentAddedFields = [
  'email',
  'emailStatus',
  'phone',
  'title',
  'seniority',
  'companyName',
  'companyDomain',
  'industry',
  'employeeCount',
  'sizeBand',
  'companyCountry',
  'companyLocation',
  'intentTopics',
] as const;
export type EnrichmentAddedField = (typeof enrichmentAddedFields)[number];

export const enrichmentAddedFieldLabels: Record<EnrichmentAddedField, string> = {
  email: 'Work email',
  emailStatus: 'Email status',
  phone: 'Phone',
  title: 'Title',
  seniority: 'Seniority',
  companyName: 'Company',
  companyDomain: 'Company domain',
  industry: 'Industry',
  employeeCount: 'Employees',
  sizeBand: 'Company size',
  companyCountry: 'Company country',
  companyLocation: 'Company location',
  intentTopics: 'Buying intent',
};

export const columnMappingSchema = z.object({
  column: z.number().int().min(0),
  header: z.string(),
  field: z.enum(enrichmentFieldValues),
  /** How sure the guess was, 0–1; 1 when a person chose it. */
  confidence: z.number().min(0).max(1),
});
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export const aiColumnSchema = z.object({
  key: z.string(),
  name: z.string().trim().min(1, { message: 'Name the column' }).max(60),
  instruction: z
    .string()
    .trim()
    .min(8, { message: 'Say what the column should hold, in a sentence' })
    .max(500, { message: 'Keep the instruction under 500 characters' }),
});
export type AiColumn = z.infer<typeof aiColumnSchema>;

/** The estimate: what the run can cost at most, and a 10-row sample that says found or not, never the values. */
export const enrichmentEstimateSchema = z.object({
  rows: z.number().int(),
  /** Rows the sample matched to a person or company, of the sample's rows. */
  sampleMatched: z.number().int(),
  sampleRows: z.number().int(),
  /** Per added column: found in how many of the sample's rows. */
  sampleFound: z.record(z.string(), z.number().int()),
  sample: z.array(
    z.object({
      rowNumber: z.number().int(),
      /** What identifies the row in the user's own file (their name or company cell): nothing we add. */
      label: z.string(),
      /**
       * Per added column, and per AI column (its key, `ai_1` …: could the cell be written), whether the
       * run would fill it: found, or kept from the file.
       */
      found: z.record(z.string(), z.boolean()),
      /** The added columns whose value the file already holds (kept by the run, never overwritten). */
      kept: z.array(z.string()).optional(),
    }),
  ),
  /** The most the run can charge (every contact found, every AI cell written). */
  maxCredits: z.number().int(),
  /** What the sample's rates suggest it will charge (contacts found, AI cells written). */
  likelyCredits: z.number().int(),
  balance: z.number().int(),
});
export type EnrichmentEstimate = z.infer<typeof enrichmentEstimateSchema>;

export const enrichmentFileSchema = z.object({
  id: idSchema,
  kind: z.enum(['normal', 'ai']),
  name: z.string(),
  format: z.enum(['csv', 'xlsx']),
  sizeBytes: z.number().int(),
  rowCount: z.number().int(),
  headers: z.array(z.string()),
  mapping: z.array(columnMappingSchema),
  aiColumns: z.array(aiColumnSchema),
  stage: z.enum(enrichmentStageValues),
  stageReason: z.string(),
  estimate: enrichmentEstimateSchema.nullable(),
  rowsDone: z.number().int(),
  rowsMatched: z.number().int(),
  creditsSpent: z.number().int(),
  foundByColumn: z.record(z.string(), z.number().int()),
  createdByName: z.string(),
  startedAt: timestampSchema.nullable(),
  finishedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type EnrichmentFile = z.infer<typeof enrichmentFileSchema>;

/** The `save` step's file, with the list its matched people went to (a campaign's audience next). */
export const enrichmentSavedFileSchema = enrichmentFileSchema.extend({ savedListId: idSchema });

/** One file with its first rows, as uploaded: what the mapping step shows beside each column. */
export const enrichmentFileDetailSchema = enrichmentFileSchema.extend({ preview: z.array(z.array(z.string())) });
export type EnrichmentFileDetail = z.infer<typeof enrichmentFileDetailSchema>;

/** After an upload: the file, the headers' guessed mapping and the first rows to confirm it against. */
export const enrichmentUploadSchema = z.object({
  file: enrichmentFileSchema,
  preview: z.array(z.array(z.string())),
});
export type EnrichmentUpload = z.infer<typeof enrichmentUploadSchema>;

export const enrichmentActions = ['map', 'columns', 'estimate', 'confirm', 'cancel', 'save'] as const;
export type EnrichmentAction = (typeof enrichmentActions)[number];

/**
 * `POST contacts/enrichment` and `contacts/aienrichment` with JSON: one step of a file's life.
 * `map` takes `mapping`; `columns` (an AI file) takes `aiColumns`; `save` takes `listId` (an
 * existing list) or `listName` (a new one); the others take the file's `id` alone. A step without
 * what it takes is refused (422) with what is missing.
 */
export const enrichmentActionBodySchema = z.strictObject({
  action: z.enum(enrichmentActions),
  id: idSchema,
  mapping: z
    .array(
      z.strictObject({
        column: z.number().int().min(0).max(499),
        header: z.string().max(200),
        field: z.enum(enrichmentFieldValues),
        confidence: z.number().min(0).max(1),
      }),
    )
    .min(1)
    .max(500)
    .optional(),
  aiColumns: z
    .array(
      z.strictObject({
        key: z.string().max(40).optional(),
        name: aiColumnSchema.shape.name,
        instruction: aiColumnSchema.shape.instruction,
      }),
    )
    .min(1, { message: 'Add at least one AI column' })
    .max(enrichmentLimits.maxAiColumns, { message: `At most ${enrichmentLimits.maxAiColumns} AI columns a file` })
    .optional(),
  listId: idSchema.optional(),
  listName: z.string().trim().min(1, { message: 'Name the list' }).max(120).optional(),
});
export type EnrichmentActionBody = z.input<typeof enrichmentActionBodySchema>;

export const enrichmentStatusQuerySchema = pageQuerySchema.extend({
  stage: z.enum(enrichmentStageValues).optional(),
});

export const enrichmentDownloadQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** `GET contacts/enrichment/search/{q}`: the words searched for. */
export const enrichmentSearchParamsSchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(2, { message: 'Type at least two letters' })
    .max(100, { message: 'Search for at most 100 letters' }),
});

/** `GET contacts/enrichment/search/{q}`: files by name, and rows by person or company. */
export const enrichmentSearchReplySchema = z.object({
  files: z.array(enrichmentFileSchema.pick({ id: true, name: true, kind: true, stage: true, rowCount: true })),
  rows: z.array(
    z.object({
      fileId: idSchema,
      fileName: z.string(),
      rowNumber: z.number().int(),
      label: z.string(),
      status: z.enum(['pending', 'found', 'not_found', 'failed']),
    }),
  ),
});
export type EnrichmentSearchReply = z.infer<typeof enrichmentSearchReplySchema>;

/** `POST sadmin/enrichment/update`: a super-admin corrects a file's name or rows' cells (audited). */
export const adminEnrichmentUpdateBodySchema = z.strictObject({
  id: idSchema,
  name: z.string().trim().min(1, { message: 'Name the file' }).max(200).optional(),
  /** Rows to correct: their cells replace the uploaded ones and the row is enriched again. */
  rows: z
    .array(z.strictObject({ rowNumber: z.number().int().min(2), cells: z.array(z.string().max(10_000)).max(500) }))
    .max(1000)
    .optional(),
  reason: z.string().trim().min(3, { message: 'Say why, for the audit log' }).max(500),
});
export type AdminEnrichmentUpdateBody = z.input<typeof adminEnrichmentUpdateBodySchema>;

/** `POST sadmin/enrichment/updatestage`: a super-admin moves a file's stage (audited). */
export const adminEnrichmentStageBodySchema = z.strictObject({
  id: idSchema,
  stage: z.enum(enrichmentStageValues),
  reason: z.string().trim().min(3, { message: 'Say why, for the audit log' }).max(500),
});
export type AdminEnrichmentStageBody = z.input<typeof adminEnrichmentStageBodySchema>;
