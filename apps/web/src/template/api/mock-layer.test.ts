import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { call, get, origin, serveMockLayer } from '../mocks/test-server.ts';
import type { AnalyticsDashboardReply, StatisticsCard, TodoTask } from '../mocks/types.ts';
import { mockLayerFetch } from './mock-layer.ts';

// The mock layer through msw/node, to compare with its answers in the page (both run the same handlers).
serveMockLayer();

/** Every call the code makes to the network (`fetch`). */
let network: MockInstance<typeof fetch>;
beforeEach(() => {
  network = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => network.mockRestore());

async function inPage<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await mockLayerFetch(`${origin}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

describe('the template’s calls answered in the page', () => {
  it('answers from the mock layer’s handlers without going to the network (no worker needed)', async () => {
    const { status, body } = await inPage<AnalyticsDashboardReply>('/dashboard/analytics/data');
    expect(network).not.toHaveBeenCalled();
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['appDesign', 'congratulations', 'salesRadar', 'timeline']);
    expect(body.appDesign.teamMembers).toHaveLength(5);
  });

  it('gives the answers the mock layer gives over HTTP', async () => {
    for (const path of [
      '/card/card-statistics/subscribers',
      '/card/card-analytics/avg-sessions?period=Last%20Year',
      '/dashboard/analytics/data',
      '/apps/todo/tasks?filter=important',
    ]) {
      const [page, http] = [await inPage<unknown>(path), await get<unknown>(path)];
      expect(page, path).toEqual(http);
    }
  });

  it('keeps the rules and the store of the mock layer: a change shows up in the next answer, a bad body answers 400', async () => {
    const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
    const added = await inPage<{ task: TodoTask }>('/apps/todo/add-tasks', {
      ...json,
      body: JSON.stringify({ task: { title: 'Answered in the page', tags: [] } }),
    });
    expect(added.status).toBe(201);
    // The worker's path (msw/node here) reads the same store: it sees the task added in the page.
    const listed = await call<{ tasks: TodoTask[] }>('GET', '/apps/todo/tasks');
    expect(listed.body.tasks[0]?.title).toBe('Answered in the page');
    const refused = await inPage<{ message: string }>('/apps/todo/add-tasks', {
      ...json,
      body: JSON.stringify({ task: {} }),
    });
    expect(refused.status).toBe(400);
  });

  it('sends a request no handler knows to the network', async () => {
    network.mockResolvedValueOnce(new Response('from the network', { status: 404 }));
    const response = await mockLayerFetch(`${origin}/api/v1/me`);
    expect(network).toHaveBeenCalledTimes(1);
    const [sent] = network.mock.calls[0] ?? [];
    expect(sent instanceof Request ? new URL(sent.url).pathname : sent).toBe('/api/v1/me');
    expect(await response.text()).toBe('from the network');
  });

  it('serves RTK Query’s fetchBaseQuery, as the template’s API uses it', async () => {
    const baseQuery = fetchBaseQuery({ baseUrl: `${origin}/`, fetchFn: mockLayerFetch });
    const api = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch: () => undefined,
      getState: () => ({}),
      extra: undefined,
      endpoint: 'getStatisticsCard',
      type: 'query' as const,
    };
    const result = await baseQuery('card/card-statistics/orders', api, {});
    expect(network).not.toHaveBeenCalled();
    expect(result.error).toBeUndefined();
    expect((result.data as StatisticsCard).series.length).toBeGreaterThan(0);
  });
});
