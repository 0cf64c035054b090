import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export const invalidUtf8Message = 'The request body is not valid UTF-8.';
export const unstorableTextMessage = 'Text may not contain NUL characters or broken Unicode (lone surrogates).';

const loneSurrogate = /\p{Cs}/u;

/**
 * True when any string (value or key) in a parsed body, query or path holds U+0000 or a lone
 * UTF-16 surrogate: PostgreSQL text cannot store the first, and the second would be silently
 * replaced by U+FFFD. Walks with an explicit stack, so deeply nested input cannot overflow it.
 */
export function hasUnstorableText(input: unknown): boolean {
  const stack: unknown[] = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000') || loneSurrogate.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) stack.push(key, item);
    }
  }
  return false;
}

/**
 * JSON bodies are decoded as strict UTF-8 (invalid bytes answer 400 instead of turning into
 * U+FFFD), then parsed by Fastify's own parser (prototype-poisoning checks included); NUL and
 * lone surrogates in any body, query or path string answer 400 before validation.
 */
export function registerRequestTextRules(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new AppError('BAD_REQUEST', invalidUtf8Message), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (hasUnstorableText(request.body) || hasUnstorableText(request.query) || hasUnstorableText(request.params)) {
      throw new AppError('BAD_REQUEST', unstorableTextMessage);
    }
  });
}
