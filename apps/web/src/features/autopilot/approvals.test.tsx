// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import {
  apiUrl,
  dataReply,
  errorReply,
  failingOnce,
  HttpResponse,
  http,
  pageReply,
  pendingReply,
  recordPages,
} from '../../test/server.ts';
import { draft, escalation, killSwitchOff, scheduled, sequenceEmail } from './autopilot-fixtures.ts';

const listPath = apiUrl('v1/autopilot/actions');
const killSwitchPath = apiUrl('v1/autopilot/kill-switch');

beforeEach(() => {
  server.use(http.get(killSwitchPath, () => dataReply(killSwitchOff)));
});

const card = async (name: string) => screen.findByRole('article', { name });

describe('/approvals', () => {
  it('shows the queue loading', async () => {
    server.use(http.get(listPath, pendingReply));
    await renderApp('/approvals');
    expect(await screen.findByLabelText('Loading the approval queue')).toBeTruthy();
  });

  it('says when nothing waits, and asks for what waits by default', async () => {
    const queries = recordPages(listPath, () => []);
    await renderApp('/approvals');
    expect(await screen.findByRole('heading', { name: 'Nothing waits for you' })).toBeTruthy();
    expect(queries[0]?.get('queue')).toBe('open');
  });

  it('offers a retry when the queue fails to load', async () => {
    server.use(
      http.get(
        listPath,
        failingOnce('The queue is down.', () => pageReply([draft])),
      ),
    );
    await renderApp('/approvals');
    expect(await screen.findByText('The queue is down.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Dana Lee')).toBeTruthy();
  });

  it('shows each action with its reply, answer and why, and approves a draft as written', async () => {
    recordPages(listPath, () => [draft, escalation]);
    let approved: unknown = null;
    server.use(
      http.post(apiUrl('v1/autopilot/actions/approve'), async ({ request }) => {
        approved = await request.json();
        return HttpResponse.json({ message: 'Approved.', data: { ...draft, status: 'approved' } });
      }),
    );
    await renderApp('/approvals');
    const dana = await card('Dana Lee');
    expect(within(dana).getByLabelText('Their reply').textContent).toContain('integrate with Salesforce');
    expect(within(dana).getByText(/Answered from the knowledge/)).toBeTruthy();
    expect(within(dana).getByText('FAQ: Do you integrate with Salesforce?:')).toBeTruthy();
    const sam = await card('Sam Ortiz');
    expect(within(sam).getByText(/a person answers pricing questions/)).toBeTruthy();
    expect(within(sam).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(sam).getByRole('button', { name: 'Write an answer' })).toBeTruthy();

    await userEvent.click(within(dana).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approved).toEqual({ id: draft.id }));
  });

  it('shows a step of the sequence held for review as the email itself, without a reply, and approves it', async () => {
    recordPages(listPath, () => [sequenceEmail]);
    let approved: unknown = null;
    server.use(
      http.post(apiUrl('v1/autopilot/actions/approve'), async ({ request }) => {
        approved = await request.json();
        return HttpResponse.json({ message: 'Approved.', data: { ...sequenceEmail, status: 'approved' } });
      }),
    );
    await renderApp('/approvals');
    const lee = await card('Lee Chan');
    expect(within(lee).queryByLabelText('Their reply')).toBeNull();
    expect(within(lee).getByText(/Step 1 of the sequence, written for them/)).toBeTruthy();
    expect(within(lee).getByText(/The email: Call notes for Chan Freight/)).toBeTruthy();
    expect(within(lee).getByText(/Review mode: step 1 of the sequence waits/)).toBeTruthy();
    // The facts the AI writer used, under where its lines come from.
    expect(within(lee).getByText('Where its lines come from')).toBeTruthy();
    expect(within(lee).getByText('Head of Sales')).toBeTruthy();
    await userEvent.click(within(lee).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approved).toEqual({ id: sequenceEmail.id }));
  });

  it('answers an escalation with a person’s own words, sent as written', async () => {
    recordPages(listPath, () => [escalation]);
    let approved: Record<string, unknown> | null = null;
    server.use(
      http.post(apiUrl('v1/autopilot/actions/approve'), async ({ request }) => {
        approved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'Approved.', data: { ...escalation, status: 'approved' } });
      }),
    );
    await renderApp('/approvals');
    await userEvent.click(within(await card('Sam Ortiz')).getByRole('button', { name: 'Write an answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write the answer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(await within(dialog).findByText('Write the message')).toBeTruthy();
    await userEvent.type(
      within(dialog).getByLabelText('Message'),
      'Hi Sam,{enter}{enter}I will send our prices today.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    await waitFor(() =>
      expect(approved).toEqual({
        id: escalation.id,
        subject: 'Re: Call notes for your team',
        bodyHtml: '<p>Hi Sam,</p><p>I will send our prices today.</p>',
      }),
    );
  });

  it('counts down a scheduled answer and undoes it; a refusal shows above the queue', async () => {
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    recordPages(listPath, () => [scheduled(soon)]);
    server.use(
      http.post(apiUrl('v1/autopilot/actions/undo'), () =>
        errorReply(422, 'Too late to undo: the answer was due and is being sent.', 'RULE_REFUSED'),
      ),
    );
    await renderApp('/approvals');
    const kim = await card('Kim Park');
    expect(within(kim).getByText(/Sends in/).textContent).toMatch(/Sends in [45]:\d\d/);
    await userEvent.click(within(kim).getByRole('button', { name: 'Undo' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too late to undo');
  });

  it('turns the kill switch on after a clear confirmation', async () => {
    recordPages(listPath, () => []);
    let body: unknown = null;
    server.use(
      http.post(killSwitchPath, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'On.', data: { ...killSwitchOff, isOn: true } });
      }),
    );
    await renderApp('/approvals');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn the kill switch on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn the kill switch on?' });
    expect(within(dialog).getByText(/stops sending at once/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop the autopilot' }));
    await waitFor(() => expect(body).toEqual({ isOn: true }));
  });

  it('shows a member the kill switch without the button to change it', async () => {
    recordPages(listPath, () => []);
    await renderApp('/approvals', { user: 'member' });
    expect(await screen.findByText('Owners and admins turn it on or off.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn the kill switch on' })).toBeNull();
  });
});
