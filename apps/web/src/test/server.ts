import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { pageOf } from './fixtures.ts';

/**
 * One msw server per test file, answering the API the way the real server does (`/api/v1/...`).
 * Handlers given to `server.use` in a test last until that test ends. A call no handler answers
 * fails the test (after it ran), so every route's calls are known.
 */
export const server = setupServer();

const unhandled: string[] = [];

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  const calls = unhandled.splice(0);
  if (calls.length > 0) throw new Error(`No msw handler answered: ${calls.join(', ')}`);
});
afterAll(() => server.close());

/** The address of an API path, as the spec writes it (`v1/organisation`). */
export function apiUrl(path: string): string {
  return `*/api/${path.replace(/^\/+/, '')}`;
}

/** The `{ data }` envelope of a successful read. */
export function dataReply<T extends JsonBodyType>(data: T) {
  return HttpResponse.json({ data });
}

/** One page of a list, as the server answers it (the lists ask for 20 a page). */
export function pageReply<T extends JsonBodyType>(items: T[], perPage = 20) {
  return HttpResponse.json(pageOf(items, perPage));
}

/**
 * Answers the list at `path` with a page of what `reply` gives for each call's query (and how many
 * calls came so far), and records the queries, oldest first.
 */
export function recordPages(path: string, reply: (query: URLSearchParams, calls: number) => JsonBodyType[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(path, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return pageReply(reply(query, queries.length));
    }),
  );
  return queries;
}

/** A failed call, as the server writes it: `{ message, code }`. */
export function errorReply(status: number, message = 'Something went wrong on our side.', code = 'INTERNAL') {
  return HttpResponse.json({ message, code }, { status });
}

/** Answers its first call with a 500 and `message` (a failed load), every later one with `then()` (the retry). */
export function failingOnce(message: string, then: () => Response) {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? errorReply(500, message) : then();
  };
}

/** A reply that never comes (the page stays in its loading state). */
export async function pendingReply() {
  await delay('infinite');
  return HttpResponse.json({});
}

export { HttpResponse, http };
