import type { RecordingSummary } from '@leadpilot/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { callRecordings, type StoredSegment } from '../../db/schema.ts';
import type { LlmClient } from '../../integrations/llm/llm-client.ts';
import { type TranscriptionClient, TranscriptionError } from '../../integrations/transcription/transcription-client.ts';
import { contentTypes } from './audio-format.ts';
import { summariseByModel } from './model-summary.ts';
import type { RecordingFiles } from './recording-files.ts';
import { type SummaryFindings, summariseByRules } from './summarise.ts';

type Row = typeof callRecordings.$inferSelect;

export interface ProcessDeps {
  db: Database;
  files: RecordingFiles;
  transcriber: TranscriptionClient | null;
  llm: LlmClient | null;
  now: () => Date;
  log?: { warn(details: object, message: string): void };
  /** Waits between attempts at a busy or unreachable service (tests shorten it). */
  retryDelayMs?: number;
}

const attempts = 3;

async function transcribeWithRetries(deps: ProcessDeps, transcriber: TranscriptionClient, row: Row) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.files.withLocalFile(row.storageKey, (file) =>
        transcriber.transcribe({ file, fileName: row.fileName, contentType: contentTypes[row.format] }),
      );
    } catch (error) {
      if (!(error instanceof TranscriptionError) || !error.retryable || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, (deps.retryDelayMs ?? 2000) * attempt));
    }
  }
}

/** Transcribes a recording that has no transcript yet, once; failures are kept in plain words. */
async function transcribe(deps: ProcessDeps, row: Row): Promise<Row> {
  if (row.segments !== null || !deps.transcriber) return row;
  const { db } = deps;
  await db
    .update(callRecordings)
    .set({ status: 'transcribing', statusDetail: null, updatedAt: deps.now() })
    .where(and(eq(callRecordings.id, row.id), isNull(callRecordings.segments)));
  try {
    const result = await transcribeWithRetries(deps, deps.transcriber, row);
    const segments: StoredSegment[] = result.segments
      .filter((segment) => segment.text !== '')
      .map((segment) => ({ start: segment.start, end: segment.end, speaker: segment.speaker, text: segment.text }));
    const [updated] = await db
      .update(callRecordings)
      .set({
        status: 'ready',
        statusDetail: null,
        transcriptSource: 'service',
        segments,
        speakersKnown: segments.length > 0 && segments.every((segment) => segment.speaker !== null),
        durationSeconds: row.durationSeconds ?? result.duration,
        updatedAt: deps.now(),
      })
      .where(and(eq(callRecordings.id, row.id), isNull(callRecordings.segments)))
      .returning();
    return updated ?? row;
  } catch (error) {
    const detail =
      error instanceof TranscriptionError ? error.message : 'The transcription could not be finished; try again later.';
    deps.log?.warn({ recordingId: row.id, reason: detail }, 'recording transcription failed');
    const [updated] = await db
      .update(callRecordings)
      .set({ status: 'failed', statusDetail: detail, updatedAt: deps.now() })
      .where(and(eq(callRecordings.id, row.id), isNull(callRecordings.segments)))
      .returning();
    return updated ?? row;
  }
}

/**
 * The recording's summary, written once: the model's under the fact guard when one is configured
 * (the rules' when it fails), else the built-in rules'. A second call answers the stored one.
 */
export async function ensureSummary(deps: ProcessDeps, row: Row): Promise<RecordingSummary | null> {
  if (row.summary) return row.summary as RecordingSummary;
  if (row.segments === null) return null;
  const segments = row.segments;
  let findings: SummaryFindings | null = null;
  let source: RecordingSummary['source'] = 'rules';
  if (deps.llm && segments.length > 0) {
    try {
      findings = await summariseByModel(deps.llm, segments);
      source = 'model';
    } catch (error) {
      deps.log?.warn(
        { recordingId: row.id, reason: (error as Error).message },
        'recording summary by the model failed',
      );
    }
  }
  findings ??= summariseByRules(segments, row.createdAt);
  if (segments.length === 0) findings.notes.push('No speech was found in this recording.');
  const now = deps.now();
  const summary: RecordingSummary = { ...findings, source, createdAt: now.toISOString() };
  const [stored] = await deps.db
    .update(callRecordings)
    .set({ summary, summarySource: source, summarisedAt: now, updatedAt: now })
    .where(and(eq(callRecordings.id, row.id), isNull(callRecordings.summary)))
    .returning({ summary: callRecordings.summary });
  if (stored) return stored.summary as RecordingSummary;
  const [again] = await deps.db
    .select({ summary: callRecordings.summary })
    .from(callRecordings)
    .where(eq(callRecordings.id, row.id));
  return (again?.summary as RecordingSummary | null) ?? summary;
}

/** The job's work: transcribe when needed and possible, then summarise. Safe to run twice. */
export async function processRecording(deps: ProcessDeps, recordingId: string) {
  const [row] = await deps.db.select().from(callRecordings).where(eq(callRecordings.id, recordingId)).limit(1);
  if (!row) return;
  const transcribed = await transcribe(deps, row);
  await ensureSummary(deps, transcribed);
}
