// @vitest-environment jsdom
import type { UpcomingEmail } from '@leadpilot/contracts';
import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { choose, chooseOption, rowIn } from '../../test/screen-helpers.ts';
import { apiUrl, errorReply, http, pageReply, pendingReply } from '../../test/server.ts';
import { formatDueAbsolute, toLocalInputValue } from './components/format-due.ts';
import {
  actionReply,
  alanEmail,
  campaign,
  filterSources,
  graceEmail,
  listPath,
  otherCampaign,
} from './upcoming-fixtures.ts';

/** A queue the handlers change as the server would: send now makes emails due, skip removes them. */
function queueHandlers(initial: UpcomingEmail[]) {
  let queue = initial;
  const listCalls: URLSearchParams[] = [];
  const bodies: { path: string; body: unknown }[] = [];
  const handlers = [
    ...filterSources,
    http.get(listPath, ({ request }) => {
      listCalls.push(new URL(request.url).searchParams);
      return pageReply(queue);
    }),
    http.post(apiUrl('v1/communication/upcomingemail/sendnow'), async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      bodies.push({ path: 'sendnow', body });
      const now = new Date().toISOString();
      queue = queue.map((email) => (body.ids.includes(email.ledgerId) ? { ...email, dueAt: now } : email));
      return actionReply(`${body.ids.length} emails will be sent now.`, body.ids);
    }),
    http.post(apiUrl('v1/communication/upcomingemail/skip'), async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      bodies.push({ path: 'skip', body });
      queue = queue.filter((email) => !body.ids.includes(email.ledgerId));
      return actionReply(`Skipped ${body.ids.length} emails.`, body.ids);
    }),
    http.post(apiUrl('v1/communication/upcomingemail/reschedule'), async ({ request }) => {
      const body = (await request.json()) as { ids: string[]; dueAt: string };
      bodies.push({ path: 'reschedule', body });
      queue = queue.map((email) => (body.ids.includes(email.ledgerId) ? { ...email, dueAt: body.dueAt } : email));
      return actionReply(`Rescheduled ${body.ids.length} emails.`, body.ids);
    }),
  ];
  return { handlers, listCalls, bodies };
}

