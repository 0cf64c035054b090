import type { RecordingStatus } from '@leadpilot/contracts';

/** Seconds as `m:ss`, or `h:mm:ss` past an hour. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A recording's length in words, or a dash when the file does not tell. */
export const durationWords = (seconds: number | null) => (seconds === null ? '—' : clock(seconds));

export const statusLooks: Record<RecordingStatus, { color: string; label: string }> = {
  waiting: { color: 'gray', label: 'Waiting for transcription' },
  transcribing: { color: 'blue', label: 'Transcribing' },
  ready: { color: 'green', label: 'Ready' },
  failed: { color: 'red', label: 'Transcription failed' },
};

/** What the browser may send: the formats the server reads, up to its size. */
export const acceptedAudio = '.mp3,.m4a,.wav,.webm,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,audio/webm';
export const acceptedTranscripts = '.vtt,.srt,.txt,text/vtt,text/plain,application/x-subrip';

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
