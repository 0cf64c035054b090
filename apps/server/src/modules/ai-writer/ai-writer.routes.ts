import { aiDraftSchema, aiRewriteBodySchema, aiTemplateBodySchema, messageReplySchema } from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const manageTemplates = { action: 'manage', subject: 'Templates' } as const;

/** The AI writer's two routes: write a template from a brief, rewrite a draft from an instruction. */
export function registerAiWriterRoutes(app: AppRouter) {
  const { aiWriter } = app.services;

  app.post('/api/v1/emailtemplate/ai', {
    config: { access: manageTemplates },
    schema: {
      tags: ['templates'],
      summary:
        'Write a template from a brief (offer, audience, tone, length, call to action), optionally for a prospect',
      body: aiTemplateBodySchema,
      response: { 200: messageReplySchema(aiDraftSchema) },
    },
    handler: (request) => aiWriter.writeTemplate(actorOf(request), request.body, request.log),
  });

  app.post('/api/v1/emailtemplate/aiprompt', {
    config: { access: manageTemplates },
    schema: {
      tags: ['templates'],
      summary: 'Rewrite a draft following an instruction ("shorter", "more casual", "add a case study: …")',
      body: aiRewriteBodySchema,
      response: { 200: messageReplySchema(aiDraftSchema) },
    },
    handler: (request) => aiWriter.rewrite(actorOf(request), request.body, request.log),
  });
}
