// @vitest-environment jsdom
import type { Conversation } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http } from '../../../test/server.ts';
import { campaignSurroundings } from '../campaign-fixtures.ts';
import { campaign, conversationWith, draftOf, enrolmentId, results } from './conversation-fixtures.ts';

const address = `/campaigns/${campaign.id}`;
const conversationPath = apiUrl(`v1/communication/id/${enrolmentId}`);

/** The campaign page with Grace in its table; her conversation is whatever `current()` answers. */
function serve(current: () => Conversation) {
  server.use(
    http.get(apiUrl(`v1/campaign/id/${campaign.id}`), () => dataReply(campaign)),
    http.get(apiUrl(`v1/campaign/summary/${campaign.id}`), () => dataReply(results)),
    http.get(conversationPath, () => dataReply(current())),
    ...campaignSurroundings,
  );
}

async function openConversation() {
  await renderApp(address);
  const table = await screen.findByRole('table', { name: 'Prospects' });
  await userEvent.click(within(table).getByRole('button', { name: 'Open the conversation with Grace Hopper' }));
  return screen.findByRole('dialog', { name: 'Conversation with Grace Hopper' });
}

async function openCompose(drawer: HTMLElement, button = 'Write email') {
  await userEvent.click(await within(drawer).findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button === 'Write email' ? 'Write an email' : 'Finish the draft' });
}

/** Records the bodies a POST route receives, answering each with the next reply. */
function recordPosts(path: string, replies: Array<(body: Record<string, unknown>) => Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const reply = replies[Math.min(bodies.length, replies.length) - 1];
      return reply ? reply(body) : errorReply(500);
    }),
  );
  return bodies;
}

const sentReply = () =>
  HttpResponse.json({
    message: 'Email sent.',
    data: { messageId: '<lp.m@acme.test>', duplicate: false, eventId: null },
  });

