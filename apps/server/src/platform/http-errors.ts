import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode, errorStatus } from './errors.ts';

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

/** The app's own code of each status it names (the first code listed for it in errors.ts). */
const appCodeOfStatus = new Map<number, string>();
for (const [code, status] of Object.entries(errorStatus)) {
  if (!appCodeOfStatus.has(status)) appCodeOfStatus.set(status, code);
}

/**
 * The one code of an error status: the app's own (400 BAD_REQUEST, 401 UNAUTHENTICATED,
 * 403 FORBIDDEN, 404 NOT_FOUND, 409 CONFLICT, 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE,
 * 422 RULE_REFUSED, 429 RATE_LIMITED, 500 INTERNAL, 503 UNAVAILABLE), otherwise the HTTP reason
 * phrase in capitals (405 METHOD_NOT_ALLOWED, 406 NOT_ACCEPTABLE, 414 URI_TOO_LONG, ...).
 * Specific codes a module sends (VALIDATION_FAILED with its issues) stay as they are.
 */
export function codeOfStatus(status: number): string {
  const own = appCodeOfStatus.get(status);
  if (own) return own;
  const phrase = STATUS_CODES[status];
  if (!phrase) return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  return phrase
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

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
    return reply.code(429).send({ message: 'Too many requests. Try again shortly.', code: codeOfStatus(429) });
  }
  if (status >= 400 && status < 500) {
    return reply
      .code(status)
      .send({ message: fastifyError.message || 'The request is not valid.', code: codeOfStatus(status) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
}
