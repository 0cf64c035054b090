// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, server, within } from '../../test/render-app.tsx';
import { choose, chooseOption } from '../../test/screen-helpers.ts';
import { apiUrl, errorReply, HttpResponse, http, pageReply, pendingReply } from '../../test/server.ts';
import { campaignSurroundings, detailOf, draftCampaign, figures, runningCampaign } from './campaign-fixtures.ts';

const listPath = apiUrl('v1/campaign/orgcampaign');
const summaryPath = apiUrl('v1/campaign/summary');

describe('/campaigns', () => {
  it('shows the campaigns loading', async () => {
    server.use(...campaignSurroundings, http.get(listPath, pendingReply), http.get(summaryPath, pendingReply));
    await renderApp('/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('invites to start the first campaign', async () => {
    server.use(
      ...campaignSurroundings,
      http.get(listPath, () => pageReply([])),
      http.get(summaryPath, () => pageReply([])),
    );
    await renderApp('/campaigns');
    expect(await screen.findByText('Start your first campaign')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'New campaign' });
    expect(links.every((link) => link.getAttribute('href') === '/campaigns/new')).toBe(true);
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      ...campaignSurroundings,
      http.get(listPath, () => {
        calls += 1;
        return calls === 1 ? errorReply(500, 'Campaigns are unavailable.') : pageReply([runningCampaign]);
      }),
      http.get(summaryPath, () => pageReply([])),
    );
    await renderApp('/campaigns');
    expect(await screen.findByText('Campaigns are unavailable.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Q4 outreach' })).toBeTruthy();
  });

  it('lists each campaign with its status, owner, mailboxes and results, and filters by status', async () => {
    const statuses: (string | null)[] = [];
    server.use(
      ...campaignSurroundings,
      http.get(listPath, ({ request }) => {
        statuses.push(new URL(request.url).searchParams.get('status'));
        return pageReply([runningCampaign]);
      }),
      http.get(summaryPath, () => pageReply([{ ...runningCampaign, figures }])),
    );
    await renderApp('/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const row = (await within(table).findByRole('link', { name: 'Q4 outreach' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(await within(row).findByText('sales@acme.test')).toBeTruthy();
    expect(await within(row).findByText('41')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
    await chooseOption('Status', 'Paused');
    await screen.findByRole('table', { name: 'Campaigns' });
    await expect.poll(() => statuses.at(-1)).toBe('paused');
  });

  it('pauses a running campaign and shows the server’s refusal', async () => {
    server.use(
      ...campaignSurroundings,
      http.get(listPath, () => pageReply([runningCampaign])),
      http.get(summaryPath, () => pageReply([])),
      http.post(apiUrl('v1/campaign/pause'), () =>
        errorReply(
          422,
          'This campaign is completed: only a running or scheduled campaign can be paused.',
          'UNPROCESSABLE',
        ),
      ),
    );
    await renderApp('/campaigns');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Q4 outreach' }));
    await choose('menuitem', 'Pause');
    expect(
      await screen.findByText('This campaign is completed: only a running or scheduled campaign can be paused.'),
    ).toBeTruthy();
  });

  it('offers delete only for a draft, and shows the server’s refusal in the dialog', async () => {
    const deleted: unknown[] = [];
    server.use(
      ...campaignSurroundings,
      http.get(listPath, () => pageReply([runningCampaign, draftCampaign])),
      http.get(summaryPath, () => pageReply([])),
      http.post(apiUrl('v1/campaign/delete'), async ({ request }) => {
        deleted.push(await request.json());
        return errorReply(
          422,
          'Only a draft can be deleted: this campaign was launched. Archive it to put it away.',
          'UNPROCESSABLE',
        );
      }),
    );
    await renderApp('/campaigns');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Q4 outreach' }));
    const runningActions = (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent);
    expect(runningActions).toEqual(['Edit', 'Pause', 'Archive', 'Duplicate']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Webinar follow-up' }));
    await choose('menuitem', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Webinar follow-up”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete campaign' }));
    expect(
      await within(dialog).findByText(
        'Only a draft can be deleted: this campaign was launched. Archive it to put it away.',
      ),
    ).toBeTruthy();
    expect(deleted).toEqual([{ id: draftCampaign.id }]);
  });

  it('duplicates a campaign and opens the copy in the builder', async () => {
    const copy = { ...detailOf(draftCampaign), id: '00000000-0000-4000-8000-000000000d09', name: 'Q4 outreach (copy)' };
    server.use(
      ...campaignSurroundings,
      http.get(listPath, () => pageReply([runningCampaign])),
      http.get(summaryPath, () => pageReply([])),
      http.post(apiUrl('v1/campaign/duplicate'), () => HttpResponse.json({ message: 'Duplicated.', data: copy })),
      http.get(apiUrl(`v1/campaign/id/${copy.id}`), () => HttpResponse.json({ data: copy })),
    );
    const { router } = await renderApp('/campaigns');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Q4 outreach' }));
    await choose('menuitem', 'Duplicate');
    expect(await screen.findByDisplayValue('Q4 outreach (copy)')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/campaigns/${copy.id}/edit`);
  });
});
