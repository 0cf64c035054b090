// @vitest-environment jsdom
import type { WebhookDeliveryLog, WebhookEndpoint } from '@leadpilot/contracts';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const listPath = apiUrl('v1/key/webhook');

const endpoint: WebhookEndpoint = {
  id: '11111111-1111-4111-8111-111111111111',
  url: 'https://hooks.example.com/leadpilot',
  description: 'CRM bridge',
  events: ['reply.received', 'meeting.booked'],
  status: 'enabled',
  disabledReason: '',
  secretHint: 'whsec_AbCd…',
  createdAt: '2026-03-01T09:00:00.000Z',
  recentDeliveries: [],
};

const delivery: WebhookDeliveryLog['data'][number] = {
  id: '22222222-2222-4222-8222-222222222222',
  eventId: '33333333-3333-4333-8333-333333333333',
  eventType: 'reply.received',
  status: 'failed',
  attempts: 2,
  nextAttemptAt: null,
  lastStatusCode: 503,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:05:00.000Z',
  log: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      attemptedAt: '2026-03-02T10:00:00.000Z',
      statusCode: null,
      succeeded: false,
      durationMs: 3,
      error: '127.0.0.1:8080 refused the connection.',
      responseExcerpt: '',
      trigger: 'scheduled',
    },
    {
      id: '55555555-5555-4555-8555-555555555555',
      attemptedAt: '2026-03-02T10:05:00.000Z',
      statusCode: 503,
      succeeded: false,
      durationMs: 41,
      error: 'The endpoint answered 503.',
      responseExcerpt: 'down for maintenance',
      trigger: 'scheduled',
    },
  ],
};

describe('/settings/webhooks', () => {
  it('shows the endpoints loading', async () => {
    server.use(http.get(listPath, pendingReply));
    await renderApp('/settings/webhooks');
    expect(await screen.findByLabelText('Loading webhook endpoints')).toBeTruthy();
  });

  it('offers the first endpoint when there is none', async () => {
    server.use(http.get(listPath, () => dataReply([])));
    await renderApp('/settings/webhooks');
    expect(await screen.findByText('No webhook endpoints yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add your first endpoint' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(listPath, () => errorReply(500, 'Webhooks are unavailable.')));
    await renderApp('/settings/webhooks');
    expect(await screen.findByText('Webhooks are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists endpoints with their events and secret hint; a member cannot change them', async () => {
    server.use(
      http.get(listPath, () =>
        dataReply([
          { ...endpoint, status: 'disabled', disabledReason: 'Disabled after 5 events in a row failed every attempt.' },
        ]),
      ),
    );
    await renderApp('/settings/webhooks', { user: 'member' });
    const card = await screen.findByRole('region', { name: `Endpoint ${endpoint.url}` });
    expect(within(card).getByText('reply.received')).toBeTruthy();
    expect(within(card).getByText('meeting.booked')).toBeTruthy();
    expect(within(card).getByText('whsec_AbCd…')).toBeTruthy();
    expect(within(card).getByText('Disabled')).toBeTruthy();
    expect(within(card).getByText(/5 events in a row/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Send test event' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Delivery log' })).toBeTruthy();
  });

  it('adds an endpoint with chosen events and shows its secret once, with a copy button', async () => {
    let created: unknown;
    server.use(
      http.get(listPath, () => dataReply([])),
      http.post(apiUrl('v1/key/webhook/create'), async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({
          message: 'Webhook endpoint added.',
          data: { endpoint, secret: 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cy0xMjM0NTY=' },
        });
      }),
    );
    await renderApp('/settings/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Choose at least one event')).toBeTruthy();
    expect(within(dialog).getByText(/Enter an address/)).toBeTruthy();
    // Each event is explained where it is chosen.
    expect(within(dialog).getByText(/carries the reply’s label/)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), {
      target: { value: endpoint.url },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /reply\.received/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /meeting\.booked/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(within(shown).getByTestId('webhook-secret').textContent).toBe(
      'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cy0xMjM0NTY=',
    );
    expect(within(shown).getByRole('button', { name: 'Copy signing secret' })).toBeTruthy();
    expect(created).toEqual({ url: endpoint.url, events: ['reply.received', 'meeting.booked'], description: '' });
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
  });

  it('sends a test event and shows what the endpoint answered', async () => {
    let tested: unknown;
    server.use(
      http.get(listPath, () => dataReply([endpoint])),
      http.post(apiUrl('v1/key/webhook/validate'), async ({ request }) => {
        tested = await request.json();
        return HttpResponse.json({
          message: 'The endpoint answered 200.',
          data: {
            succeeded: true,
            statusCode: 200,
            durationMs: 37,
            error: '',
            responseExcerpt: '{"ok":true}',
            eventId: delivery.eventId,
          },
        });
      }),
    );
    await renderApp('/settings/webhooks');
    const card = await screen.findByRole('region', { name: `Endpoint ${endpoint.url}` });
    fireEvent.click(within(card).getByRole('button', { name: 'Send test event' }));
    const answer = await within(card).findByRole('status');
    expect(within(answer).getByText('The endpoint answered 200 in 37 ms')).toBeTruthy();
    expect(within(answer).getByText('{"ok":true}')).toBeTruthy();
    expect(tested).toEqual({ id: endpoint.id });
  });

  it('shows the delivery log with every attempt and replays a delivery', async () => {
    let replayed: unknown;
    server.use(
      http.get(listPath, () => dataReply([endpoint])),
      http.get(apiUrl(`v1/key/webhook/${endpoint.id}/deliveries`), () => dataReply([delivery])),
      http.post(apiUrl('v1/key/webhook/replay'), async ({ request }) => {
        replayed = await request.json();
        return HttpResponse.json({
          message: 'The delivery will be sent again in a moment.',
          data: { id: delivery.id },
        });
      }),
    );
    await renderApp('/settings/webhooks');
    const card = await screen.findByRole('region', { name: `Endpoint ${endpoint.url}` });
    fireEvent.click(within(card).getByRole('button', { name: 'Delivery log' }));
    const dialog = await screen.findByRole('dialog', { name: `Delivery log: ${endpoint.url}` });
    expect(await within(dialog).findByText('Failed')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /reply\.received/ }));
    expect(await within(dialog).findByText('127.0.0.1:8080 refused the connection.')).toBeTruthy();
    expect(within(dialog).getByText('down for maintenance')).toBeTruthy();
    // The panel opens with a transition: its button is in the accessibility tree once it has opened.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(replayed).toEqual({ deliveryId: delivery.id }));
  });
});
