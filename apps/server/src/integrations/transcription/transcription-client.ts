import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { z } from 'zod';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { hostFormOf } from '../../platform/outbound/outbound-policy.ts';

/** One stretch of speech as the service returns it; `speaker` when it diarises. */
export interface TranscribedSegment {
  start: number;
  end: number;
  text: string;
  speaker: string | null;
}

export interface Transcription {
  text: string;
  language: string | null;
  duration: number | null;
  segments: TranscribedSegment[];
}

export interface TranscriptionClient {
  readonly model: string;
  /** Sends the file and answers its segments; throws `TranscriptionError` with plain words. */
  transcribe(input: { file: string; fileName: string; contentType: string }): Promise<Transcription>;
}

export class TranscriptionError extends Error {
  /** Whether another attempt may do better (the service busy, failing or out of reach). */
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'TranscriptionError';
    this.retryable = retryable;
  }
}

/** OpenAI's `verbose_json` (segments with `start`, `end`, `text`) and diarised replies (`speaker` on each segment). */
const replySchema = z.object({
  text: z.string().default(''),
  language: z.string().nullish(),
  duration: z.number().nullish(),
  segments: z
    .array(
      z.object({
        start: z.number().min(0),
        end: z.number().min(0),
        text: z.string(),
        speaker: z.union([z.string(), z.number()]).nullish(),
      }),
    )
    .default([]),
});

const maxReplyBytes = 20 * 1024 * 1024;

/**
 * An OpenAI-compatible `POST <root>/audio/transcriptions`: the file streamed in a multipart form
 * (never held in memory) with `response_format=verbose_json` and segment timestamps, through the
 * outbound guard's look-up (the address dialled is the one checked); no redirects, one deadline.
 */
export function createTranscriptionClient(options: {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  guard: OutboundGuard;
}): TranscriptionClient {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`);
  const isHttps = url.protocol === 'https:';
  const port = url.port ? Number(url.port) : isHttps ? 443 : 80;

  async function transcribe(input: { file: string; fileName: string; contentType: string }): Promise<Transcription> {
    if (hostFormOf(url.hostname).kind !== 'name') {
      try {
        options.guard.checkAddress(url.hostname, url.hostname.replace(/^\[(.*)\]$/, '$1'), port);
      } catch {
        throw new TranscriptionError(`The transcription address ${url.host} is not allowed from this server.`, false);
      }
    }
    const boundary = `----leadpilot${randomBytes(12).toString('hex')}`;
    const field = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const safeName = input.fileName.replace(/["\r\n\\]/g, '_');
    const head = Buffer.from(
      field('model', options.model) +
        field('response_format', 'verbose_json') +
        field('timestamp_granularities[]', 'segment') +
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${safeName}"\r\ncontent-type: ${input.contentType}\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const { size } = await stat(input.file);
    const body = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const send = isHttps ? httpsRequest : httpRequest;
      const request = send(url, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
          accept: 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        lookup: options.guard.lookupFor(port),
        agent: false,
      });
      const deadline = setTimeout(
        () => request.destroy(new TranscriptionError(`The transcription service did not answer in time.`, true)),
        options.timeoutMs,
      );
      request.on('error', (error) => {
        clearTimeout(deadline);
        if (error instanceof TranscriptionError) return reject(error);
        if ((error as { code?: string }).code === 'EOUTBOUND') {
          return reject(
            new TranscriptionError(`The transcription address ${url.host} is not allowed from this server.`, false),
          );
        }
        reject(new TranscriptionError(`The transcription service at ${url.host} could not be reached.`, true));
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let length = 0;
        response.on('data', (chunk: Buffer) => {
          length += chunk.length;
          if (length > maxReplyBytes) {
            request.destroy(new TranscriptionError('The transcription service answered with too much.', false));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(deadline);
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', (error) => {
          clearTimeout(deadline);
          reject(error instanceof TranscriptionError ? error : new TranscriptionError('The reply was cut off.', true));
        });
      });
      request.write(head);
      const file = createReadStream(input.file);
      file.on('error', (error) => request.destroy(error));
      file.on('end', () => request.end(tail));
      file.pipe(request, { end: false });
    });
    if (body.status < 200 || body.status >= 300) {
      let detail = '';
      try {
        detail = String((JSON.parse(body.text) as { error?: { message?: unknown } }).error?.message ?? '');
      } catch {}
      const retryable = body.status === 429 || body.status >= 500;
      throw new TranscriptionError(
        `The transcription service refused the file (HTTP ${body.status})${detail ? `: ${detail.slice(0, 200).replace(/\.+$/, '')}` : ''}.`,
        retryable,
      );
    }
    let parsed: z.infer<typeof replySchema>;
    try {
      parsed = replySchema.parse(JSON.parse(body.text));
    } catch {
      throw new TranscriptionError('The transcription service answered in a form that cannot be read.', false);
    }
    return {
      text: parsed.text,
      language: parsed.language ?? null,
      duration: parsed.duration ?? null,
      segments: parsed.segments.map((segment) => ({
        start: segment.start,
        end: segment.end,
        text: segment.text.trim(),
        speaker: segment.speaker === null || segment.speaker === undefined ? null : String(segment.speaker),
      })),
    };
  }

  return { model: options.model, transcribe };
}

/** The configured service, or null when TRANSCRIPTION_BASE_URL and TRANSCRIPTION_MODEL are not set. */
export function transcriptionClientFromConfig(
  config: {
    TRANSCRIPTION_BASE_URL?: string | undefined;
    TRANSCRIPTION_MODEL?: string | undefined;
    TRANSCRIPTION_API_KEY?: string | undefined;
    TRANSCRIPTION_TIMEOUT_MS: number;
  },
  guard: OutboundGuard,
): TranscriptionClient | null {
  if (!config.TRANSCRIPTION_BASE_URL || !config.TRANSCRIPTION_MODEL) return null;
  return createTranscriptionClient({
    baseUrl: config.TRANSCRIPTION_BASE_URL,
    model: config.TRANSCRIPTION_MODEL,
    apiKey: config.TRANSCRIPTION_API_KEY,
    timeoutMs: config.TRANSCRIPTION_TIMEOUT_MS,
    guard,
  });
}
