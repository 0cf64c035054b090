import { z } from 'zod';
import { idSchema, pageQuerySchema, timestampSchema } from './common.ts';

/** What a call recording may be (docs/recordings.md). */
export const recordingLimits = {
  maxBytes: 200 * 1024 * 1024,
  maxSeconds: 2 * 60 * 60,
  maxTranscriptBytes: 5 * 1024 * 1024,
  formats: ['mp3', 'm4a', 'wav', 'webm'] as const,
  transcriptFormats: ['vtt', 'srt', 'txt'] as const,
};

export const recordingStatuses = ['waiting', 'transcribing', 'ready', 'failed'] as const;
export type RecordingStatus = (typeof recordingStatuses)[number];

/** The words each status shows. */
export const recordingStatusLabels: Record<RecordingStatus, string> = {
  waiting: 'Waiting for transcription',
  transcribing: 'Transcribing',
  ready: 'Ready',
  failed: 'Transcription failed',
};

/** One stretch of the transcript; `start` and `end` in seconds, null in a plain-text transcript. */
export const transcriptSegmentSchema = z.object({
  index: z.number().int(),
  start: z.number().nullable(),
  end: z.number().nullable(),
  speaker: z.string().nullable(),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/** One finding, quoting the transcript's words at `start` (the cited segment's start). */
export const summaryItemSchema = z.object({
  text: z.string(),
  quote: z.string(),
  segmentIndex: z.number().int(),
  start: z.number().nullable(),
  speaker: z.string().nullable(),
});
export type SummaryItem = z.infer<typeof summaryItemSchema>;

export const recordingSummarySchema = z.object({
  nextSteps: z.array(summaryItemSchema),
  /** Questions grouped by who asked them; one group named null when speakers are not known. */
  questions: z.array(z.object({ speaker: z.string().nullable(), items: z.array(summaryItemSchema) })),
  objections: z.array(summaryItemSchema),
  competitors: z.array(summaryItemSchema.extend({ name: z.string() })),
  dates: z.array(summaryItemSchema.extend({ date: z.string().nullable() })),
  speakersKnown: z.boolean(),
  /** Plain words on what the summary could and could not tell (speakers not named, no timestamps). */
  notes: z.array(z.string()),
  source: z.enum(['rules', 'model']),
  createdAt: timestampSchema,
});
export type RecordingSummary = z.infer<typeof recordingSummarySchema>;

export const recordingSchema = z.object({
  id: idSchema,
  title: z.string(),
  fileName: z.string(),
  format: z.enum(recordingLimits.formats),
  sizeBytes: z.number().int(),
  durationSeconds: z.number().nullable(),
  status: z.enum(recordingStatuses),
  statusLabel: z.string(),
  statusDetail: z.string().nullable(),
  prospect: z.object({ id: idSchema, name: z.string(), company: z.string() }).nullable(),
  meeting: z.object({ id: idSchema, prospectName: z.string(), startsAt: timestampSchema }).nullable(),
  transcriptSource: z.enum(['file', 'service']).nullable(),
  speakersKnown: z.boolean(),
  summary: recordingSummarySchema.nullable(),
  audioUrl: z.string(),
  createdAt: timestampSchema,
});
export type Recording = z.infer<typeof recordingSchema>;

export const recordingDetailSchema = recordingSchema.extend({ segments: z.array(transcriptSegmentSchema) });
export type RecordingDetail = z.infer<typeof recordingDetailSchema>;

export const recordingListQuerySchema = pageQuerySchema.extend({
  status: z.enum(recordingStatuses).optional(),
});
export type RecordingListQuery = z.input<typeof recordingListQuerySchema>;

/** The text fields of the `meta/audiosave` form (multipart, beside `file` and an optional `transcript`). */
export const recordingUploadFieldsSchema = z.strictObject({
  prospectId: idSchema.optional(),
  meetingId: idSchema.optional(),
  title: z.string().trim().max(200).optional(),
});
export type RecordingUploadFields = z.infer<typeof recordingUploadFieldsSchema>;
