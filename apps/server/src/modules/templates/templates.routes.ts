import {
  contactSamplesQuerySchema,
  customFieldSchema,
  dataReplySchema,
  deleteTemplatesBodySchema,
  idSchema,
  mergeFieldSchema,
  messageReplySchema,
  previewTemplateBodySchema,
  renderedSamplesSchema,
  saveCustomFieldBodySchema,
  saveSignatureBodySchema,
  saveTemplateBodySchema,
  signatureSchema,
  templateDetailSchema,
  templateListQuerySchema,
  templateListReplySchema,
  templateSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

/** Every member reads and writes templates (private ones stay their owner's). */
const readTemplates = { action: 'read', subject: 'Templates' } as const;
const manageTemplates = { action: 'manage', subject: 'Templates' } as const;
/** Custom fields change what every template may use: owners and admins define them. */
const manageOrganisation = { action: 'manage', subject: 'Organisation' } as const;

const templateParamsSchema = z.object({ id: idSchema });

/**
 * Email templates, merge fields, custom fields and signatures. Signatures are written by every
 * member; the service decides by scope (their own and their mailboxes', or anything for owners and admins).
 */
export function registerTemplateRoutes(app: AppRouter) {
  const { templates, customFields, signatures } = app.services;

  app.get('/api/v1/emailtemplate', {
    config: { access: readTemplates },
    schema: {
      tags: ['templates'],
      summary:
        "The organisation's shared templates and your private ones, newest first, with the folders and tags in use",
      querystring: templateListQuerySchema,
      response: { 200: templateListReplySchema },
    },
    handler: (request) => templates.list(actorOf(request), request.query),
  });

  app.get('/api/v1/emailtemplate/fields', {
    config: { access: readTemplates },
    schema: {
      tags: ['templates'],
      summary: 'Merge fields a template may use: the built-in ones and the organisation’s custom fields',
      response: { 200: dataReplySchema(z.array(mergeFieldSchema)) },
    },
    handler: async (request) => ({ data: await templates.fields(actorOf(request)) }),
  });

  app.get('/api/v1/emailtemplate/contactsamples', {
    config: { access: readTemplates },
    schema: {
      tags: ['templates'],
      summary: 'A saved template rendered for up to five real prospects, fields without a value marked',
      querystring: contactSamplesQuerySchema,
      response: { 200: dataReplySchema(renderedSamplesSchema) },
    },
    handler: async (request) => ({ data: await templates.contactSamples(actorOf(request), request.query) }),
  });

  app.get('/api/v1/emailtemplate/:id', {
    config: { access: readTemplates },
    schema: {
      tags: ['templates'],
      summary: 'One template with its versions, newest first (at most 50)',
      params: templateParamsSchema,
      response: { 200: dataReplySchema(templateDetailSchema) },
    },
    handler: async (request) => ({ data: await templates.detail(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/emailtemplate', {
    config: { access: manageTemplates },
    schema: {
      tags: ['templates'],
      summary: 'Add a template, or with id save a new version of it (409 when baseVersion is out of date)',
      body: saveTemplateBodySchema,
      response: { 200: messageReplySchema(templateSchema) },
    },
    handler: (request) => templates.save(actorOf(request), request.body),
  });

  app.post('/api/v1/emailtemplate/preview', {
    config: { access: manageTemplates },
    schema: {
      tags: ['templates'],
      summary: 'An unsaved draft rendered for chosen prospects (the editor’s live preview)',
      body: previewTemplateBodySchema,
      response: { 200: dataReplySchema(renderedSamplesSchema) },
    },
    handler: async (request) => ({ data: await templates.preview(actorOf(request), request.body) }),
  });

  app.post('/api/v1/emailtemplate/delete', {
    config: { access: manageTemplates },
    schema: {
      tags: ['templates'],
      summary: 'Delete templates you may edit; an id you may not (or unknown) deletes none',
      body: deleteTemplatesBodySchema,
      response: { 200: messageReplySchema(z.object({ ids: z.array(idSchema) })) },
    },
    handler: (request) => templates.remove(actorOf(request), request.body.ids),
  });

  app.get('/api/v1/organisation/customfields', {
    config: { access: readTemplates },
    schema: {
      tags: ['templates'],
      summary: "The organisation's custom merge fields, with how many templates use each",
      response: { 200: dataReplySchema(z.array(customFieldSchema)) },
    },
    handler: async (request) => ({ data: await customFields.list(actorOf(request)) }),
  });

  app.post('/api/v1/organisation/customfields', {
    config: { access: manageOrganisation },
    schema: {
      tags: ['templates'],
      summary: 'Add, change or remove a custom field (a field templates use cannot be renamed or removed)',
      body: saveCustomFieldBodySchema,
      response: { 200: messageReplySchema(customFieldSchema) },
    },
    handler: (request) => customFields.save(actorOf(request), request.body),
  });

  app.get('/api/v1/organisation/customsignatures', {
    config: { access: readTemplates },
    schema: {
      tags: ['templates'],
      summary: "The organisation's signatures: the organisation's, members' and mailboxes'",
      response: { 200: dataReplySchema(z.array(signatureSchema)) },
    },
    handler: async (request) => ({ data: await signatures.list(actorOf(request)) }),
  });

  app.post('/api/v1/organisation/customsignatures', {
    config: { access: manageTemplates },
    schema: {
      tags: ['templates'],
      summary: 'Add, change or remove a signature: your own, a mailbox’s, or (owners and admins) any',
      body: saveSignatureBodySchema,
      response: { 200: messageReplySchema(signatureSchema) },
    },
    handler: (request) => signatures.save(actorOf(request), request.body),
  });
}
