// @vitest-environment jsdom
import type { CampaignResults } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';
import { detailOf, figures, runningCampaign } from './campaign-fixtures.ts';

const campaign = {
  ...detailOf(runningCampaign),
  transitions: [
    {
      fromStatus: 'draft',
      toStatus: 'running',
      actorUserId: runningCampaign.ownerUserId,
      actorName: 'Ada Lovelace',
      reason: 'Launched with 25 prospects (3 excluded).',
      at: '2026-11-02T09:00:00.000Z',
    },
  ],
};
const detailPath = apiUrl(`v1/campaign/id/${campaign.id}`);
const resultsPath = apiUrl(`v1/campaign/summary/${campaign.id}`);
const address = `/campaigns/${campaign.id}`;

function resultsWith(prospects: CampaignResults['prospects']['data']): CampaignResults {
  return {
    campaign: runningCampaign,
    figures,
    sendsPerDay: prospects.length === 0 ? [] : [{ day: '2026-11-03', sent: 41 }],
    funnel:
      prospects.length === 0
        ? []
        : [
            {
              stepId: testId(0xe01),
              step: 1,
              variantId: testId(0xe11),
              label: 'Email, variant A',
              sent: 40,
              replied: 6,
              stopped: 3,
            },
          ],
    prospects: { data: prospects, total: prospects.length, page: 1, perPage: 25 },
  };
}

const grace = {
  enrolmentId: testId(0xf01),
  personId: null,
  name: 'Grace Hopper',
  email: 'grace@globex.test',
  company: 'Globex',
  status: 'active' as const,
  stopReason: null,
  step: 1,
  mailbox: 'sales@acme.test',
  lastEvent: 'Sent step 1 (variant A)',
  lastEventAt: '2026-11-03T10:00:00.000Z',
};

describe('/campaigns/:id', () => {
  it('shows the campaign loading', async () => {
    server.use(http.get(detailPath, pendingReply), http.get(resultsPath, pendingReply));
    await renderApp(address);
    expect(await screen.findByLabelText('Loading the campaign')).toBeTruthy();
  });

  it('shows a failed load with a retry, and a campaign that does not exist', async () => {
    server.use(
      http.get(detailPath, () => errorReply(500, 'Campaigns are unavailable.')),
      http.get(resultsPath, pendingReply),
    );
    const view = await renderApp(address);
    expect(await screen.findByText('Campaigns are unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    view.unmount();
    server.use(http.get(detailPath, () => errorReply(404, 'No such campaign.', 'NOT_FOUND')));
    await renderApp(address);
    expect(await screen.findByText('Campaign not found')).toBeTruthy();
  });

  it('says when no prospect is enrolled', async () => {
    server.use(
      http.get(detailPath, () => dataReply(campaign)),
      http.get(resultsPath, () => dataReply(resultsWith([]))),
    );
    await renderApp(address);
    expect(await screen.findByText('No prospect is enrolled in this campaign.')).toBeTruthy();
  });

  it('shows the state, figures, prospects and history, and stops one prospect', async () => {
    const stops: unknown[] = [];
    server.use(
      http.get(detailPath, () => dataReply(campaign)),
      http.get(resultsPath, () => dataReply(resultsWith([grace]))),
      http.post(apiUrl('v1/campaign/prospect/stop'), async ({ request }) => {
        stops.push(await request.json());
        return HttpResponse.json({
          message: 'Stopped.',
          data: {
            id: grace.enrolmentId,
            campaignId: campaign.id,
            personId: null,
            email: grace.email,
            firstName: 'Grace',
            lastName: 'Hopper',
            company: 'Globex',
            status: 'stopped',
            stopReason: 'manual',
            heldReason: null,
            position: 1,
            updatedAt: '2026-11-27T09:00:00.000Z',
          },
        });
      }),
    );
    await renderApp(address);
    expect(await screen.findByRole('heading', { name: 'Q4 outreach' })).toBeTruthy();
    expect(screen.getByText('Running')).toBeTruthy();
    const numbers = screen.getByRole('list', { name: 'Campaign figures' });
    expect(await within(numbers).findByText('41')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Prospects' });
    expect(within(table).getByText('Sent step 1 (variant A)')).toBeTruthy();
    expect(screen.getByText('Launched with 25 prospects (3 excluded).')).toBeTruthy();
    const funnel = screen.getByRole('table', { name: 'Funnel per step and variant' });
    expect(within(funnel).getByText('15%')).toBeTruthy();
    const perDay = screen.getByRole('list', { name: 'Emails sent per day' });
    expect(within(perDay).getByText('41')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Stop the sequence for Grace Hopper' }));
    await expect.poll(() => stops).toEqual([{ campaignId: campaign.id, enrolmentId: grace.enrolmentId }]);
  });

  it('says in words why prospects stopped or paused, and resumes a paused one', async () => {
    const paused = { ...grace, status: 'paused' as const, stopReason: 'colleague_replied' };
    const alan = {
      ...grace,
      enrolmentId: testId(0xf02),
      name: 'Alan Turing',
      email: 'alan@globex.test',
      status: 'stopped' as const,
      stopReason: 'unsubscribe',
    };
    const resumes: unknown[] = [];
    server.use(
      http.get(detailPath, () => dataReply(campaign)),
      http.get(resultsPath, () => dataReply(resultsWith([paused, alan]))),
      http.post(apiUrl('v1/campaign/prospect/resume'), async ({ request }) => {
        resumes.push(await request.json());
        return errorReply(422, 'Only a paused or held prospect can be resumed: this one is active.', 'UNPROCESSABLE');
      }),
    );
    await renderApp(address);
    const table = await screen.findByRole('table', { name: 'Prospects' });
    expect(await within(table).findByText('A colleague replied')).toBeTruthy();
    expect(within(table).getByText('Unsubscribed')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Stop the sequence for Alan Turing' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Resume the sequence for Grace Hopper' }));
    await expect.poll(() => resumes).toEqual([{ campaignId: campaign.id, enrolmentId: grace.enrolmentId }]);
    expect(await screen.findByText('Only a paused or held prospect can be resumed: this one is active.')).toBeTruthy();
  });

  it('shows the server’s refusal of a pause', async () => {
    const message = 'This campaign completed a minute ago: there is nothing left to pause.';
    server.use(
      http.get(detailPath, () => dataReply(campaign)),
      http.get(resultsPath, () => dataReply(resultsWith([grace]))),
      http.post(apiUrl('v1/campaign/pause'), () => errorReply(422, message, 'UNPROCESSABLE')),
    );
    await renderApp(address);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
