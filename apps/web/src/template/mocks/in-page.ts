import { getResponse } from 'msw';
import { handlers } from './handlers.ts';

/**
 * Answers a demo request in this page, from the same handlers (and the same in-memory data) the mock
 * service worker uses: MSW's `getResponse` runs them as the worker's page-side client does, without the
 * round trip through the worker. Undefined when no handler knows the request.
 */
export function answerInPage(request: Request): Promise<Response | undefined> {
  return getResponse(handlers, request);
}
