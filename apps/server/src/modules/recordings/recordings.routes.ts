import multipart from '@fastify/multipart';
import {
  dataReplySchema,
  idSchema,
  messageReplySchema,
  pageReplySchema,
  recordingDetailSchema,
  recordingLimits,
  recordingListQuerySchema,
  recordingSchema,
  recordingSummarySchema,
  recordingUploadFieldsSchema,
} from '@leadpilot/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';
import { audioLinkPattern } from './audio-links.ts';
import type { RecordingService } from './recordings.service.ts';
import type { UploadPart } from './save-recording.ts';

const tags = ['recordings'];
const readAudio = { action: 'read', subject: 'Audio' } as const;
const manageAudio = { action: 'manage', subject: 'Audio' } as const;
const params = z.object({ id: idSchema });

/** `POST meta/audiosave`, in a scope of its own that parses multipart (the recording streams to disk). */
async function registerUploadRoute(scope: AppRouter) {
  const { recordings } = scope.services;
  await scope.register(multipart, {
    limits: { fileSize: recordingLimits.maxBytes, files: 2, fields: 5, parts: 8, fieldSize: 1000 },
  });
  // The form is read before the body's validation: the file is the body (as enrichment's upload is).
  // Access was checked when the request arrived (`onRequest`), as for any route.
  scope.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    return reply.send(await recordings.upload(actorOf(request), request.parts() as AsyncIterable<UploadPart>));
  });
  scope.post('/api/v1/meta/audiosave', {
    config: { access: manageAudio },
    schema: {
      tags,
      summary: 'Upload a call recording, optionally with its transcript',
      description:
        'multipart/form-data: `prospectId` or `meetingId`, an optional `title`, then `file` (MP3, M4A, WAV or WebM, up to 2 hours and 200 MB) and an optional `transcript` (WebVTT, SRT or plain text). The body schema lists the form’s text fields; a JSON body is refused.',
      // The upload is multipart (read before validation, above); the JSON form of the fields is refused.
      consumes: ['multipart/form-data', 'application/json'],
      body: recordingUploadFieldsSchema,
      response: { 200: messageReplySchema(recordingDetailSchema) },
    },
    handler: (request) => recordings.refuseWithoutFile(actorOf(request), request.body),
  });
}

/** Call recordings (docs/recordings.md): upload, list, detail, summary, the audio for the player and delete. */
export async function registerRecordingRoutes(scope: AppRouter) {
  const { recordings } = scope.services;
  await scope.register(registerUploadRoute);

  scope.get('/api/v1/meta/listaudiotranscribe', {
    config: { access: readAudio },
    schema: {
      tags,
      summary: 'The organisation’s call recordings with status, duration, prospect and summary (searchable with q)',
      querystring: recordingListQuerySchema,
      response: { 200: pageReplySchema(recordingSchema) },
    },
    handler: (request) => recordings.list(actorOf(request), request.query),
  });

  scope.get('/api/v1/meta/audio/:id', {
    config: { access: readAudio },
    schema: {
      tags,
      summary: 'One call recording with its transcript',
      params,
      response: { 200: dataReplySchema(recordingDetailSchema) },
    },
    handler: async (request) => ({ data: await recordings.detail(actorOf(request), request.params.id) }),
  });

  scope.get('/api/v1/meta/audiosummarize/:id', {
    config: { access: readAudio },
    schema: {
      tags,
      summary: 'The call’s summary: next steps, questions by speaker, objections, competitors and dates, each cited',
      params,
      response: { 200: messageReplySchema(recordingSummarySchema.nullable()) },
    },
    handler: (request) => recordings.summary(actorOf(request), request.params.id),
  });

  scope.get('/api/v1/meta/audio/:id/file', {
    config: { access: readAudio },
    schema: { tags, summary: 'The recording’s audio, with byte ranges', params },
    handler: async (request, reply) =>
      sendAudio(
        reply,
        await recordings.audio({ actor: actorOf(request), id: request.params.id }, request.headers.range),
      ),
  });

  // The player's address: an <audio> element sends no bearer token, so the signed link is the proof.
  scope.get('/api/v1/meta/audio/stream/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The recording’s audio for the player, through the signed link its detail gives (`audioUrl`)',
      params: z.object({ token: z.string().regex(audioLinkPattern, { message: 'This is not a recording link.' }) }),
    },
    handler: async (request, reply) =>
      sendAudio(reply, await recordings.audio({ link: request.params.token }, request.headers.range)),
  });

  // Last: the tenant suite calls routes in this order with the same recording, and this one ends it.
  scope.delete('/api/v1/meta/audio/:id', {
    config: { access: manageAudio },
    schema: {
      tags,
      summary: 'Delete a call recording: its transcript, its summary and its audio (404 once deleted)',
      params,
      response: { 200: messageReplySchema(z.object({ id: idSchema })) },
    },
    handler: (request) => recordings.remove(actorOf(request), request.params.id),
  });
}

/** The whole file, or the byte range asked for (206), or 416 for a range outside it. */
function sendAudio(reply: FastifyReply, audio: Awaited<ReturnType<RecordingService['audio']>>) {
  reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
  if (audio.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${audio.size}`)
      .send({ message: 'This range is outside the recording.', code: 'RANGE_NOT_SATISFIABLE' });
  }
  reply.header('content-type', audio.contentType);
  if (audio.kind === 'whole') return reply.header('content-length', String(audio.size)).send(audio.stream);
  const { start, end } = audio.range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${audio.size}`)
    .header('content-length', String(end - start + 1))
    .send(audio.stream);
}
