// @vitest-environment jsdom
import type { AdminCommLogEntry, AdminOrganisation } from '@leadpilot/contracts';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignSummary, mailbox, organisationId, testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { choose, chooseOption, rowIn } from '../../test/screen-helpers.ts';
import {
  apiUrl,
  errorReply,
  failingOnce,
  HttpResponse,
  http,
  pageReply,
  pendingReply,
  recordPages,
} from '../../test/server.ts';

const logPath = apiUrl('v1/sadmin/logs/comm');
const updatePath = apiUrl('v1/sadmin/logs/commupdate');
const address = '/admin/communication';

const globex: AdminOrganisation = {
  id: testId(0xa2),
  name: 'Globex',
  domain: 'globex.test',
  country: 'US',
  memberCount: 2,
  sandboxMessageCount: 0,
  ownerEmail: 'hank@globex.test',
  createdAt: '2026-01-05T09:00:00.000Z',
};

/** Grace's first email: handed to the mail server, never found in its sent mail. */
const unknownEntry: AdminCommLogEntry = {
  id: testId(0x701),
  organisationId,
  organisationName: 'Acme',
  campaignId: campaignSummary.id,
  campaignName: campaignSummary.name,
  enrolmentId: testId(0xe01),
  ledgerId: testId(0xf01),
  recipient: 'grace@globex.test',
  mailboxEmail: mailbox.email,
  kind: 'unknown',
  reason: 'Not found in the sent mail of sales@acme.test.',
  ledgerState: 'unknown',
  details: {},
  at: '2026-11-20T09:00:00.000Z',
};

/** A one-off email the server refused, already marked handled. */
const handledEntry: AdminCommLogEntry = {
  ...unknownEntry,
  id: testId(0x702),
  campaignId: null,
  campaignName: null,
  enrolmentId: null,
  ledgerId: null,
  recipient: 'alan@bletchley.test',
  kind: 'failed',
  reason: 'Not sent: 550 mailbox unavailable.',
  ledgerState: null,
  details: { resolution: { action: 'handled', actorUserId: testId(3), at: '2026-11-20T10:00:00.000Z', note: '' } },
};

