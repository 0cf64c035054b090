import multipart from '@fastify/multipart';
import {
  adminEnrichmentStageBodySchema,
  adminEnrichmentUpdateBodySchema,
  dataReplySchema,
  enrichmentActionBodySchema,
  enrichmentDownloadQuerySchema,
  enrichmentFileDetailSchema,
  enrichmentFileSchema,
  enrichmentLimits,
  enrichmentSearchParamsSchema,
  enrichmentSearchReplySchema,
  enrichmentStatusQuerySchema,
  idSchema,
  messageReplySchema,
  pageQuerySchema,
  pageReplySchema,
} from '@leadpilot/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { superAdminAccess } from '../../platform/auth/route-access.ts';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../auth/index.ts';

const tags = ['enrichment'];
const readEnrichment = { action: 'read', subject: 'Enrichment' } as const;
const manageEnrichment = { action: 'manage', subject: 'Enrichment' } as const;
const params = z.object({ id: idSchema });

/**
 * `POST contacts/enrichment` and `contacts/aienrichment`, in a scope of their own that parses
 * multipart: an upload, or a JSON step (`enrichmentActionBodySchema`; left out for an upload).
 */
async function registerStepRoutes(scope: AppRouter) {
  const { enrichment } = scope.services;
  await scope.register(multipart, {
    limits: { fileSize: enrichmentLimits.maxBytes, files: 1, fields: 5, parts: 10 },
  });

  // An upload is taken before the body's validation (the JSON steps' schema): the file is the body.
  // Access was checked when the request arrived (`onRequest`), as for any route.
  scope.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    const kind = request.url.includes('/aienrichment') ? 'ai' : 'normal';
    let part: Awaited<ReturnType<typeof request.file>>;
    try {
      part = await request.file();
    } catch (error) {
      throw error instanceof AppError ? error : unreadableUpload();
    }
    if (!part) throw new AppError('VALIDATION_FAILED', 'Choose a CSV or Excel (.xlsx) file to upload.');
    try {
      const uploaded = await enrichment.upload(actorOf(request), { kind, fileName: part.filename, stream: part.file });
      return reply.send(uploaded);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
  });
  const step = async (request: FastifyRequest) => enrichment.act(actorOf(request), request.body);
  const stepSchema = (summary: string) => ({
    tags,
    summary,
    description:
      'multipart/form-data with a `file` (CSV or XLSX, up to 100,000 rows and 50 MB) uploads a file; JSON `{ action: "map" | "columns" | "estimate" | "confirm" | "cancel" | "save", id, … }` takes its next step.',
    // The upload's multipart form is read before validation (the hook above); JSON is the steps'.
    consumes: ['application/json', 'multipart/form-data'],
    body: enrichmentActionBodySchema,
    response: { 200: messageReplySchema(z.unknown()) },
  });

  scope.post('/api/v1/contacts/enrichment', {
    config: { access: manageEnrichment, apiKeyScope: 'enrichment' },
    schema: stepSchema('Upload a file to enrich, or take its next step (map, estimate, confirm, cancel, save)'),
    handler: step,
  });
  scope.post('/api/v1/contacts/aienrichment', {
    config: { access: manageEnrichment, apiKeyScope: 'enrichment' },
    schema: stepSchema('Upload a file for AI columns, or take its next step (map, columns, estimate, confirm, cancel)'),
    handler: step,
  });
}

/** A form that could not be read: cut short, or not multipart after all. */
export const unreadableUpload = () =>
  new AppError('VALIDATION_FAILED', 'The upload could not be read: choose the file again and upload it.');

const tooLarge = () =>
  new AppError('RULE_REFUSED', 'This file is larger than 50 MB: split it into smaller files and upload each.');

/**
 * Enrichment files (docs/enrichment.md). `POST contacts/enrichment` (and `contacts/aienrichment`)
 * carries a file's whole life: a multipart upload (field `file`) creates it; a JSON body
 * `{ action, id, … }` maps its columns, gives an AI file its columns, estimates, confirms or cancels.
 */
