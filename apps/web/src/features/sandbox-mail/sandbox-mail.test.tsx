// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screen, server, waitFor } from '../../test/render-app.tsx';
import { choose } from '../../test/screen-helpers.ts';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const message = {
  id: '00000000-0000-4000-8000-0000000000b1',
  organisationId: '00000000-0000-4000-8000-0000000000a1',
  from: 'Leadpilot <no-reply@leadpilot.test>',
  to: 'grace@acme.test',
  subject: 'You are invited to Acme',
  kind: 'invitation',
  createdAt: '2026-11-20T10:00:00.000Z',
};

function page(items: unknown[]) {
  return HttpResponse.json({ data: items, total: items.length, page: 1, perPage: 20 });
}

describe('/sandbox-mail', () => {
  it('shows the list loading', async () => {
    server.use(http.get(apiUrl('v1/sandbox/messages'), pendingReply));
    await renderApp('/sandbox-mail');
    expect(await screen.findByLabelText('Loading messages')).toBeTruthy();
  });

  it('shows an empty mailbox', async () => {
    server.use(http.get(apiUrl('v1/sandbox/messages'), () => page([])));
    await renderApp('/sandbox-mail');
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(apiUrl('v1/sandbox/messages'), () => errorReply(500, 'The mailbox is unavailable.')));
    await renderApp('/sandbox-mail');
    expect(await screen.findByText('The mailbox is unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists the kept messages and opens one', async () => {
    server.use(
      http.get(apiUrl('v1/sandbox/messages'), () => page([message])),
      http.get(apiUrl(`v1/sandbox/messages/${message.id}`), () =>
        dataReply({ ...message, text: 'Join your team on Leadpilot.', html: null }),
      ),
    );
    await renderApp(`/sandbox-mail?message=${message.id}`);
    expect((await screen.findAllByText('You are invited to Acme')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Join your team on Leadpilot.')).toBeTruthy();
  });

  it('answers a campaign message as its prospect, and toasts where the answer went', async () => {
    const sent = { ...message, id: '00000000-0000-4000-8000-0000000000b3', subject: 'Quick question', kind: 'mailbox' };
    const asked: unknown[] = [];
    const show = vi.spyOn(notifications, 'show');
    server.use(
      http.get(apiUrl('v1/sandbox/messages'), () => page([sent, message])),
      http.get(apiUrl(`v1/sandbox/messages/${sent.id}`), () => dataReply({ ...sent, text: 'Hello Grace', html: null })),
      http.get(apiUrl(`v1/sandbox/messages/${message.id}`), () =>
        dataReply({ ...message, text: 'Join us', html: null }),
      ),
      http.post(apiUrl(`v1/sandbox/messages/${sent.id}/reply`), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          message: 'The answer is in the mailbox.',
          data: { ...sent, kind: 'simulated-reply' },
        });
      }),
    );
    await renderApp(`/sandbox-mail?message=${sent.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Answer as the prospect' }));
    await choose('menuitem', 'Out of office');
    await waitFor(() => expect(asked).toEqual([{ kind: 'out_of_office' }]));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'The answer is in the mailbox.' })),
    );
  });

  it('offers no answer to a message no mailbox sent (an invitation)', async () => {
    server.use(
      http.get(apiUrl('v1/sandbox/messages'), () => page([message])),
      http.get(apiUrl(`v1/sandbox/messages/${message.id}`), () =>
        dataReply({ ...message, text: 'Join us', html: null }),
      ),
    );
    await renderApp(`/sandbox-mail?message=${message.id}`);
    expect(await screen.findByText('Join us')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer as the prospect' })).toBeNull();
  });

  it('shows mail that arrives while the page is open, without a reload', async () => {
    const kept = [message];
    server.use(http.get(apiUrl('v1/sandbox/messages'), () => page(kept)));
    await renderApp('/sandbox-mail');
    expect((await screen.findAllByText('You are invited to Acme')).length).toBeGreaterThan(0);
    // A job sends the next one after the list has loaded; the list asks again every few seconds.
    kept.unshift({ ...message, id: '00000000-0000-4000-8000-0000000000b2', subject: 'Reset your password' });
    expect(await screen.findByText('Reset your password', {}, { timeout: 30_000 })).toBeTruthy();
  });
});
