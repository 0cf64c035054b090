// @vitest-environment jsdom
import type { BookingPage } from '@leadpilot/contracts';
import { MantineProvider } from '@mantine/core';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDeferredSchemas } from '../../api/schema-loader.ts';
import { BookingRoute } from '../../app/routes/booking-route.tsx';
import { createAppStore } from '../../app/store.ts';
import { theme } from '../../app/theme.ts';
import { screen, server, waitFor } from '../../test/render-app.tsx';
import { apiUrl, dataReply, http } from '../../test/server.ts';
import { seedBookingPage } from './api/booking-page-api.ts';

/**
 * A booking page the server rendered with its data (docs/public-pages.md): the browser puts the same
 * data in its cache and hydrates the markup as drawn, on the host's clock, without asking the server;
 * then the page follows the visitor's clock.
 */
const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });
// A zone no test machine runs in, so the visitor's clock is another one.
const hostZone = 'Pacific/Chatham';
const page: BookingPage = {
  slug: 'ada-lovelace',
  kind: 'host',
  name: 'Ada Lovelace',
  organisationName: 'Analytical Engines',
  meetingMinutes: 30,
  hostTimeZone: hostZone,
  zone: hostZone,
  horizonDays: 14,
  days: [
    { date: '2030-06-05', slots: [slot('2030-06-04T20:15:00.000Z'), slot('2030-06-04T20:45:00.000Z')] },
    { date: '2030-06-06', slots: [slot('2030-06-05T20:15:00.000Z')] },
  ],
};
const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function tree() {
  const store = createAppStore();
  seedBookingPage(store.dispatch, page);
  const router = createMemoryRouter([{ path: '/book/:slug', element: <BookingRoute /> }], {
    initialEntries: ['/book/ada-lovelace'],
  });
  return (
    <Provider store={store}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>
  );
}

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

describe('a booking page the server rendered', () => {
  it('hydrates the same markup from the seeded data, then shows the visitor’s clock', async () => {
    await loadDeferredSchemas();
    const zones: (string | null)[] = [];
    server.use(
      http.get(apiUrl('v1/booking/ada-lovelace'), ({ request }) => {
        const zone = new URL(request.url).searchParams.get('zone');
        zones.push(zone);
        return dataReply({ ...page, zone, days: [{ date: '2030-06-04', slots: page.days[0]?.slots ?? [] }] });
      }),
    );
    const markup = renderToString(tree());
    // React separates text parts with empty comments.
    expect(markup.replaceAll('<!-- -->', '')).toContain(`Times are shown in ${hostZone}.`);
    expect(markup).toContain('Wed 5 Jun');
    container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(container as HTMLElement, tree(), {
        onRecoverableError: (error) => void problems.push(error),
      });
    });
    // React kept the server's nodes (a mismatch would have rendered them again and said so).
    expect(problems).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    // Then the visitor's clock, asked for once; the host's clock was never asked for.
    expect(await screen.findByText(`Times are shown in ${visitorZone}.`)).toBeTruthy();
    await waitFor(() => expect(zones).toEqual([visitorZone]));
    expect(screen.getByRole('button', { name: 'Tuesday 4 June, 2 free times' })).toBeTruthy();
  });
});
