import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db, fixture, resetMockData } from './db.ts';
import { fixtureNames } from './fixtures/generate.ts';
import { handlers } from './handlers.ts';

const origin = 'http://localhost:5173';

/** The product's own calls (spec section 7 under /api/v1) and server paths: the mock layer must let them through. */
const productCalls: [string, string][] = [
  ['GET', '/api/health'],
  ['GET', '/api/docs'],
  ['GET', '/api/docs/json'],
  ['POST', '/api/v1/login'],
  ['GET', '/api/v1/campaign'],
  ['GET', '/api/v1/users'],
  ['GET', '/api/v1/users/teams/list'],
  ['GET', '/api/v1/organisation/emails'],
  ['GET', '/api/v1/contacts/enrichment/search/acme'],
  ['GET', '/api/v1/key'],
  ['POST', '/api/v1/emailtemplate'],
  ['GET', '/api/v1/apps/email/emails'],
  ['GET', '/api/v1/api/users/list/data'],
  ['GET', '/api/v1/card/card-analytics/revenue'],
  ['GET', '/home'],
  ['GET', '/login'],
];

describe('the mock layer and the product', () => {
  beforeAll(() => vi.stubGlobal('location', new URL(`${origin}/apps/email`)));
  afterAll(() => vi.unstubAllGlobals());

  it('has no handler for any product call', async () => {
    for (const [method, path] of productCalls) {
      const response = await getResponse(handlers, new Request(`${origin}${path}`, { method }));
      expect(response, `${method} ${path}`).toBeUndefined();
    }
  });

  it('uses only relative paths outside /api/v1, /api/health and /api/docs', () => {
    for (const handler of handlers) {
      const { path } = handler.info as { path: unknown };
      expect(typeof path).toBe('string');
      expect(String(path)).toMatch(/^\/(?!api\/(v1|health|docs)(\/|$))[a-z]/);
    }
  });

  it('does answer a demo call on the same origin', async () => {
    const response = await getResponse(handlers, new Request(`${origin}/api/users/list/data`));
    expect(response?.status).toBe(200);
  });

  it('loads the same data on every load (fixed seed)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    const snapshot = async () => {
      resetMockData();
      const loaded = await Promise.all(fixtureNames.map((name) => fixture(name)));
      const shop = await fixture('shop');
      return JSON.stringify({ ...db(), loaded, colorOptions: [...shop.colorOptions] });
    };
    const first = await snapshot();
    expect(await snapshot()).toBe(first);
    vi.useRealTimers();
  });
});
