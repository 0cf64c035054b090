import type { RecordingListQuery, RecordingSummary } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { callRecordings } from '../../db/schema.ts';
import type { LlmClient } from '../../integrations/llm/llm-client.ts';
import type { TranscriptionClient } from '../../integrations/transcription/transcription-client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { createDiskFileStore, FileMissingError, type FileStore } from '../../platform/file-store/index.ts';
import type { Queue } from '../../platform/queue.ts';
import { contentTypes } from './audio-format.ts';
import { createAudioLinks } from './audio-links.ts';
import { ensureSummary, processRecording } from './process-recording.ts';
import { createRecordingFiles } from './recording-files.ts';
import { checkSubjects } from './recording-subjects.ts';
import { findRecording, findRecordingById, listRecordings, loadRecordingDetail } from './recording-view.ts';
import { recordingProcessJob } from './recordings.jobs.ts';
import { saveRecording, type UploadPart } from './save-recording.ts';

export interface RecordingServiceDeps {
  db: Database;
  clock: Clock;
  queue: Queue;
  dataDir: string;
  /** Where finished recordings are kept; the disk under `dataDir` when not given. */
  store?: FileStore;
  /** Signs the player's links to the audio. */
  secret: string;
  transcriber: TranscriptionClient | null;
  llm: LlmClient | null;
  log?: { warn(details: object, message: string): void };
}

const missing = () => notFound('This recording');

/** A byte range of `size` bytes from a `Range: bytes=a-b` header; null for the whole file; 416 when unsatisfiable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/** Call recordings (docs/recordings.md): upload, transcription and summary, the list and the audio. */
export function createRecordingService(deps: RecordingServiceDeps) {
  const { db, clock } = deps;
  const files = createRecordingFiles(deps.dataDir, deps.store ?? createDiskFileStore(deps.dataDir));
  const links = createAudioLinks(deps.secret);
  const audioUrlOf = (row: { id: string; organisationId: string }) =>
    links.urlFor(row.id, row.organisationId, clock.now());
  const processDeps = {
    db,
    files,
    transcriber: deps.transcriber,
    llm: deps.llm,
    now: () => clock.now(),
    ...(deps.log ? { log: deps.log } : {}),
  };

  return {
    transcriptionOn: deps.transcriber !== null,

    async upload(actor: Actor, parts: AsyncIterable<UploadPart>) {
      const row = await saveRecording(
        db,
        files,
        { organisationId: actor.organisationId, userId: actor.userId, parts, now: clock.now() },
        { transcriptionOn: deps.transcriber !== null },
      );
      if (row.segments !== null || deps.transcriber) {
        await deps.queue.send(recordingProcessJob, { recordingId: row.id }, { singletonKey: row.id });
      }
      const data = await loadRecordingDetail(db, actor.organisationId, row.id, audioUrlOf);
      if (!data) throw missing();
      const message =
        row.status === 'ready'
          ? `Saved “${row.title}” with its transcript.`
          : row.status === 'transcribing'
            ? `Saved “${row.title}”: it is being transcribed.`
            : `Saved “${row.title}”: it is waiting for transcription (no transcription service is set up; upload a transcript file to summarise it).`;
      return { message, data };
    },

    /**
     * `meta/audiosave` with a JSON body (the form's fields without a file): its prospect or meeting is
     * looked up as an upload's would be (another organisation's answers 404), then it is refused.
     */
    async refuseWithoutFile(actor: Actor, fields: { prospectId?: string | undefined; meetingId?: string | undefined }) {
      await checkSubjects(db, actor.organisationId, fields);
      throw new AppError('RULE_REFUSED', 'Send the recording as a multipart form with its `file`.');
    },

    list: (actor: Actor, query: RecordingListQuery & { page: number; perPage: number }) =>
      listRecordings(db, actor.organisationId, query, audioUrlOf),

    async detail(actor: Actor, id: string) {
      const detail = await loadRecordingDetail(db, actor.organisationId, id, audioUrlOf);
      if (!detail) throw missing();
      return detail;
    },

    /** The stored summary, written now when the transcript is there and none was written yet. */
    async summary(actor: Actor, id: string): Promise<{ message: string; data: RecordingSummary | null }> {
      const row = await findRecording(db, actor.organisationId, id);
      if (!row) throw missing();
      if (row.segments === null) {
        const why =
          row.status === 'failed'
            ? `This recording has no transcript yet: ${row.statusDetail ?? 'its transcription failed.'}`
            : row.status === 'transcribing'
              ? 'This recording is being transcribed; its summary follows.'
              : 'This recording is waiting for transcription; upload it with a transcript file to summarise it.';
        throw new AppError('RULE_REFUSED', why);
      }
      const summary = await ensureSummary(processDeps, row);
      return { message: 'Summary of the call.', data: summary };
    },

    /** The audio for a signed-in member (bearer token) or, with `link`, for the player's signed link. */
    async audio(who: { actor: Actor; id: string } | { link: string }, rangeHeader: string | undefined) {
      let row: Awaited<ReturnType<typeof findRecording>>;
      if ('actor' in who) row = await findRecording(db, who.actor.organisationId, who.id);
      else {
        const id = links.idOf(who.link);
        const found = id ? await findRecordingById(db, id) : undefined;
        row = found && links.verify(who.link, found.organisationId, clock.now()) ? found : undefined;
      }
      if (!row) throw missing();
      const stored = row.storageKey;
      const size = await files.sizeOf(stored).catch((error: unknown) => {
        throw error instanceof FileMissingError ? missing() : error;
      });
      const range = byteRange(rangeHeader, size);
      const contentType = contentTypes[row.format];
      if (range === 'invalid') return { kind: 'unsatisfiable' as const, size };
      const read = (part?: { start: number; end: number }) =>
        files.read(stored, part).catch((error: unknown) => {
          throw error instanceof FileMissingError ? missing() : error;
        });
      if (range === null) return { kind: 'whole' as const, size, contentType, stream: await read() };
      return { kind: 'partial' as const, size, contentType, range, stream: await read(range) };
    },

    /**
     * Deletes a recording: its row (with its transcript and summary), then its audio from the store
     * (a file already gone is no error). The one way a recording's file leaves the store; a second
     * delete finds no row and answers 404.
     */
    async remove(actor: Actor, id: string) {
      const [row] = await db
        .delete(callRecordings)
        .where(and(eq(callRecordings.organisationId, actor.organisationId), eq(callRecordings.id, id)))
        .returning({ storageKey: callRecordings.storageKey, title: callRecordings.title });
      if (!row) throw missing();
      await files.removeStored(row.storageKey);
      return { message: `Deleted “${row.title}”.`, data: { id } };
    },

    process: (recordingId: string) => processRecording(processDeps, recordingId),
  };
}
export type RecordingService = ReturnType<typeof createRecordingService>;
