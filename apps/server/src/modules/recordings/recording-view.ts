import {
  type Recording,
  type RecordingDetail,
  type RecordingSummary,
  recordingStatusLabels,
  type TranscriptSegment,
} from '@leadpilot/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, callRecordings, people } from '../../db/schema.ts';
import { likePattern } from '../../platform/like-pattern.ts';

type Row = typeof callRecordings.$inferSelect;
interface Joined {
  recording: Row;
  personName: string | null;
  personCompany: string | null;
  bookingName: string | null;
  bookingStartsAt: Date | null;
}

const columns = {
  recording: callRecordings,
  personName: people.fullName,
  personCompany: people.companyName,
  bookingName: bookings.prospectName,
  bookingStartsAt: bookings.startsAt,
};

function selectJoined(db: Database) {
  return db
    .select(columns)
    .from(callRecordings)
    .leftJoin(people, eq(people.id, callRecordings.personId))
    .leftJoin(bookings, eq(bookings.id, callRecordings.bookingId));
}

export function segmentsOf(row: Row): TranscriptSegment[] {
  return (row.segments ?? []).map((segment, index) => ({ index, ...segment }));
}

/** The player's address of a recording (a signed, short-lived link). */
export type AudioUrlOf = (row: Row) => string;

function toRecording({ recording: row, ...joined }: Joined, audioUrlOf: AudioUrlOf): Recording {
  return {
    id: row.id,
    title: row.title,
    fileName: row.fileName,
    format: row.format,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
    status: row.status,
    statusLabel: recordingStatusLabels[row.status],
    statusDetail: row.statusDetail,
    prospect:
      row.personId && joined.personName !== null
        ? { id: row.personId, name: joined.personName, company: joined.personCompany ?? '' }
        : null,
    meeting:
      row.bookingId && joined.bookingStartsAt
        ? { id: row.bookingId, prospectName: joined.bookingName ?? '', startsAt: joined.bookingStartsAt.toISOString() }
        : null,
    transcriptSource: row.transcriptSource,
    speakersKnown: row.speakersKnown,
    summary: (row.summary as RecordingSummary | null) ?? null,
    audioUrl: audioUrlOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The organisation's recording, or undefined (another organisation's is undefined too). */
export async function findRecording(db: Database, organisationId: string, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(callRecordings)
    .where(and(eq(callRecordings.id, id), eq(callRecordings.organisationId, organisationId)))
    .limit(1);
  return row;
}

/** Any organisation's recording by its id: only for a signed link, which the caller then checks. */
export async function findRecordingById(db: Database, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(callRecordings).where(eq(callRecordings.id, id)).limit(1);
  return row;
}

export async function loadRecordingDetail(db: Database, organisationId: string, id: string, audioUrlOf: AudioUrlOf) {
  const [joined] = await selectJoined(db)
    .where(and(eq(callRecordings.id, id), eq(callRecordings.organisationId, organisationId)))
    .limit(1);
  if (!joined) return undefined;
  return { ...toRecording(joined, audioUrlOf), segments: segmentsOf(joined.recording) } satisfies RecordingDetail;
}

/** A page of the organisation's recordings, newest first; `q` searches the title, file, prospect and meeting names. */
export async function listRecordings(
  db: Database,
  organisationId: string,
  query: { q?: string | undefined; status?: Row['status'] | undefined; page: number; perPage: number },
  audioUrlOf: AudioUrlOf,
) {
  const filters: SQL[] = [eq(callRecordings.organisationId, organisationId)];
  if (query.status) filters.push(eq(callRecordings.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    const words = or(
      ilike(callRecordings.title, pattern),
      ilike(callRecordings.fileName, pattern),
      ilike(people.fullName, pattern),
      ilike(people.companyName, pattern),
      ilike(bookings.prospectName, pattern),
    );
    if (words) filters.push(words);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    selectJoined(db)
      .where(where)
      .orderBy(desc(callRecordings.createdAt), desc(callRecordings.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ value: count() })
      .from(callRecordings)
      .leftJoin(people, eq(people.id, callRecordings.personId))
      .leftJoin(bookings, eq(bookings.id, callRecordings.bookingId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => toRecording(row, audioUrlOf)),
    total: total?.value ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}
