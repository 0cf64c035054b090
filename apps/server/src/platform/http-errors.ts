import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from './errors.ts';

interface Issue {
  path: string;
  message: string;
}

const frameworkErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body length is wrong.',
  },
  FST_ERR_CTP_INVALID_CHARSET: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body in UTF-8.',
  },
};

function validationIssues(error: FastifyError): Issue[] {
  return (error.validation ?? []).map((entry) => ({
    path: String(entry.instancePath ?? '')
      .replace(/^\//, '')
      .replaceAll('/', '.'),
    message: String(entry.message ?? 'Invalid value'),
  }));
}

function describeIssue(issue: Issue | undefined, context: string | undefined): string {
  if (!issue) return 'The request is not valid.';
  const where = issue.path || (context === 'querystring' ? 'query' : context === 'params' ? 'address' : '');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** Maps every error to `{ message, code, issues? }` with the right status; 5xx details stay in the log. */
export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply.code(error.status).send({ message: error.message, code: error.code });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const issues = validationIssues(fastifyError);
    return reply.code(400).send({
      message: describeIssue(issues[0], fastifyError.validationContext),
      code: 'VALIDATION_FAILED',
      issues,
    });
  }
  const known = fastifyError.code ? frameworkErrors[fastifyError.code] : undefined;
  if (known) return reply.code(known.status).send({ message: known.message, code: known.code });
  if (error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return reply.code(400).send({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) {
    return reply.code(429).send({ message: 'Too many requests. Try again shortly.', code: 'RATE_LIMITED' });
  }
  if (status >= 400 && status < 500) {
    return reply
      .code(status)
      .send({ message: fastifyError.message || 'The request is not valid.', code: 'BAD_REQUEST' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
}
