// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { choose } from '../../test/screen-helpers.ts';
import { apiUrl, errorReply, http } from '../../test/server.ts';
import { alanReply, awayNotice, graceReply } from './inbox-fixtures.ts';
import { inboxHandlers } from './inbox-handlers.ts';

const openGrace = async () => {
  const view = await renderApp(`/inbox/${graceReply.id}`);
  await screen.findByRole('heading', { name: 'Re: Quick question about compilers' });
  return view;
};

describe('/inbox/:messageId', () => {
  it('shows the message with its label, confidence and why, the thread in order and the prospect', async () => {
    server.use(...inboxHandlers([graceReply, alanReply]).handlers);
    await openGrace();
    const label = screen.getByRole('region', { name: 'Label' });
    expect(within(label).getByText('Interested')).toBeTruthy();
    expect(within(label).getByText('Classifier, 82% sure')).toBeTruthy();
    expect(
      within(within(label).getByRole('list', { name: 'Why this label' })).getByText('“Sounds interesting”'),
    ).toBeTruthy();

    const thread = screen.getByRole('region', { name: 'Thread' });
    const entries = within(thread).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByText(/^(Sent|Received)$/).textContent)).toEqual([
      'Sent',
      'Received',
    ]);
    expect(within(entries[0] as HTMLElement).getByText('Campaign email, step 1')).toBeTruthy();
    expect(entries[1]?.getAttribute('aria-current')).toBe('true');

    const prospect = screen.getByRole('region', { name: 'Prospect' });
    expect(within(prospect).getByText('Head of Engineering at Globex')).toBeTruthy();
    expect(within(prospect).getByText('Dominance · Conscientiousness')).toBeTruthy();
    expect(within(prospect).getByText('Direct and brief: lead with the result.')).toBeTruthy();
    expect(within(prospect).getByRole('link', { name: 'Open the 360° view' }).getAttribute('href')).toBe(
      `/prospects/people/${graceReply.personId}`,
    );
  });

  it('names an out-of-office notice for what it is, with its return date, rather than "No label"', async () => {
    server.use(...inboxHandlers([awayNotice]).handlers);
    await renderApp(`/inbox/${awayNotice.id}`);
    await screen.findByRole('heading', { name: awayNotice.subject });
    const label = screen.getByRole('region', { name: 'Label' });
    expect(within(label).getByText('Out of office')).toBeTruthy();
    expect(within(label).queryByText('No label')).toBeNull();
    expect(within(label).getByText(/An automatic reply\. Back on 2026-12-07\./)).toBeTruthy();
  });

  it('overrides the label and returns to the classifier’s', async () => {
    const { handlers, bodies } = inboxHandlers([graceReply]);
    server.use(...handlers);
    await openGrace();
    await userEvent.click(screen.getByRole('button', { name: 'Change label' }));
    await choose('menuitem', 'Not now');
    await waitFor(() => expect(bodies).toEqual([{ path: 'label', body: { label: 'not_now' } }]));
    const label = screen.getByRole('region', { name: 'Label' });
    expect(await within(label).findByText(/Set by Ada Lovelace/)).toBeTruthy();
    expect(within(label).getByText(/the classifier said Interested/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Change label' }));
    await choose('menuitem', 'Use the classifier’s label');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ path: 'label', body: { label: null } }));
    expect(await within(label).findByText('Classifier, 82% sure')).toBeTruthy();
  });

  it('snoozes until tomorrow morning, out of the open list', async () => {
    const { handlers, bodies } = inboxHandlers([graceReply, alanReply]);
    server.use(...handlers);
    await openGrace();
    await userEvent.click(screen.getByRole('button', { name: 'Snooze' }));
    // The menu may still be opening (its items not yet in the accessibility tree): wait for the item itself.
    const tomorrowItem = await waitFor(() => {
      const found = screen
        .queryAllByRole('menuitem', { hidden: true })
        .find((element) => element.textContent?.startsWith('Tomorrow'));
      if (!found) throw new Error('No Tomorrow item yet');
      return found;
    });
    await userEvent.click(tomorrowItem);
    await waitFor(() => expect(bodies.map((call) => call.path)).toEqual(['snooze']));
    const { until } = (bodies[0]?.body ?? {}) as { until?: string };
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(9, 0, 0, 0);
    expect(until).toBe(tomorrow.toISOString());
    const list = screen.getByRole('navigation', { name: 'Messages' });
    await waitFor(() => expect(within(list).queryByText('Grace Hopper')).toBeNull());
    expect(await screen.findByText(/Snoozed until/)).toBeTruthy();
  });

  it('refuses a past date when snoozing to a chosen date', async () => {
    const { handlers, bodies } = inboxHandlers([graceReply]);
    server.use(...handlers);
    await openGrace();
    await userEvent.click(screen.getByRole('button', { name: 'Snooze' }));
    await choose('menuitem', 'Pick a date…');
    const dialog = await screen.findByRole('dialog', { name: 'Snooze until' });
    const input = within(dialog).getByLabelText(/Show it again on/);
    await userEvent.clear(input);
    await userEvent.type(input, '2020-01-01T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }));
    expect(await within(dialog).findByText('Choose a time in the future.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('replies from the same mailbox with "Re:" ready, on r, and confirms the send', async () => {
    const { handlers, bodies } = inboxHandlers([graceReply]);
    server.use(...handlers);
    await openGrace();
    await userEvent.keyboard('r');
    const composer = await screen.findByRole('region', { name: 'Reply' });
    const to = within(composer).getByLabelText('To') as HTMLInputElement;
    expect(to.value).toBe('grace@globex.test');
    expect(to.readOnly).toBe(true);
    expect((within(composer).getByLabelText('Subject') as HTMLInputElement).value).toBe(graceReply.subject);
    await userEvent.click(within(composer).getByRole('button', { name: 'Send reply' }));
    expect(await within(composer).findByText('Write the message')).toBeTruthy();

    await userEvent.type(within(composer).getByLabelText('Message'), 'Happy to.{Enter}{Enter}Does Tuesday work?');
    await userEvent.click(within(composer).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(bodies.map((call) => call.path)).toEqual(['reply']));
    expect(bodies[0]?.body).toEqual({
      subject: graceReply.subject,
      bodyHtml: '<p>Happy to.</p><p>Does Tuesday work?</p>',
      idempotencyKey: expect.stringMatching(/^inbox-/),
    });
    const status = await screen.findByRole('status');
    expect(within(status).getByText(/Sent to grace@globex.test from sales@acme.test/)).toBeTruthy();
  });

  it('shows the server’s refusal of a reply', async () => {
    const refusal = 'grace@globex.test is on the organisation’s suppression list: they asked not to be mailed.';
    server.use(
      http.post(apiUrl('v1/inbox/:id/reply'), () => errorReply(422, refusal, 'RULE_REFUSED')),
      ...inboxHandlers([graceReply]).handlers,
    );
    await openGrace();
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const composer = await screen.findByRole('region', { name: 'Reply' });
    await userEvent.type(within(composer).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(composer).getByRole('button', { name: 'Send reply' }));
    const alert = await within(composer).findByRole('alert');
    expect(within(alert).getByText(refusal)).toBeTruthy();
  });

  it('deletes a message, moves to the next one, and undoes the delete', async () => {
    const { handlers, bodies } = inboxHandlers([graceReply, alanReply]);
    server.use(...handlers);
    const { router } = await openGrace();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inbox/${alanReply.id}`));
    const list = screen.getByRole('navigation', { name: 'Messages' });
    await waitFor(() => expect(within(list).queryByText('Grace Hopper')).toBeNull());
    const undoBar = screen.getByText('Message deleted.').closest('[role="status"]') as HTMLElement;
    await userEvent.click(within(undoBar).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(bodies.map((call) => call.path)).toEqual(['delete', 'restore']));
    expect(await within(list).findByText('Grace Hopper')).toBeTruthy();
    expect(screen.queryByText('Message deleted.')).toBeNull();
  });

  it('shows a message that failed to load with a retry', async () => {
    server.use(
      http.get(apiUrl(`v1/inbox/${graceReply.id}`), () => errorReply(404, 'This message was not found.', 'NOT_FOUND')),
      ...inboxHandlers([graceReply]).handlers,
    );
    await renderApp(`/inbox/${graceReply.id}`);
    expect(await screen.findByText('This message was not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