describe('a prospect’s conversation on the campaign page', () => {
  it('opens from the prospects table with the messages and events in time order, and their reasons', async () => {
    serve(() =>
      conversationWith({
        prospect: { ...conversationWith().prospect, status: 'held', heldReason: 'Waiting for a reply.' },
      }),
    );
    const drawer = await openConversation();
    expect(await within(drawer).findByText('grace@globex.test · Head of Operations at Globex')).toBeTruthy();
    expect(within(drawer).getByText('Held')).toBeTruthy();
    expect(within(drawer).getByText('Waiting for a reply.', { exact: false })).toBeTruthy();
    const timeline = within(drawer).getByRole('list', { name: 'Conversation timeline' });
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(entries).toHaveLength(5);
    expect(entries[0]).toContain('Step 1 · variant A');
    expect(entries[0]).toContain('Hello {{ first_name }}');
    expect(entries[0]).toContain(`From ${mailbox.email}`);
    expect(entries[1]).toContain('Clicked https://acme.test/pricing');
    expect(entries[2]).toContain('The mailbox reached its daily limit');
    expect(entries[3]).toContain('Step 2 · variant B');
    expect(entries[3]).toContain('The mailbox refused the password.');
    expect(entries[4]).toContain('Upcoming');
    expect(entries[4]).toContain('Last note');
    expect(within(drawer).queryByText(/Nothing sent yet/)).toBeNull();
  });

  it('says when nothing has been sent yet and when the first email goes', async () => {
    serve(() => conversationWith({ messages: conversationWith().messages.slice(2), events: [] }));
    const drawer = await openConversation();
    expect(await within(drawer).findByText(/Nothing sent yet — the first email is scheduled for/)).toBeTruthy();
  });

  it('shows a failed load with a retry that loads the conversation', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(`v1/campaign/id/${campaign.id}`), () => dataReply(campaign)),
      http.get(apiUrl(`v1/campaign/summary/${campaign.id}`), () => dataReply(results)),
      http.get(conversationPath, () => {
        calls += 1;
        return calls === 1 ? errorReply(500, 'Conversations are unavailable.') : dataReply(conversationWith());
      }),
    );
    const drawer = await openConversation();
    expect(await within(drawer).findByText('Conversations are unavailable.')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByRole('list', { name: 'Conversation timeline' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('archives the conversation and brings it back', async () => {
    let archived = false;
    serve(() => conversationWith({ archived }));
    const bodies = recordPosts('v1/communication/archive', [
      (body) => {
        archived = body.archived === true;
        return HttpResponse.json({ message: 'Done.', data: { archived, changed: true } });
      },
    ]);
    const drawer = await openConversation();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Archive conversation' }));
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Bring back' }));
    expect(await within(drawer).findByRole('button', { name: 'Archive conversation' })).toBeTruthy();
    expect(bodies).toEqual([
      { enrolmentId, archived: true },
      { enrolmentId, archived: false },
    ]);
  });

  it('checks the email before sending it', async () => {
    serve(() => conversationWith());
    const bodies = recordPosts('v1/communication/manualemail', [sentReply]);
    const compose = await openCompose(await openConversation());
    await userEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    expect(await within(compose).findByText('Enter a subject')).toBeTruthy();
    expect(within(compose).getByText('Write the message')).toBeTruthy();
    await userEvent.type(within(compose).getByRole('textbox', { name: 'Subject' }), 'Quick question');
    await userEvent.type(within(compose).getByRole('textbox', { name: 'Message' }), '   ');
    await userEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    expect(await within(compose).findByText('Write the message')).toBeTruthy();
    expect(within(compose).queryByText('Enter a subject')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('sends once under one key, the same key on a retry after a server failure', async () => {
    serve(() => conversationWith());
    const bodies = recordPosts('v1/communication/manualemail', [
      () => errorReply(503, 'The mailbox did not answer.'),
      sentReply,
    ]);
    const compose = await openCompose(await openConversation());
    await userEvent.type(within(compose).getByRole('textbox', { name: 'Subject' }), 'Quick question');
    await userEvent.type(
      within(compose).getByRole('textbox', { name: 'Message' }),
      'Hi Grace,{Enter}{Enter}Prices <today> & more',
    );
    await userEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    expect(await within(compose).findByText('The mailbox did not answer.')).toBeTruthy();
    await userEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Write an email' })).toBeNull());
    expect(bodies).toHaveLength(2);
    const [first, second] = bodies;
    expect(first).toMatchObject({
      mailboxId: mailbox.id,
      enrolmentId,
      subject: 'Quick question',
      bodyHtml: '<p>Hi Grace,</p><p>Prices &lt;today&gt; &amp; more</p>',
    });
    expect(typeof first?.idempotencyKey).toBe('string');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(first).not.toHaveProperty('draftId');
  });

  it('shows the server’s refusal in the compose window', async () => {
    serve(() => conversationWith());
    const refusal = 'grace@globex.test is on the organisation’s suppression list: they asked not to be mailed.';
    recordPosts('v1/communication/manualemail', [() => errorReply(422, refusal, 'UNPROCESSABLE')]);
    const compose = await openCompose(await openConversation());
    await userEvent.type(within(compose).getByRole('textbox', { name: 'Subject' }), 'Quick question');
    await userEvent.type(within(compose).getByRole('textbox', { name: 'Message' }), 'Hi Grace');
    await userEvent.click(within(compose).getByRole('button', { name: 'Send' }));
    expect(await within(compose).findByRole('alert')).toHaveProperty('textContent', refusal);
    expect(screen.getByRole('dialog', { name: 'Write an email' })).toBeTruthy();
  });

  it('saves a draft that then appears in the conversation and sends with its draft id', async () => {
    let drafts: Conversation['drafts'] = [];
    serve(() => conversationWith({ drafts }));
    const draftBodies = recordPosts('v1/communication/draftemail', [
      (body) => {
        drafts = [draftOf(String(body.subject), String(body.bodyHtml))];
        return HttpResponse.json({ message: 'Draft saved.', data: drafts[0] });
      },
    ]);
    const sendBodies = recordPosts('v1/communication/manualemail', [sentReply]);
    const drawer = await openConversation();
    const compose = await openCompose(drawer);
    await userEvent.type(within(compose).getByRole('textbox', { name: 'Subject' }), 'Pricing follow-up');
    await userEvent.type(within(compose).getByRole('textbox', { name: 'Message' }), 'Hi Grace, one more thing.');
    await userEvent.click(within(compose).getByRole('button', { name: 'Save draft' }));
    await expect
      .poll(() => draftBodies)
      .toEqual([
        {
          enrolmentId,
          mailboxId: mailbox.id,
          subject: 'Pricing follow-up',
          bodyHtml: '<p>Hi Grace, one more thing.</p>',
        },
      ]);
    const reopened = await openCompose(drawer, 'Open the draft “Pricing follow-up”');
    expect(within(reopened).getByRole('textbox', { name: 'Subject' })).toHaveProperty('value', 'Pricing follow-up');
    expect(within(reopened).getByRole('textbox', { name: 'Message' })).toHaveProperty(
      'value',
      'Hi Grace, one more thing.',
    );
    await userEvent.click(within(reopened).getByRole('button', { name: 'Send' }));
    await expect.poll(() => sendBodies).toHaveLength(1);
    expect(sendBodies[0]).toMatchObject({ draftId: drafts[0]?.id, subject: 'Pricing follow-up' });
  });
});
