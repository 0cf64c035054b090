import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from './schema-core.ts';
import { bookings } from './schema-meetings.ts';
import { people } from './schema-prospects.ts';

export const callRecordingStatusValues = ['waiting', 'transcribing', 'ready', 'failed'] as const;
export const callRecordingFormatValues = ['mp3', 'm4a', 'wav', 'webm'] as const;

/** One stretch of a transcript: its start and end in seconds (null in a plain-text transcript) and its speaker when named. */
export interface StoredSegment {
  start: number | null;
  end: number | null;
  speaker: string | null;
  text: string;
}

/**
 * A call recording (docs/recordings.md): the audio file under DATA_DIR/files/recordings, tied to a
 * prospect or a meeting of the organisation, its transcript (from a file uploaded beside it or from
 * the transcription service) and its summary, written once (`summary` is set only while null).
 */
export const callRecordings = pgTable(
  'call_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: callRecordingFormatValues }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The file's place under DATA_DIR, e.g. `files/recordings/<organisation>/<id>.wav`. */
    storageKey: text('storage_key').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    status: text('status', { enum: callRecordingStatusValues }).notNull(),
    /** Why transcription failed, in plain words. */
    statusDetail: text('status_detail'),
    transcriptSource: text('transcript_source', { enum: ['file', 'service'] }),
    transcriptFileName: text('transcript_file_name'),
    segments: jsonb('segments').$type<StoredSegment[]>(),
    speakersKnown: boolean('speakers_known').notNull().default(false),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    summarySource: text('summary_source', { enum: ['rules', 'model'] }),
    summarisedAt: timestamp('summarised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('call_recordings_organisation_idx').on(table.organisationId, table.createdAt),
    index('call_recordings_status_idx').on(table.status),
  ],
);