export async function registerEnrichmentRoutes(scope: AppRouter) {
  const { enrichment } = scope.services;
  // Multipart is parsed only by the two routes that take an upload (their own scope).
  await scope.register(registerStepRoutes);
  for (const [path, kind] of [
    ['/api/v1/contacts/enrichment/status', 'normal'],
    ['/api/v1/contacts/aienrichment/status', 'ai'],
  ] as const) {
    scope.get(path, {
      config: { access: readEnrichment, apiKeyScope: 'enrichment' },
      schema: {
        tags,
        summary: `The organisation's ${kind === 'ai' ? 'AI ' : ''}enrichment files: stage, progress, credits spent`,
        querystring: enrichmentStatusQuerySchema,
        response: { 200: pageReplySchema(enrichmentFileSchema) },
      },
      handler: (request) => enrichment.status(actorOf(request), kind, request.query),
    });
  }

  scope.get('/api/v1/contacts/enrichment/file/:id', {
    config: { access: readEnrichment, apiKeyScope: 'enrichment' },
    schema: {
      tags,
      summary: 'One enrichment file, with its first rows as uploaded',
      params,
      response: { 200: dataReplySchema(enrichmentFileDetailSchema) },
    },
    handler: async (request) => ({ data: await enrichment.file(actorOf(request), request.params.id) }),
  });

  const download =
    (which: 'enriched' | 'failed') =>
    async (
      request: FastifyRequest<{ Params: { id: string }; Querystring: { format: 'csv' | 'xlsx' } }>,
      reply: FastifyReply,
    ) => {
      const file = await enrichment.download(
        actorOf(request),
        request.params.id,
        which,
        request.query.format,
        (error) => request.log.error({ err: error }, 'enrichment download failed midway'),
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    };
  scope.get('/api/v1/contacts/enrichment/download/:id', {
    config: { access: readEnrichment, apiKeyScope: 'enrichment' },
    schema: {
      tags,
      summary: 'The enriched file: its own columns, then each added column with its status (CSV or XLSX)',
      params,
      querystring: enrichmentDownloadQuerySchema,
    },
    handler: download('enriched'),
  });
  scope.get('/api/v1/contacts/enrichment/fdownload/:id', {
    config: { access: readEnrichment, apiKeyScope: 'enrichment' },
    schema: {
      tags,
      summary: 'The rows that failed or found nothing, as uploaded, with the reason',
      params,
      querystring: enrichmentDownloadQuerySchema,
    },
    handler: download('failed'),
  });

  scope.get('/api/v1/contacts/enrichment/search/:q', {
    config: { access: readEnrichment, apiKeyScope: 'enrichment' },
    schema: {
      tags,
      summary: 'Files by name and rows by person or company',
      params: enrichmentSearchParamsSchema,
      response: { 200: dataReplySchema(enrichmentSearchReplySchema) },
    },
    handler: async (request) => ({ data: await enrichment.search(actorOf(request), request.params.q) }),
  });

  const adminTags = ['super-admin'];
  scope.get('/api/v1/sadmin/enrichment/:id', {
    config: { access: superAdminAccess },
    schema: {
      tags: adminTags,
      summary: 'An organisation’s enrichment files (`id`: the organisation)',
      params,
      querystring: pageQuerySchema,
      response: { 200: pageReplySchema(enrichmentFileSchema) },
    },
    handler: (request) => enrichment.admin.files(request.params.id, request.query),
  });
  scope.post('/api/v1/sadmin/enrichment/update', {
    config: { access: superAdminAccess },
    schema: {
      tags: adminTags,
      summary: 'Correct a file’s name or rows (the rows are enriched again), audited',
      body: adminEnrichmentUpdateBodySchema,
      response: { 200: messageReplySchema(enrichmentFileSchema) },
    },
    handler: (request) => enrichment.admin.update(actorOf(request), request.body),
  });
  scope.post('/api/v1/sadmin/enrichment/updatestage', {
    config: { access: superAdminAccess },
    schema: {
      tags: adminTags,
      summary: 'Move a file’s stage (a large file out of review, a stuck one back to running), audited',
      body: adminEnrichmentStageBodySchema,
      response: { 200: messageReplySchema(enrichmentFileSchema) },
    },
    handler: (request) => enrichment.admin.updateStage(actorOf(request), request.body),
  });
}
