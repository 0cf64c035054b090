import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { codeOfStatus, handleError } from './http-errors.ts';

/** Each error status answers with its one code; the app's specific codes stay as modules send them. */

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.setErrorHandler(handleError);
  app.get('/status/:status', async (request) => {
    const status = Number((request.params as { status: string }).status);
    throw Object.assign(new Error(`framework error ${status}`), { statusCode: status });
  });
  app.get('/validation', async () => {
    throw new AppError('VALIDATION_FAILED', 'A field is wrong.');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('one error code per status', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [405, 'METHOD_NOT_ALLOWED'],
    [406, 'NOT_ACCEPTABLE'],
    [409, 'CONFLICT'],
    [410, 'GONE'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [414, 'URI_TOO_LONG'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [422, 'RULE_REFUSED'],
    [429, 'RATE_LIMITED'],
    [431, 'REQUEST_HEADER_FIELDS_TOO_LARGE'],
  ])('a framework error with status %i answers code %s', async (status, code) => {
    expect(codeOfStatus(status)).toBe(code);
    const response = await app.inject({ method: 'GET', url: `/status/${status}` });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it('keeps 5xx details in the log: any server fault answers 500 INTERNAL', async () => {
    const response = await app.inject({ method: 'GET', url: '/status/502' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'INTERNAL' });
    expect(codeOfStatus(503)).toBe('UNAVAILABLE');
    expect(codeOfStatus(599)).toBe('INTERNAL');
  });

  it('keeps the specific code a module sends', async () => {
    const response = await app.inject({ method: 'GET', url: '/validation' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'A field is wrong.', code: 'VALIDATION_FAILED' });
  });
});
