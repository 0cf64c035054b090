import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { recordingLimits, recordingUploadFieldsSchema } from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import { callRecordings } from '../../db/schema.ts';
import { AppError, refused } from '../../platform/errors.ts';
import { durationOf, readHead, sniffAudio } from './audio-format.ts';
import type { RecordingFiles } from './recording-files.ts';
import { checkSubjects } from './recording-subjects.ts';
import { type ParsedTranscript, parseTranscriptFile, TranscriptFileError } from './transcript-files.ts';

/** One part of the multipart form, as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

export interface SaveRecordingInput {
  organisationId: string;
  userId: string;
  parts: AsyncIterable<UploadPart>;
  now: Date;
}

const hours = recordingLimits.maxSeconds / 3600;
const megabytes = recordingLimits.maxBytes / (1024 * 1024);

export const uploadErrors = {
  unreadable: () =>
    new AppError(
      'VALIDATION_FAILED',
      'The upload was cut short or could not be read: choose the file and upload it again.',
    ),
  tooLarge: () => refused(`This recording is larger than ${megabytes} MB: upload a shorter or more compressed file.`),
  missing: () => new AppError('VALIDATION_FAILED', 'Choose a recording to upload (MP3, M4A, WAV or WebM).'),
  empty: () => new AppError('VALIDATION_FAILED', 'This recording is empty: choose the file again.'),
  notAudio: () => refused('This file is not a recording we can read: upload MP3, M4A, WAV or WebM audio.'),
  unreadableAudio: (format: string) =>
    refused(`This file starts like ${format.toUpperCase()} audio but cannot be read: export it again and upload it.`),
  tooLong: (seconds: number) =>
    refused(
      `This recording lasts ${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min; recordings may last up to ${hours} hours.`,
    ),
  noSubject: () => new AppError('VALIDATION_FAILED', 'Choose the prospect or the meeting this call belongs to.'),
  transcriptTooLarge: () =>
    refused(`The transcript is larger than ${recordingLimits.maxTranscriptBytes / (1024 * 1024)} MB.`),
  unexpectedPart: (name: string) =>
    new AppError('VALIDATION_FAILED', `The form has a field “${name.slice(0, 40)}” this upload does not take.`),
};

async function readSmallFile(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.resume();
      throw uploadErrors.transcriptTooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

interface Received {
  audio: { temporary: string; fileName: string } | null;
  transcript: { fileName: string; bytes: Buffer } | null;
  fields: Record<string, string>;
}

/** Reads the form: the recording streamed to a temporary file, the transcript (small) into memory. */
async function receive(input: SaveRecordingInput, files: RecordingFiles, received: Received) {
  try {
    for await (const part of input.parts) {
      if (part.type === 'field') {
        if (!['prospectId', 'meetingId', 'title'].includes(part.fieldname))
          throw uploadErrors.unexpectedPart(part.fieldname);
        received.fields[part.fieldname] = String(part.value ?? '');
      } else if (part.fieldname === 'file' && !received.audio) {
        received.audio = { temporary: await files.temporaryFile(randomUUID()), fileName: part.filename };
        await pipeline(part.file, createWriteStream(received.audio.temporary));
        if (part.file.truncated) throw uploadErrors.tooLarge();
      } else if (part.fieldname === 'transcript' && !received.transcript) {
        received.transcript = {
          fileName: part.filename,
          bytes: await readSmallFile(part.file, recordingLimits.maxTranscriptBytes),
        };
      } else {
        part.file.resume();
        throw uploadErrors.unexpectedPart(part.fieldname);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadErrors.tooLarge();
    throw uploadErrors.unreadable();
  }
}

/**
 * Takes a recording in (docs/recordings.md): the file streams to a temporary file, is recognised by
 * its first bytes, its length read from its header, and only then is the file put in the store
 * (disk or bucket) and the row stored; any refusal, or an upload cut short, leaves neither row nor file behind.
 */
export async function saveRecording(
  db: Database,
  files: RecordingFiles,
  input: SaveRecordingInput,
  options: { transcriptionOn: boolean },
) {
  const received: Received = { audio: null, transcript: null, fields: {} };
  let storedKey: string | null = null;
  try {
    await receive(input, files, received);
    if (!received.audio) throw uploadErrors.missing();
    const fields = recordingUploadFieldsSchema.safeParse(
      Object.fromEntries(Object.entries(received.fields).filter(([, value]) => value.trim() !== '')),
    );
    if (!fields.success) {
      throw new AppError('VALIDATION_FAILED', 'The prospect or meeting chosen is not a valid id; choose it again.');
    }
    if (!fields.data.prospectId && !fields.data.meetingId) throw uploadErrors.noSubject();
    const { size } = await stat(received.audio.temporary);
    if (size === 0) throw uploadErrors.empty();
    const head = await readHead(received.audio.temporary);
    const format = sniffAudio(head);
    if (!format) throw uploadErrors.notAudio();
    let durationSeconds: number | null;
    try {
      durationSeconds = await durationOf(received.audio.temporary, format, head);
    } catch {
      throw uploadErrors.unreadableAudio(format);
    }
    if (durationSeconds !== null && durationSeconds > recordingLimits.maxSeconds) {
      throw uploadErrors.tooLong(durationSeconds);
    }
    let transcript: ParsedTranscript | null = null;
    if (received.transcript && received.transcript.bytes.length > 0) {
      try {
        transcript = parseTranscriptFile(received.transcript.fileName, received.transcript.bytes);
      } catch (error) {
        if (error instanceof TranscriptFileError) throw refused(`The transcript cannot be read: ${error.message}`);
        throw error;
      }
    }
    const subjects = await checkSubjects(db, input.organisationId, fields.data);
    const id = randomUUID();
    storedKey = files.keyFor(input.organisationId, id, format);
    await files.moveIn(received.audio.temporary, storedKey, format);
    const fileName = received.audio.fileName.slice(0, 200) || `recording.${format}`;
    const [row] = await db
      .insert(callRecordings)
      .values({
        id,
        organisationId: input.organisationId,
        createdByUserId: input.userId,
        ...subjects,
        title: fields.data.title || fileName.replace(/\.[^.]+$/, '') || 'Call recording',
        fileName,
        format,
        sizeBytes: size,
        storageKey: storedKey,
        durationSeconds,
        status: transcript ? 'ready' : options.transcriptionOn ? 'transcribing' : 'waiting',
        transcriptSource: transcript ? 'file' : null,
        transcriptFileName: transcript ? received.transcript?.fileName.slice(0, 200) || null : null,
        segments: transcript?.segments ?? null,
        speakersKnown: transcript?.speakersKnown ?? false,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('the recording was not stored');
    storedKey = null;
    return row;
  } finally {
    if (received.audio) await files.remove(received.audio.temporary);
    if (storedKey) await files.removeStored(storedKey);
  }
}
