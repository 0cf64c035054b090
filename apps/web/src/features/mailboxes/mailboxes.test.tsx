// @vitest-environment jsdom
import type { CheckMailboxBody, Mailbox, OidcProvider } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf, mailbox as sharedMailbox, testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

const mailbox: Mailbox = {
  ...sharedMailbox,
  id: testId(0x901),
  kind: 'sandbox',
  senderName: 'Acme Sales',
  dailyLimit: 50,
  sentToday: 3,
};

const calendar: Mailbox = {
  ...mailbox,
  id: testId(0x902),
  mode: 'Calendar',
  kind: 'gmail',
  email: 'ada@acme.test',
  calendar: {
    provider: 'google',
    workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
    timeZone: 'Europe/London',
    meetingMinutes: 30,
    bufferMinutes: 10,
    bookingSlug: 'ada',
  },
};

const listPath = apiUrl('v1/organisation/emails');
const mailboxPath = apiUrl(`v1/organisation/emails/${mailbox.id}`);

/** The list endpoint serves both tabs: `mode=Email` for mailboxes, `mode=Calendar` for calendars. */
function listAnswering(mode: 'Email' | 'Calendar', reply: () => Response | Promise<Response>) {
  return http.get(listPath, ({ request }) => {
    if (new URL(request.url).searchParams.get('mode') !== mode) return undefined;
    return reply();
  });
}

/** The Google and Microsoft connections the server has set up (the sign-in providers' reply). */
function providersAnswering(providers: OidcProvider[]) {
  return http.get(apiUrl('v1/auth/providers'), () => dataReply({ providers }));
}

beforeEach(() => server.use(providersAnswering(['google', 'microsoft'])));

describe('connections the server has not set up', () => {
  it('are not offered; an owner reads one line on what an administrator sets up, with no setting names', async () => {
    server.use(
      providersAnswering(['google']),
      listAnswering('Email', () => HttpResponse.json(pageOf([]))),
    );
    await renderApp('/mailboxes');
    expect(await screen.findByText('Connect your first mailbox')).toBeTruthy();
    expect(await screen.findByText('Connect Gmail')).toBeTruthy();
    expect(screen.queryByText('Connect Microsoft')).toBeNull();
    expect(screen.getByText('Add SMTP/IMAP')).toBeTruthy();
    const note = screen.getByTestId('provider-setup-note');
    expect(note.textContent).toBe(
      'Microsoft connections appear here once an administrator of this Leadpilot server sets it up.',
    );
    expect(document.body.textContent).not.toMatch(/CLIENT_ID|CLIENT_SECRET|[A-Z]+_[A-Z]+/);
  });

  it('are not offered to a member, who sees no note', async () => {
    server.use(
      providersAnswering([]),
      listAnswering('Email', () => HttpResponse.json(pageOf([]))),
    );
    await renderApp('/mailboxes', { user: 'member' });
    expect(await screen.findByText('Add sandbox mailbox')).toBeTruthy();
    expect(screen.queryByText('Connect Gmail')).toBeNull();
    expect(screen.queryByText('Connect Microsoft')).toBeNull();
    expect(screen.queryByTestId('provider-setup-note')).toBeNull();
  });

  it('leave the calendar page without connect buttons, with the owner’s note', async () => {
    server.use(
      providersAnswering([]),
      listAnswering('Calendar', () => HttpResponse.json(pageOf([]))),
    );
    await renderApp('/mailboxes/calendars');
    expect(await screen.findByText('Connect a calendar')).toBeTruthy();
    expect((await screen.findByTestId('provider-setup-note')).textContent).toContain(
      'Google and Microsoft connections appear here once an administrator',
    );
    expect(screen.queryByRole('button', { name: /Connect (Google|Microsoft)/ })).toBeNull();
  });
});

