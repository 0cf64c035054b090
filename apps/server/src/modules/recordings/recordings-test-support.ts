import type { RecordingDetail } from '@leadpilot/contracts';
import type { TestContext } from '../../../test/harness.ts';

/** A mono 16-bit PCM WAV header for `dataBytes` of samples at `sampleRate`. */
export function wavHeader(dataBytes: number, sampleRate = 8000): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(Math.min(36 + dataBytes, 0xffffffff), 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** `seconds` of a 440 Hz tone as a WAV file. */
export function toneWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8000), i * 2);
  }
  return Buffer.concat([wavHeader(data.length, sampleRate), data]);
}

export interface Cue {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

const stamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const hh = String(Math.floor(whole / 3600)).padStart(2, '0');
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(Math.round((seconds - whole) * 1000)).padStart(3, '0')}`;
};

/** A WebVTT file with a voice tag on each cue. */
export function vttOf(cues: readonly Cue[]): string {
  return `WEBVTT\n\n${cues
    .map((cue, index) => `${index + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n<v ${cue.speaker}>${cue.text}</v>`)
    .join('\n\n')}\n`;
}

/** A sales call as the tests tell it: the seller Maya and the buyer Tom. */
export const salesCall: Cue[] = [
  { start: 0, end: 1.5, speaker: 'Maya', text: 'Thanks for joining. How do you book meetings today?' },
  { start: 1.5, end: 3, speaker: 'Tom', text: 'We use Salesforce and Outreach. Honestly it is too expensive for us.' },
  { start: 3, end: 4.5, speaker: 'Tom', text: 'Can you integrate with HubSpot?' },
  { start: 4.5, end: 6, speaker: 'Maya', text: "Yes. I'll send the pricing sheet by Friday." },
  { start: 6, end: 8, speaker: 'Maya', text: "Let's schedule a demo for next Tuesday." },
];

export interface FormFile {
  name: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body: text fields, then files. */
export function multipartBody(fields: Record<string, string>, files: readonly FormFile[]) {
  const boundary = `----recordingtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const audioFile = (bytes: Buffer, fileName = 'call.wav', contentType = 'audio/wav'): FormFile => ({
  name: 'file',
  fileName,
  contentType,
  bytes,
});
export const transcriptFile = (text: string, fileName = 'call.vtt'): FormFile => ({
  name: 'transcript',
  fileName,
  contentType: 'text/vtt',
  bytes: Buffer.from(text),
});

/** Posts `meta/audiosave` with a raw body (a test may cut it short). */
export async function postUpload(context: TestContext, token: string, body: { payload: Buffer; contentType: string }) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/meta/audiosave',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { message: string; data: RecordingDetail; code?: string },
  };
}

/** A person of the prospect database that `organisationId` has revealed. */
export async function revealedPerson(context: TestContext, personId: string, organisationId: string) {
  await context.database.query(
    `insert into contact_reveals (organisation_id, person_id, credits) values ($1, $2, 1) on conflict do nothing`,
    [organisationId, personId],
  );
}
