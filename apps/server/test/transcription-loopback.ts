import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible speech-to-text server on loopback: `POST /v1/audio/transcriptions` takes the
 * multipart form OpenAI takes (`file`, `model`, `response_format`, `timestamp_granularities[]`) and
 * answers `verbose_json` (text, language, duration, segments with start, end and text; a
 * `speaker` on each when the script says so). It checks the bearer key and the form the way
 * OpenAI does (401 and 400 with OpenAI's error body), and keeps what it received.
 */

export interface ScriptedSegment {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

export interface ReceivedTranscription {
  authorization: string | undefined;
  fields: Record<string, string[]>;
  fileName: string | null;
  fileContentType: string | null;
  file: Buffer;
}

export interface TranscriptionLoopback {
  /** The API root to configure as TRANSCRIPTION_BASE_URL (ends in `/v1`). */
  url: string;
  requests: ReceivedTranscription[];
  /** What the next requests are answered with: segments, or an HTTP status with OpenAI's error body. */
  respond(answer: { segments: ScriptedSegment[]; language?: string } | { status: number; message: string }): void;
  close(): Promise<void>;
}

const openAiError = (message: string, type: string) =>
  JSON.stringify({ error: { message, type, param: null, code: null } });

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The parts of a multipart/form-data body, read as a browser or `fetch` writes them. */
export function parseMultipart(body: Buffer, contentType: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const parts: { name: string; fileName: string | null; contentType: string | null; data: Buffer }[] = [];
  let at = body.indexOf(marker);
  while (at >= 0) {
    const next = body.indexOf(marker, at + marker.length);
    if (next < 0) break;
    const part = body.subarray(at + marker.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/i.exec(head)?.[1] ?? null;
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? null;
    parts.push({ name, fileName, contentType: type, data: part.subarray(split + 4) });
    at = next;
  }
  return parts;
}

export async function startTranscriptionLoopback(options: { apiKey?: string } = {}): Promise<TranscriptionLoopback> {
  const requests: ReceivedTranscription[] = [];
  let answer: { segments: ScriptedSegment[]; language?: string } | { status: number; message: string } = {
    status: 503,
    message: 'No answer scripted.',
  };
  const server = createServer(async (request, response) => {
    const reply = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    const body = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions') {
      return reply(404, openAiError(`Unknown request URL: ${request.method} ${request.url}`, 'invalid_request_error'));
    }
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return reply(401, openAiError('Incorrect API key provided.', 'invalid_request_error'));
    }
    const parts = parseMultipart(body, request.headers['content-type'] ?? '');
    const fields: Record<string, string[]> = {};
    for (const part of parts.filter((p) => p.fileName === null)) {
      fields[part.name] = [...(fields[part.name] ?? []), part.data.toString('utf8')];
    }
    const file = parts.find((part) => part.name === 'file' && part.fileName !== null);
    requests.push({
      authorization: request.headers.authorization,
      fields,
      fileName: file?.fileName ?? null,
      fileContentType: file?.contentType ?? null,
      file: file?.data ?? Buffer.alloc(0),
    });
    if (!file) return reply(400, openAiError("'file' is a required property", 'invalid_request_error'));
    if (!fields.model?.[0]) return reply(400, openAiError("'model' is a required property", 'invalid_request_error'));
    if ('status' in answer) return reply(answer.status, openAiError(answer.message, 'server_error'));
    const segments = answer.segments.map((segment, id) => ({
      id,
      seek: 0,
      start: segment.start,
      end: segment.end,
      text: ` ${segment.text}`,
      tokens: [],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.2,
      no_speech_prob: 0.01,
      ...(segment.speaker ? { speaker: segment.speaker } : {}),
    }));
    const verbose = fields.response_format?.[0] === 'verbose_json';
    const text = answer.segments.map((segment) => segment.text).join(' ');
    reply(
      200,
      JSON.stringify(
        verbose
          ? {
              task: 'transcribe',
              language: answer.language ?? 'english',
              duration: answer.segments.at(-1)?.end ?? 0,
              text,
              segments,
            }
          : { text },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respond(next) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