beforeEach(() => {
  server.use(
    http.get(apiUrl('v1/sadmin/organisations'), () =>
      pageReply([{ ...globex, id: organisationId, name: 'Acme' }, globex]),
    ),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('/admin/communication', () => {
  it('shows the log loading', async () => {
    server.use(http.get(logPath, pendingReply));
    await renderApp(address, { user: 'super-admin' });
    const table = await screen.findByRole('table', { name: 'Communication log' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('lists each entry with its organisation, campaign, recipient, mailbox, kind, reason and time', async () => {
    recordPages(logPath, () => [unknownEntry, handledEntry]);
    await renderApp(address, { user: 'super-admin' });
    expect(await screen.findByRole('heading', { name: 'Communication log' })).toBeTruthy();
    const unknown = await rowIn('Communication log', 'grace@globex.test');
    for (const text of ['Acme', 'Q4 outreach', 'from sales@acme.test', 'Unknown outcome', unknownEntry.reason]) {
      expect(within(unknown).getByText(text)).toBeTruthy();
    }
    const handled = await rowIn('Communication log', 'alan@bletchley.test');
    expect(within(handled).getByText('Failed')).toBeTruthy();
    expect(within(handled).getByText('Handled')).toBeTruthy();
    expect(within(handled).getByText('No campaign: a one-off email')).toBeTruthy();
    // A resolved entry has nothing left to do.
    expect(within(handled).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.getByText('Showing 1–2 of 2 entries')).toBeTruthy();
  });

  it('keeps the search, organisation and kind in the address and sends them', async () => {
    const queries = recordPages(logPath, () => [unknownEntry]);
    const { router } = await renderApp(address, { user: 'super-admin' });
    await rowIn('Communication log', 'grace@globex.test');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'grace');
    await expect.poll(() => queries.at(-1)?.get('q')).toBe('grace');
    await chooseOption('Kind', 'Failed');
    await expect.poll(() => queries.at(-1)?.get('kind')).toBe('failed');
    await chooseOption('Organisation', 'Globex');
    await expect.poll(() => queries.at(-1)?.get('organisationId')).toBe(globex.id);
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('q'), params.get('kind'), params.get('organisation')]).toEqual(['grace', 'failed', globex.id]);
  });

  it('opens with the filters of its address; when nothing matches, clearing them shows the whole log', async () => {
    const queries = recordPages(logPath, (query) => (query.get('kind') ? [] : [unknownEntry]));
    const { router } = await renderApp(`${address}?kind=deferred&organisation=${globex.id}&q=limit`, {
      user: 'super-admin',
    });
    expect(await screen.findByText('No messages match these filters')).toBeTruthy();
    expect([queries[0]?.get('kind'), queries[0]?.get('organisationId'), queries[0]?.get('q')]).toEqual([
      'deferred',
      globex.id,
      'limit',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await rowIn('Communication log', 'grace@globex.test')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says when nothing was logged yet', async () => {
    recordPages(logPath, () => []);
    await renderApp(address, { user: 'super-admin' });
    expect(await screen.findByText('Nothing logged yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows a failed load with a retry that loads again', async () => {
    server.use(
      http.get(
        logPath,
        failingOnce('The log is unavailable.', () => pageReply([unknownEntry])),
      ),
    );
    await renderApp(address, { user: 'super-admin' });
    expect(await screen.findByText('The log is unavailable.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowIn('Communication log', 'grace@globex.test')).toBeTruthy();
  });

  it('resends an unknown message after asking, toasts the server’s answer and loads the log again', async () => {
    const show = vi.spyOn(notifications, 'show');
    const bodies: unknown[] = [];
    const queries = recordPages(logPath, () => [
      bodies.length === 0 ? unknownEntry : { ...unknownEntry, ledgerState: 'scheduled' },
    ]);
    server.use(
      http.post(updatePath, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: 'The message will be sent again as a new attempt.',
          data: { id: unknownEntry.id, action: 'resend', ledgerState: 'scheduled' },
        });
      }),
    );
    await renderApp(address, { user: 'super-admin' });
    const row = await rowIn('Communication log', 'grace@globex.test');
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for the entry about grace@globex.test' }));
    await choose('menuitem', 'Resend…');
    const dialog = await screen.findByRole('dialog', { name: 'Send the message to grace@globex.test again?' });
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend message' }));
    await waitFor(() => expect(bodies).toEqual([{ id: unknownEntry.id, action: 'resend' }]));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'The message will be sent again as a new attempt.', color: 'green' }),
      ),
    );
    expect(await screen.findByText('Message now scheduled')).toBeTruthy();
    expect(queries.length).toBe(2);
  });

  it('shows the server’s refusal of a drop in the dialog, and marks another entry handled without asking', async () => {
    const bodies: { action: string }[] = [];
    recordPages(logPath, () => [unknownEntry, { ...handledEntry, details: {} }]);
    server.use(
      http.post(updatePath, async ({ request }) => {
        const body = (await request.json()) as { action: string };
        bodies.push(body);
        return body.action === 'drop'
          ? errorReply(422, 'This log entry was already resolved.', 'REFUSED')
          : HttpResponse.json({
              message: 'The entry is marked handled.',
              data: { id: handledEntry.id, action: 'handled', ledgerState: null },
            });
      }),
    );
    await renderApp(address, { user: 'super-admin' });
    await userEvent.click(
      within(await rowIn('Communication log', 'grace@globex.test')).getByRole('button', {
        name: /Actions for the entry about grace/,
      }),
    );
    await choose('menuitem', 'Drop…');
    const dialog = await screen.findByRole('dialog', { name: 'Drop the message to grace@globex.test?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Drop message' }));
    expect(await within(dialog).findByText('This log entry was already resolved.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The dialog leaves after its closing transition; only then can "no dialog" below mean "not asked".
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const other = await rowIn('Communication log', 'alan@bletchley.test');
    await userEvent.click(within(other).getByRole('button', { name: /Actions for the entry about alan/ }));
    // Only an unknown message can be resent or dropped.
    await waitFor(() =>
      expect(screen.queryAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual([
        'Mark handled',
      ]),
    );
    await choose('menuitem', 'Mark handled');
    await waitFor(() => expect(bodies.map((body) => body.action)).toEqual(['drop', 'handled']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
