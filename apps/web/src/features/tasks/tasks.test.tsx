// @vitest-environment jsdom
import type { CampaignTask } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { campaignSummary, testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { chooseOption, rowIn } from '../../test/screen-helpers.ts';
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

const listPath = apiUrl('v1/tasks');

const call: CampaignTask = {
  id: '00000000-0000-4000-8000-0000000000a1',
  enrolmentId: '00000000-0000-4000-8000-0000000000b1',
  campaignId: '00000000-0000-4000-8000-0000000000c1',
  campaignName: 'Q4 outreach',
  name: 'Grace Hopper',
  email: 'grace@navy.test',
  company: 'Navy',
  stepId: '00000000-0000-4000-8000-0000000000d1',
  stepPosition: 2,
  kind: 'call',
  note: 'Ask about the pilot.',
  dueAt: '2026-03-02T09:00:00.000Z',
  overdue: true,
  status: 'open',
  completedAt: null,
  completedByUserId: null,
};
const linkedin: CampaignTask = {
  ...call,
  id: '00000000-0000-4000-8000-0000000000a2',
  enrolmentId: '00000000-0000-4000-8000-0000000000b2',
  name: 'Alan Turing',
  email: 'alan@bletchley.test',
  company: 'Bletchley',
  kind: 'linkedin',
  note: null,
  stepPosition: 3,
  dueAt: '2099-03-04T09:00:00.000Z',
  overdue: false,
};

/** The organisation's campaigns, which the campaign filter lists. */
const otherCampaign = { ...campaignSummary, id: testId(0xd02), name: 'Webinar follow-up' };
beforeEach(() => {
  server.use(http.get(apiUrl('v1/campaign/orgcampaign'), () => pageReply([campaignSummary, otherCampaign])));
});

describe('/campaigns/tasks', () => {
  it('shows the tasks loading', async () => {
    server.use(http.get(listPath, pendingReply));
    await renderApp('/campaigns/tasks');
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('lists each task with its prospect, campaign, kind, note and due time, overdue ones marked', async () => {
    const queries = recordPages(listPath, () => [call, linkedin]);
    await renderApp('/campaigns/tasks');
    const first = await rowIn('Tasks', 'Grace Hopper');
    expect(within(first).getByText('grace@navy.test · Navy')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Q4 outreach' }).getAttribute('href')).toBe(
      `/campaigns/${call.campaignId}`,
    );
    expect(within(first).getByText('Step 3')).toBeTruthy();
    expect(within(first).getByText('Call')).toBeTruthy();
    expect(within(first).getByText('Ask about the pilot.')).toBeTruthy();
    expect(within(first).getByText('Overdue')).toBeTruthy();
    const second = await rowIn('Tasks', 'Alan Turing');
    expect(within(second).getByText('LinkedIn')).toBeTruthy();
    expect(within(second).queryByText('Overdue')).toBeNull();
    expect(queries[0]?.get('status')).toBe('open');
    expect(screen.getByText('Showing 1–2 of 2 tasks')).toBeTruthy();
  });

  it('sends the status and kind filters in the request', async () => {
    const queries = recordPages(listPath, () => [call]);
    await renderApp('/campaigns/tasks');
    await rowIn('Tasks', 'Grace Hopper');
    await userEvent.click(screen.getByRole('radio', { name: 'Done' }));
    await expect.poll(() => queries.at(-1)?.get('status')).toBe('done');
    await chooseOption('Kind', 'LinkedIn');
    await expect.poll(() => queries.at(-1)?.get('kind')).toBe('linkedin');
    expect(queries.at(-1)?.get('status')).toBe('done');
  });

  it('finds tasks by prospect once typing pauses, keeps the words in the address, and clears them', async () => {
    const queries = recordPages(listPath, () => [call]);
    const { router } = await renderApp('/campaigns/tasks');
    await rowIn('Tasks', 'Grace Hopper');
    const before = queries.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'grace navy');
    await expect.poll(() => queries.at(-1)?.get('q')).toBe('grace navy');
    // One request for the words, not one a keystroke.
    expect(queries.length).toBe(before + 1);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('grace navy');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await expect.poll(() => router.state.location.search).toBe('');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search tasks' }).value).toBe('');
  });

  it('filters by one of the organisation’s campaigns and keeps it in the address with the search', async () => {
    const queries = recordPages(listPath, () => [call]);
    const { router } = await renderApp('/campaigns/tasks');
    await rowIn('Tasks', 'Grace Hopper');
    // Words typed just before choosing: the search settling and the filter both stay in the address.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'navy');
    await chooseOption('Campaign', 'Webinar follow-up');
    await expect.poll(() => queries.at(-1)?.get('campaignId')).toBe(otherCampaign.id);
    await expect.poll(() => queries.at(-1)?.get('q')).toBe('navy');
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('campaign'), params.get('q')]).toEqual([otherCampaign.id, 'navy']);
  });

  it('opens with the search, status, kind and campaign of its address, and clearing keeps the status', async () => {
    const queries = recordPages(listPath, () => []);
    const { router } = await renderApp(`/campaigns/tasks?status=done&kind=call&campaign=${call.campaignId}&q=navy`);
    expect(await screen.findByText('No tasks match these filters')).toBeTruthy();
    const first = queries[0];
    expect(first?.get('status')).toBe('done');
    expect(first?.get('kind')).toBe('call');
    expect(first?.get('campaignId')).toBe(call.campaignId);
    expect(first?.get('q')).toBe('navy');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search tasks' }).value).toBe('navy');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expect.poll(() => router.state.location.search).toBe('?status=done');
    expect(queries.at(-1)?.get('q')).toBeNull();
    expect(queries.at(-1)?.get('status')).toBe('done');
  });

  it('answers a search the server refuses with its message', async () => {
    server.use(
      http.get(listPath, ({ request }) =>
        new URL(request.url).searchParams.get('q')
          ? errorReply(400, 'The search is too long.', 'BAD_REQUEST')
          : pageReply([call]),
      ),
    );
    await renderApp('/campaigns/tasks?q=x');
    expect(await screen.findByText('The search is too long.')).toBeTruthy();
  });

  it('marks the selected tasks done, sends their ids and loads the list again', async () => {
    const bodies: unknown[] = [];
    const queries = recordPages(listPath, (_, calls) => (calls === 1 ? [call, linkedin] : [linkedin]));
    server.use(
      http.post(apiUrl('v1/tasks/complete'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Marked 1 task done.', data: { updated: [call.id] } });
      }),
    );
    await renderApp('/campaigns/tasks');
    const markDone = screen.getByRole('button', { name: 'Mark done' });
    expect(markDone.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(await rowIn('Tasks', 'Grace Hopper')).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [call.id] }]));
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).toBeNull());
    expect(queries.length).toBe(2);
    expect(await rowIn('Tasks', 'Alan Turing')).toBeTruthy();
  });

  it('skips one task from its row and shows the server’s refusal', async () => {
    const bodies: unknown[] = [];
    recordPages(listPath, () => [call, linkedin]);
    server.use(
      http.post(apiUrl('v1/tasks/skip'), async ({ request }) => {
        bodies.push(await request.json());
        return errorReply(404, 'A task was not found.', 'NOT_FOUND');
      }),
    );
    await renderApp('/campaigns/tasks');
    await userEvent.click(
      within(await rowIn('Tasks', 'Alan Turing')).getByRole('button', { name: 'Skip: the task for Alan Turing' }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('A task was not found.').length).toBeGreaterThan(0);
    expect(bodies).toEqual([{ ids: [linkedin.id] }]);
  });

  it('explains where tasks come from when there are none', async () => {
    recordPages(listPath, () => []);
    await renderApp('/campaigns/tasks');
    expect(
      await screen.findByText('Call and LinkedIn steps of your campaigns appear here when prospects reach them.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Tasks' })).toBeNull();
  });

  it('shows a failed load with a retry that loads again', async () => {
    server.use(
      http.get(
        listPath,
        failingOnce('Tasks are unavailable.', () => pageReply([call])),
      ),
    );
    await renderApp('/campaigns/tasks');
    expect(await screen.findByText('Tasks are unavailable.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowIn('Tasks', 'Grace Hopper')).toBeTruthy();
  });
});