describe('/campaigns/upcoming', () => {
  it('shows skeleton rows while the queue loads', async () => {
    server.use(...filterSources, http.get(listPath, pendingReply));
    await renderApp('/campaigns/upcoming');
    const table = await screen.findByRole('table', { name: 'Upcoming emails' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).queryAllByRole('checkbox', { name: /Select the email to/ })).toHaveLength(0);
  });

  it('lists each email with its prospect, campaign, step, subject, mailbox, due time and deferred reason', async () => {
    const { handlers } = queueHandlers([graceEmail, alanEmail]);
    server.use(...handlers);
    await renderApp('/campaigns/upcoming');
    const table = await screen.findByRole('table', { name: 'Upcoming emails' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['', 'Prospect', 'Campaign', 'Subject', 'Due', 'Actions']);

    const grace = await rowIn('Upcoming emails', 'Grace Hopper');
    expect(within(grace).getByText('grace@globex.test')).toBeTruthy();
    expect(within(grace).getByRole('link', { name: 'Q4 outreach' }).getAttribute('href')).toBe(
      `/campaigns/${campaign.id}`,
    );
    expect(within(grace).getByText('Step 2 · B')).toBeTruthy();
    expect(within(grace).getByText('Quick follow-up on compilers')).toBeTruthy();
    expect(within(grace).getByText('From sales@acme.test')).toBeTruthy();
    expect(within(grace).getByText('in 2 hours')).toBeTruthy();
    expect(within(grace).getByText(formatDueAbsolute(graceEmail.dueAt))).toBeTruthy();
    expect(within(grace).queryByText('Deferred')).toBeNull();

    const alan = await rowIn('Upcoming emails', 'Alan Turing');
    expect(within(alan).getByText('Step 1')).toBeTruthy();
    expect(within(alan).getByText('Deferred')).toBeTruthy();
    expect(
      within(alan).getByText('The daily limit of sales@acme.test was reached: moved to the next day.'),
    ).toBeTruthy();
  });

  it('filters by campaign and by mailbox', async () => {
    const { handlers, listCalls } = queueHandlers([graceEmail]);
    server.use(...handlers);
    await renderApp('/campaigns/upcoming');
    await rowIn('Upcoming emails', 'Grace Hopper');
    expect(listCalls.at(-1)?.get('campaignId')).toBeNull();
    await chooseOption('Campaign', 'Q4 outreach');
    await expect.poll(() => listCalls.at(-1)?.get('campaignId')).toBe(campaign.id);
    await chooseOption('Mailbox', 'sales@acme.test');
    await expect.poll(() => listCalls.at(-1)?.get('mailboxId')).toBe(mailbox.id);
    expect(listCalls.at(-1)?.get('campaignId')).toBe(campaign.id);
  });

  it('sends the selected emails now and loads the queue again', async () => {
    const { handlers, bodies, listCalls } = queueHandlers([graceEmail, alanEmail]);
    server.use(...handlers);
    await renderApp('/campaigns/upcoming');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select the email to Grace Hopper, step 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the email to Alan Turing, step 1' }));
    const bar = screen.getByRole('region', { name: 'Selected emails' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    const callsBefore = listCalls.length;
    await userEvent.click(within(bar).getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ path: 'sendnow', body: { ids: [graceEmail.ledgerId, alanEmail.ledgerId] } }]),
    );
    await expect.poll(() => listCalls.length).toBeGreaterThan(callsBefore);
    // The refetched queue shows both emails due now, and the selection has emptied.
    await waitFor(() => expect(screen.getAllByText('Due now')).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Selected emails' })).toBeNull();
  });

  it('skips every email of the page after confirming, then shows the empty queue', async () => {
    const { handlers, bodies } = queueHandlers([graceEmail, alanEmail]);
    server.use(...handlers);
    await renderApp('/campaigns/upcoming');
    await rowIn('Upcoming emails', 'Grace Hopper');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every email on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip 2 emails?' });
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip 2 emails' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ path: 'skip', body: { ids: [graceEmail.ledgerId, alanEmail.ledgerId] } }]),
    );
    expect(await screen.findByText('Nothing is scheduled to send')).toBeTruthy();
  });

  it('skips one email from its row menu', async () => {
    const { handlers, bodies } = queueHandlers([graceEmail, alanEmail]);
    server.use(...handlers);
    await renderApp('/campaigns/upcoming');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Alan Turing, step 1' }));
    await choose('menuitem', 'Skip…');
    const dialog = await screen.findByRole('dialog', { name: 'Skip the email to Alan Turing, step 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip email' }));
    await waitFor(() => expect(bodies).toEqual([{ path: 'skip', body: { ids: [alanEmail.ledgerId] } }]));
    await waitFor(() => expect(screen.queryByText('Alan Turing')).toBeNull());
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
  });

  it('refuses a past time in the reschedule form and sends a future one', async () => {
    const { handlers, bodies } = queueHandlers([graceEmail, alanEmail]);
    server.use(...handlers);
    await renderApp('/campaigns/upcoming');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select the email to Grace Hopper, step 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule the email to Grace Hopper, step 2' });
    const input = within(dialog).getByLabelText(/New send time/);
    fireEvent.change(input, { target: { value: toLocalInputValue(new Date(Date.now() - 60 * 60_000)) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule email' }));
    expect(await within(dialog).findByText('Choose a time in the future.')).toBeTruthy();
    expect(bodies).toEqual([]);

    const future = toLocalInputValue(new Date(Date.now() + 3 * 24 * 60 * 60_000));
    fireEvent.change(input, { target: { value: future } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule email' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { path: 'reschedule', body: { ids: [graceEmail.ledgerId], dueAt: new Date(future).toISOString() } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const grace = await rowIn('Upcoming emails', 'Grace Hopper');
    await waitFor(() => expect(within(grace).getByText('in 3 days')).toBeTruthy());
  });

  it('shows the server’s refusal of an email already being sent', async () => {
    const refusal = `This email is already being sent, so it cannot be changed (${graceEmail.ledgerId}).`;
    const { handlers } = queueHandlers([graceEmail]);
    server.use(
      http.post(apiUrl('v1/communication/upcomingemail/sendnow'), () => errorReply(422, refusal, 'UNPROCESSABLE')),
      ...handlers,
    );
    await renderApp('/campaigns/upcoming');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper, step 2' }));
    await choose('menuitem', 'Send now');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(refusal)).toBeTruthy();
  });

  it('says when nothing is scheduled, with a way to the campaigns', async () => {
    const { handlers } = queueHandlers([]);
    server.use(...handlers);
    await renderApp('/campaigns/upcoming');
    expect(await screen.findByText('Nothing is scheduled to send')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to campaigns' }).getAttribute('href')).toBe('/campaigns');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says when the filters match nothing, and clears them', async () => {
    const listCalls: URLSearchParams[] = [];
    server.use(
      ...filterSources,
      http.get(listPath, ({ request }) => {
        const query = new URL(request.url).searchParams;
        listCalls.push(query);
        return pageReply(query.get('campaignId') ? [] : [graceEmail]);
      }),
    );
    await renderApp('/campaigns/upcoming');
    await rowIn('Upcoming emails', 'Grace Hopper');
    await chooseOption('Campaign', 'Webinar follow-up');
    expect(await screen.findByText('No scheduled emails match')).toBeTruthy();
    expect(screen.queryByText('Nothing is scheduled to send')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The unfiltered queue shows again (from the cache: it was read a moment ago) and the filter is empty.
    expect(await rowIn('Upcoming emails', 'Grace Hopper')).toBeTruthy();
    expect(listCalls.map((query) => query.get('campaignId'))).toEqual([null, otherCampaign.id]);
    const campaignFilter = screen.getAllByLabelText('Campaign').find((element) => element.tagName === 'INPUT');
    expect((campaignFilter as HTMLInputElement | undefined)?.value).toBe('');
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      ...filterSources,
      http.get(listPath, () => {
        calls += 1;
        return calls === 1 ? errorReply(500, 'The queue is unavailable.') : pageReply([graceEmail]);
      }),
    );
    await renderApp('/campaigns/upcoming');
    expect(await screen.findByText('The queue is unavailable.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Upcoming emails' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowIn('Upcoming emails', 'Grace Hopper')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
