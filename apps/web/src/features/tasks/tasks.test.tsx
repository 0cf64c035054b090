// @vitest-environment jsdom
import type { CampaignTask } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, errorReply, HttpResponse, http, pendingReply } from '../../test/server.ts';

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

function pageReply(items: CampaignTask[]) {
  return HttpResponse.json({ data: items, total: items.length, page: 1, perPage: 20 });
}

/** The list's requests, as query strings. */
function recordList(reply: (calls: number) => CampaignTask[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(listPath, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return pageReply(reply(queries.length));
    }),
  );
  return queries;
}

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: 'Tasks' });
  const row = (await within(table).findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('/campaigns/tasks', () => {
  it('shows the tasks loading', async () => {
    server.use(http.get(listPath, pendingReply));
    await renderApp('/campaigns/tasks');
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('lists each task with its prospect, campaign, kind, note and due time, overdue ones marked', async () => {
    const queries = recordList(() => [call, linkedin]);
    await renderApp('/campaigns/tasks');
    const first = await rowOf('Grace Hopper');
    expect(within(first).getByText('grace@navy.test · Navy')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Q4 outreach' }).getAttribute('href')).toBe(
      `/campaigns/${call.campaignId}`,
    );
    expect(within(first).getByText('Step 3')).toBeTruthy();
    expect(within(first).getByText('Call')).toBeTruthy();
    expect(within(first).getByText('Ask about the pilot.')).toBeTruthy();
    expect(within(first).getByText('Overdue')).toBeTruthy();
    const second = await rowOf('Alan Turing');
    expect(within(second).getByText('LinkedIn')).toBeTruthy();
    expect(within(second).queryByText('Overdue')).toBeNull();
    expect(queries[0]?.get('status')).toBe('open');
    expect(screen.getByText('Showing 1–2 of 2 tasks')).toBeTruthy();
  });

  it('sends the status and kind filters in the request', async () => {
    const queries = recordList(() => [call]);
    await renderApp('/campaigns/tasks');
    await rowOf('Grace Hopper');
    await userEvent.click(screen.getByRole('radio', { name: 'Done' }));
    await expect.poll(() => queries.at(-1)?.get('status')).toBe('done');
    const kindFilter = screen.getAllByLabelText('Kind').find((element) => element.tagName === 'INPUT');
    if (!kindFilter) throw new Error('no kind filter');
    await userEvent.click(kindFilter);
    const option = await waitFor(() => {
      const found = screen.queryAllByRole('option', { hidden: true }).find((item) => item.textContent === 'LinkedIn');
      if (!found) throw new Error('no LinkedIn option');
      return found;
    });
    await userEvent.click(option);
    await expect.poll(() => queries.at(-1)?.get('kind')).toBe('linkedin');
    expect(queries.at(-1)?.get('status')).toBe('done');
  });

  it('marks the selected tasks done, sends their ids and loads the list again', async () => {
    const bodies: unknown[] = [];
    const queries = recordList((calls) => (calls === 1 ? [call, linkedin] : [linkedin]));
    server.use(
      http.post(apiUrl('v1/tasks/complete'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Marked 1 task done.', data: { updated: [call.id] } });
      }),
    );
    await renderApp('/campaigns/tasks');
    const markDone = screen.getByRole('button', { name: 'Mark done' });
    expect(markDone.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(await rowOf('Grace Hopper')).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [call.id] }]));
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).toBeNull());
    expect(queries.length).toBe(2);
    expect(await rowOf('Alan Turing')).toBeTruthy();
  });

  it('skips one task from its row and shows the server’s refusal', async () => {
    const bodies: unknown[] = [];
    recordList(() => [call, linkedin]);
    server.use(
      http.post(apiUrl('v1/tasks/skip'), async ({ request }) => {
        bodies.push(await request.json());
        return errorReply(404, 'A task was not found.', 'NOT_FOUND');
      }),
    );
    await renderApp('/campaigns/tasks');
    await userEvent.click(
      within(await rowOf('Alan Turing')).getByRole('button', { name: 'Skip: the task for Alan Turing' }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('A task was not found.').length).toBeGreaterThan(0);
    expect(bodies).toEqual([{ ids: [linkedin.id] }]);
  });

  it('explains where tasks come from when there are none', async () => {
    recordList(() => []);
    await renderApp('/campaigns/tasks');
    expect(
      await screen.findByText('Call and LinkedIn steps of your campaigns appear here when prospects reach them.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Tasks' })).toBeNull();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      http.get(listPath, () => {
        calls += 1;
        return calls === 1 ? errorReply(500, 'Tasks are unavailable.') : pageReply([call]);
      }),
    );
    await renderApp('/campaigns/tasks');
    expect(await screen.findByText('Tasks are unavailable.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Grace Hopper')).toBeTruthy();
  });
});
