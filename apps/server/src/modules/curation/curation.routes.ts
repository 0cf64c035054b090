import {
  curatedPeopleQuerySchema,
  curatedPeopleReplySchema,
  curatePersonBodySchema,
  curatePersonReplySchema,
  errorReplySchema,
} from '@leadpilot/contracts';
import type { FastifyError } from 'fastify';
import type { AppRouter } from '../../app-types.ts';
import { superAdminAccess } from '../../platform/auth/route-access.ts';
import { actorOf } from '../auth/index.ts';
import { CurationRefusal } from '../people/index.ts';

/**
 * A body that is not the record's shape (not an object, or a field the record does not have)
 * stays a 400 like everywhere; a field whose value is wrong is a 422 naming the field, so the
 * curation screen can show it beside the input.
 */
function curationInputError(error: Error & Partial<Pick<FastifyError, 'validation'>>): Error {
  const issues = error.validation ?? [];
  const isShapeWrong = issues.some(
    (issue) => issue.keyword === 'unrecognized_keys' || issue.instancePath === '/' || issue.instancePath === '',
  );
  if (isShapeWrong || issues.length === 0) return error;
  return new CurationRefusal(
    issues.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    })),
  );
}

export function registerCurationRoutes(app: AppRouter) {
  const { curation } = app.services;

  app.get('/api/v1/sadmin/contacts/people', {
    config: { access: superAdminAccess },
    schema: {
      tags: ['super-admin'],
      querystring: curatedPeopleQuerySchema,
      response: { 200: curatedPeopleReplySchema },
    },
    handler: async (request) => ({ data: await curation.findPeople(request.query.q) }),
  });

  app.post('/api/v1/sadmin/contacts/people', {
    config: { access: superAdminAccess },
    attachValidation: true,
    schema: {
      tags: ['super-admin'],
      body: curatePersonBodySchema,
      response: { 200: curatePersonReplySchema, 201: curatePersonReplySchema, 422: errorReplySchema },
    },
    handler: async (request, reply) => {
      try {
        if (request.validationError) throw curationInputError(request.validationError);
        const result = await curation.savePerson(actorOf(request), request.body);
        return reply.code(result.data.outcome === 'created' ? 201 : 200).send(result);
      } catch (error) {
        if (!(error instanceof CurationRefusal)) throw error;
        return reply.code(422).send({ message: error.message, code: error.code, issues: error.issues });
      }
    },
  });
}
