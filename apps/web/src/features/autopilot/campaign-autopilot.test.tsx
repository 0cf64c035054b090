// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, failingOnce, HttpResponse, http, pendingReply } from '../../test/server.ts';
import { campaignAutopilot, campaignId } from './autopilot-fixtures.ts';
import { localDay, shiftDay } from './hooks/prospecting-days.ts';

/** Types `text` into the field at once (typing key by key re-renders the whole form each time). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const readPath = apiUrl(`v1/campaign/autopilot/${campaignId}`);
const address = `/campaigns/${campaignId}/autopilot`;

describe('/campaigns/:id/autopilot', () => {
  it('shows the autopilot loading', async () => {
    server.use(http.get(readPath, pendingReply));
    await renderApp(address);
    expect(await screen.findByLabelText('Loading the autopilot')).toBeTruthy();
  });

  it('says when the campaign does not exist, and offers a retry when the load fails', async () => {
    server.use(http.get(readPath, () => errorReply(404, 'This campaign was not found.', 'NOT_FOUND')));
    const first = await renderApp(address);
    expect(await screen.findByText('This campaign was not found')).toBeTruthy();
    first.unmount();
    server.use(
      http.get(
        readPath,
        failingOnce('The server is down.', () => dataReply(campaignAutopilot)),
      ),
    );
    await renderApp(address);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Autopilot: Notewell outreach' })).toBeTruthy();
  });

  it('lists what switching on needs, and shows the server’s refusal in the confirmation', async () => {
    server.use(
      http.get(readPath, () => dataReply(campaignAutopilot)),
      http.post(apiUrl('v1/campaign/autopilot'), () =>
        errorReply(422, 'The autopilot cannot be switched on yet. Write the knowledge.', 'RULE_REFUSED'),
      ),
    );
    await renderApp(address);
    expect(await screen.findByText(/Describe the ideal customer/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Switch on the autopilot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch this campaign to the autopilot?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch on' }));
    expect(
      await within(dialog).findByText('The autopilot cannot be switched on yet. Write the knowledge.'),
    ).toBeTruthy();
  });

  it('checks the knowledge in plain words, then saves the settings, ideal customer and knowledge', async () => {
    let saved: Record<string, unknown> | null = null;
    server.use(
      http.get(readPath, () => dataReply(campaignAutopilot)),
      http.post(apiUrl('v1/campaign/autopilot/settings'), async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'Saved.', data: { ...campaignAutopilot, revision: 1 } });
      }),
    );
    await renderApp(address);
    await userEvent.click(await screen.findByRole('radio', { name: /Auto with undo/ }));
    const titles = screen.getAllByLabelText('Job titles').find((element) => element.tagName === 'INPUT');
    if (!titles) throw new Error('no job titles input');
    await userEvent.type(titles, 'Head of Sales{enter}');
    await fill(screen.getByLabelText('What you offer'), 'Call notes for sales teams.');
    await userEvent.click(screen.getByRole('button', { name: 'Save the autopilot' }));
    expect(await screen.findByText('Write who it is for, in a sentence')).toBeTruthy();
    expect(saved).toBeNull();

    await fill(screen.getByLabelText('Who it is for'), 'B2B sales teams of 10 to 200 reps.');
    await fill(screen.getByLabelText('The outcome a customer gets'), 'Reps spend less time on notes.');
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const entry = screen.getByRole('group', { name: 'FAQ entry 1' });
    await fill(within(entry).getByLabelText('Question'), 'Do you integrate with Salesforce?');
    await fill(within(entry).getByLabelText('Answer'), 'Yes, notes go into Salesforce.');
    await userEvent.click(screen.getByRole('button', { name: 'Save the autopilot' }));
    await waitFor(() =>
      expect(saved).toMatchObject({
        id: campaignId,
        revision: 0,
        settings: { mode: 'auto_with_undo', undoDelayMinutes: 10, newProspectsPerDay: 20, bookingLink: null },
        idealCustomer: { titles: ['Head of Sales'] },
        knowledge: {
          language: 'en',
          offer: {
            what: 'Call notes for sales teams.',
            forWhom: 'B2B sales teams of 10 to 200 reps.',
            outcome: 'Reps spend less time on notes.',
          },
          faq: [{ question: 'Do you integrate with Salesforce?', answer: 'Yes, notes go into Salesforce.' }],
        },
      }),
    );
  });

  it('shows the daily prospecting: the cap, that it is active, the last run with its note and the days', async () => {
    const today = localDay();
    const shortNote = 'The ideal customer matched only 3 new people today.';
    server.use(
      http.get(readPath, () =>
        dataReply({
          ...campaignAutopilot,
          isOn: true,
          missing: [],
          settings: { ...campaignAutopilot.settings, newProspectsPerDay: 25 },
          prospecting: [
            { day: today, matched: 3, enrolled: 3, note: shortNote },
            { day: shiftDay(today, -1), matched: 40, enrolled: 25, note: '' },
            { day: shiftDay(today, -3), matched: 40, enrolled: 25, note: '' },
          ],
        }),
      ),
    );
    await renderApp(address);
    const card = await screen.findByRole('region', { name: 'Daily prospecting' });
    expect(within(card).getByText('Up to 25 new prospects a day from the ideal customer.')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('Today: 3 added of 3 matched')).toBeTruthy();
    expect(within(card).getAllByText(shortNote).length).toBeGreaterThan(0);
    const table = within(card).getByRole('table', { name: 'Prospects added per day, last 14 days: 53 in all' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['25', '25', '3']);
    expect(within(rows[2] as HTMLElement).getByText(shortNote)).toBeTruthy();
  });

  it('says why nothing is added, and shows the empty state before the first run', async () => {
    server.use(http.get(readPath, () => dataReply(campaignAutopilot)));
    await renderApp(address);
    const card = await screen.findByRole('region', { name: 'Daily prospecting' });
    expect(within(card).getByText('Up to 20 new prospects a day from the ideal customer.')).toBeTruthy();
    expect(within(card).getByText('Not adding prospects')).toBeTruthy();
    expect(within(card).getByText('Switch the autopilot on to add prospects each day.')).toBeTruthy();
    expect(within(card).getByText(/^No prospecting yet: the autopilot adds prospects once a day/)).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
  });
});
