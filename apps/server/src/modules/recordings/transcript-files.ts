import type { StoredSegment } from '../../db/schema.ts';

export type TranscriptFormat = 'vtt' | 'srt' | 'txt';

export class TranscriptFileError extends Error {}

/** `hh:mm:ss.mmm`, `mm:ss.mmm` (WebVTT) or `hh:mm:ss,mmm` (SRT) in seconds; null when it is none of them. */
export function parseTimestamp(value: string): number | null {
  const match = /^(?:(\d{1,3}):)?([0-5]?\d):([0-5]\d)[.,](\d{1,3})$/.exec(value.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(fraction.padEnd(3, '0')) / 1000;
}

const cueTiming = /^(\S+)\s+-->\s+(\S+)/;
const voiceTag = /<v(?:\.[^\s>]*)?\s+([^>]+)>/i;

/** Tags (`<v Ann>`, `<b>`, `<00:00:01.000>`) and entities out of a cue's text. */
function plainCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Blocks separated by blank lines, line endings normalised, a byte-order mark dropped. */
function blocksOf(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
}

/** Cues of a WebVTT or SRT file; the speaker of a WebVTT cue comes from its voice tag. */
function parseCues(text: string, format: 'vtt' | 'srt'): StoredSegment[] {
  const blocks = blocksOf(text);
  if (format === 'vtt') {
    const first = blocks[0]?.[0] ?? '';
    if (!/^WEBVTT(?:[ \t].*)?$/.test(first))
      throw new TranscriptFileError('A WebVTT file starts with the line WEBVTT.');
    blocks.shift();
  }
  const segments: StoredSegment[] = [];
  for (const lines of blocks) {
    if (format === 'vtt' && /^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) continue;
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    if (timingAt < 0 || timingAt > 1) continue;
    const timing = cueTiming.exec(lines[timingAt] ?? '');
    const start = timing ? parseTimestamp(timing[1] ?? '') : null;
    const end = timing ? parseTimestamp(timing[2] ?? '') : null;
    if (start === null || end === null || end < start) {
      throw new TranscriptFileError(`This cue’s times cannot be read: “${(lines[timingAt] ?? '').slice(0, 80)}”.`);
    }
    const raw = lines.slice(timingAt + 1).join('\n');
    const speaker = format === 'vtt' ? (voiceTag.exec(raw)?.[1]?.trim() ?? null) : null;
    const body = plainCueText(raw);
    if (body === '') continue;
    segments.push({ start, end, speaker, text: body });
  }
  return segments;
}

/** Plain text: one segment per paragraph or line, a leading `Name:` taken as its speaker. No timestamps. */
function parsePlain(text: string): StoredSegment[] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const named = /^([A-Z][\w .'-]{0,40}?):\s+(.+)$/.exec(line);
      return { start: null, end: null, speaker: named?.[1]?.trim() ?? null, text: (named?.[2] ?? line).trim() };
    });
}

/** The transcript format its name and first line tell. */
export function transcriptFormatOf(fileName: string, text: string): TranscriptFormat {
  if (/^\uFEFF?WEBVTT/.test(text) || /\.vtt$/i.test(fileName)) return 'vtt';
  if (/\.srt$/i.test(fileName) || /^\uFEFF?\d+\r?\n\d{1,2}:\d{2}:\d{2},\d{3}\s+-->/.test(text)) return 'srt';
  return 'txt';
}

export interface ParsedTranscript {
  format: TranscriptFormat;
  segments: StoredSegment[];
  /** True when every segment names its speaker. */
  speakersKnown: boolean;
}

/** Reads a transcript file (WebVTT, SRT or plain text); throws `TranscriptFileError` with plain words. */
export function parseTranscriptFile(fileName: string, bytes: Buffer): ParsedTranscript {
  if (bytes.includes(0))
    throw new TranscriptFileError('The transcript is not a text file (WebVTT, SRT or plain text).');
  const text = bytes.toString('utf8');
  const format = transcriptFormatOf(fileName, text);
  const segments = format === 'txt' ? parsePlain(text) : parseCues(text, format);
  if (segments.length === 0) throw new TranscriptFileError('The transcript holds no text.');
  return { format, segments, speakersKnown: segments.every((segment) => segment.speaker !== null) };
}