describe('/mailboxes', () => {
  it('shows the mailboxes loading', async () => {
    server.use(listAnswering('Email', pendingReply));
    await renderApp('/mailboxes');
    const table = await screen.findByRole('table', { name: 'Mailboxes' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('offers to connect the first mailbox', async () => {
    server.use(listAnswering('Email', () => HttpResponse.json(pageOf([]))));
    await renderApp('/mailboxes');
    expect(await screen.findByText('Connect your first mailbox')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(listAnswering('Email', () => errorReply(500, 'Mailboxes are unavailable.')));
    await renderApp('/mailboxes');
    expect(await screen.findByText('Mailboxes are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists the mailboxes', async () => {
    server.use(listAnswering('Email', () => HttpResponse.json(pageOf([mailbox]))));
    await renderApp('/mailboxes');
    const table = await screen.findByRole('table', { name: 'Mailboxes' });
    expect(await within(table).findByText('sales@acme.test')).toBeTruthy();
    expect(within(table).getByLabelText('3 of 50 sent today')).toBeTruthy();
  });

  it('says whether each mailbox’s replies are read, and why not when they cannot be', async () => {
    const sync = { lastAttemptAt: '2026-11-20T10:00:00.000Z', consecutiveFailures: 0, lastError: '' };
    const failing = {
      ...mailbox,
      id: testId(0x903),
      email: 'broken@acme.test',
      sync: {
        ...sync,
        status: 'failing' as const,
        lastSuccessAt: null,
        consecutiveFailures: 3,
        lastError: 'Could not sign in to the IMAP server: the password was refused.',
      },
    };
    const reading = { ...mailbox, sync: { ...sync, status: 'ok' as const, lastSuccessAt: '2026-11-20T10:00:00.000Z' } };
    server.use(listAnswering('Email', () => HttpResponse.json(pageOf([reading, failing]))));
    await renderApp('/mailboxes');
    const table = await screen.findByRole('table', { name: 'Mailboxes' });
    expect(await within(table).findByText('Replies read')).toBeTruthy();
    const badge = within(table).getByText('Cannot read replies');
    await userEvent.hover(badge);
    expect(await screen.findByText('Could not sign in to the IMAP server: the password was refused.')).toBeTruthy();
  });
});

describe('/mailboxes/calendars', () => {
  it('shows the calendars loading', async () => {
    server.use(listAnswering('Calendar', pendingReply));
    await renderApp('/mailboxes/calendars');
    expect(await screen.findByLabelText('Loading calendars')).toBeTruthy();
  });

  it('offers to connect a calendar', async () => {
    server.use(listAnswering('Calendar', () => HttpResponse.json(pageOf([]))));
    await renderApp('/mailboxes/calendars');
    expect(await screen.findByText('Connect a calendar')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Microsoft calendar' })).toBeTruthy();
    expect(screen.queryByTestId('provider-setup-note')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    server.use(listAnswering('Calendar', () => errorReply(500, 'Calendars are unavailable.')));
    await renderApp('/mailboxes/calendars');
    expect(await screen.findByText('Calendars are unavailable.')).toBeTruthy();
  });

  it('shows the connected calendars', async () => {
    server.use(listAnswering('Calendar', () => HttpResponse.json(pageOf([calendar]))));
    await renderApp('/mailboxes/calendars');
    expect((await screen.findAllByText('ada@acme.test')).length).toBeGreaterThan(0);
  });
});

describe('/mailboxes/:id', () => {
  const address = `/mailboxes/${mailbox.id}`;

  it('shows the mailbox loading', async () => {
    server.use(http.get(mailboxPath, pendingReply));
    await renderApp(address);
    expect(await screen.findByLabelText('Loading mailbox')).toBeTruthy();
  });

  it('shows a mailbox that does not exist', async () => {
    server.use(http.get(mailboxPath, () => errorReply(404, 'No such mailbox.', 'NOT_FOUND')));
    await renderApp(address);
    expect(await screen.findByText('This mailbox could not be found')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server.use(http.get(mailboxPath, () => errorReply(500, 'The mailbox is unavailable.')));
    await renderApp(address);
    expect(await screen.findByText('The mailbox is unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the mailbox’s settings', async () => {
    server.use(
      http.get(mailboxPath, () => dataReply({ ...mailbox, warmupHistory: [] })),
      http.get(apiUrl('v1/organisation/deliverability'), pendingReply),
    );
    await renderApp(address);
    expect((await screen.findAllByText('sales@acme.test')).length).toBeGreaterThan(0);
    expect(screen.getByText('Sends as Acme Sales')).toBeTruthy();
  });
});

describe('the SMTP/IMAP form', () => {
  it('offers SSL/TLS, STARTTLS or no encryption; none warns, keeps the STARTTLS port and is sent as plain text', async () => {
    const checks: CheckMailboxBody[] = [];
    server.use(
      listAnswering('Email', () => HttpResponse.json(pageOf([]))),
      http.post(apiUrl('v1/organisation/emails/check'), async ({ request }) => {
        checks.push((await request.json()) as CheckMailboxBody);
        return HttpResponse.json({ message: 'The connection works.', data: { ok: true, steps: [] } });
      }),
    );
    const user = userEvent.setup();
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await renderApp('/mailboxes');
    await user.click(await screen.findByRole('button', { name: /^Add SMTP\/IMAP/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an SMTP/IMAP mailbox' });
    const smtp = within(dialog).getByRole('group', { name: 'Outgoing mail (SMTP)' });
    const imap = within(dialog).getByRole('group', { name: 'Incoming mail (IMAP)' });
    expect(within(smtp).getByRole('radio', { name: 'STARTTLS (587)' })).toHaveProperty('checked', true);
    expect(within(imap).getByRole('radio', { name: 'SSL/TLS (993)' })).toHaveProperty('checked', true);
    expect(within(dialog).queryByText(/Only for a server on a network you trust/)).toBeNull();

    await user.click(within(smtp).getByRole('radio', { name: 'None — password sent unencrypted' }));
    expect(within(smtp).getByText(/Only for a server on a network you trust/)).toBeTruthy();
    expect(within(smtp).getByLabelText('Port')).toHaveProperty('value', '587');
    await user.click(within(imap).getByRole('radio', { name: 'None — password sent unencrypted' }));
    expect(within(imap).getByLabelText('Port')).toHaveProperty('value', '143');

    await fill(within(dialog).getByLabelText('Email address'), 'sales@acme.test');
    await fill(within(smtp).getByLabelText('Server'), 'mail.acme.test');
    await fill(within(smtp).getByLabelText('User name'), 'sales@acme.test');
    await fill(within(smtp).getByLabelText('Password'), 'app-password-1');
    await fill(within(imap).getByLabelText('Server'), 'mail.acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('The connection works')).toBeTruthy();
    expect(checks).toEqual([
      expect.objectContaining({
        smtp: expect.objectContaining({ port: 587, secure: false, plainText: true }),
        imap: expect.objectContaining({ port: 143, secure: false, plainText: true }),
      }),
    ]);

    await user.click(within(smtp).getByRole('radio', { name: 'STARTTLS (587)' }));
    expect(within(smtp).queryByText(/Only for a server on a network you trust/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('The connection works')).toBeTruthy();
    expect(checks[1]?.smtp).toMatchObject({ secure: false, plainText: false });
  });
});
