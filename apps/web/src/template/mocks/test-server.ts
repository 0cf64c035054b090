import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { resetMockData } from './db.ts';
import { handlers } from './handlers.ts';

/** The page origin the tests pretend to run on. */
export const origin = 'http://localhost';

/**
 * Answers the demo calls in Node for one test file, with fresh data before each test. MSW resolves
 * relative handler paths against `location`, which Node lacks, so the tests give it the page's one.
 */
export function serveMockLayer(): void {
  const server = setupServer(...handlers);
  beforeAll(() => {
    vi.stubGlobal('location', new URL(`${origin}/`));
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => resetMockData());
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** Calls a demo path (with its query) and reads the JSON reply. */
export async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** GET a demo path and read the JSON reply. */
export function get<T>(path: string): Promise<Answer<T>> {
  return call<T>('GET', path);
}
