// @vitest-environment jsdom
import type { ScheduledJob, ScheduledRun } from '@leadpilot/contracts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignSummary, pageOf, testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { chooseOption, rowIn } from '../../test/screen-helpers.ts';
import { apiUrl, dataReply, errorReply, failingOnce, HttpResponse, http, pendingReply } from '../../test/server.ts';
import { cronOf, defaultRecurrence, instantInZone } from './components/recurrence.ts';

const jobsPath = apiUrl('v1/scheduler/customjob');
const previewPath = apiUrl('v1/scheduler/customjob/preview');

const run: ScheduledRun = {
  id: testId(0x5a1),
  occurrenceAt: '2027-01-05T08:00:00.000Z',
  status: 'failed',
  startedAt: '2027-01-05T08:00:05.000Z',
  finishedAt: '2027-01-05T08:00:06.000Z',
  counts: {},
  summary: 'The job did not run.',
  error: 'The list of this job was deleted: delete the job, or schedule it again with a list.',
};

const refreshJob: ScheduledJob = {
  id: testId(0x5b1),
  name: 'Morning refresh',
  kind: 'refresh-list',
  status: 'active',
  schedule: { type: 'cron', runAt: null, cron: '0 9 * * 1-5', timeZone: 'Europe/Paris' },
  list: { id: testId(0x5c1), name: 'Fintech leads' },
  campaign: null,
  search: { titles: ['Head of Sales'] },
  perRun: null,
  maxCredits: null,
  nextRunAt: '2027-01-06T08:00:00.000Z',
  lastRun: run,
  createdBy: { id: testId(0x5d1), name: 'Grace Hopper' },
  createdAt: '2027-01-04T08:00:00.000Z',
};

const pausedJob: ScheduledJob = {
  ...refreshJob,
  id: testId(0x5b2),
  name: 'Friday report',
  kind: 'export-results',
  status: 'paused',
  schedule: { type: 'cron', runAt: null, cron: '0 17 * * 5', timeZone: 'Europe/London' },
  list: null,
  campaign: { id: campaignSummary.id, name: campaignSummary.name },
  nextRunAt: null,
  lastRun: null,
};

const preview = (cron: string, timeZone: string) => ({
  cron,
  timeZone,
  nextRuns: ['2027-01-05T08:00:00.000Z', '2027-01-06T08:00:00.000Z', '2027-01-07T08:00:00.000Z'],
});

describe('/settings/scheduled-jobs', () => {
  it('shows the jobs loading', async () => {
    server.use(http.get(jobsPath, pendingReply));
    await renderApp('/settings/scheduled-jobs');
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('offers to schedule the first job when there is none', async () => {
    server.use(http.get(jobsPath, () => dataReply([])));
    await renderApp('/settings/scheduled-jobs');
    expect(await screen.findByText('No scheduled jobs yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule your first job' })).toBeTruthy();
  });

  it('shows a failed load, and the jobs after a retry', async () => {
    server.use(
      http.get(
        jobsPath,
        failingOnce('The scheduler is unavailable.', () => dataReply([refreshJob])),
      ),
    );
    await renderApp('/settings/scheduled-jobs');
    expect(await screen.findByText('The scheduler is unavailable.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowIn('Scheduled jobs', 'Morning refresh')).toBeTruthy();
  });

  it('lists each job with its schedule, next run in its own zone and last outcome', async () => {
    server.use(http.get(jobsPath, () => dataReply([refreshJob, pausedJob])));
    await renderApp('/settings/scheduled-jobs', { user: 'member' });
    const row = await rowIn('Scheduled jobs', 'Morning refresh');
    expect(within(row).getByText('0 9 * * 1-5')).toBeTruthy();
    // 08:00 UTC is 09:00 in Paris in winter.
    expect(within(row).getByText('Wed, 6 Jan 2027, 09:00')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText(run.error as string)).toBeTruthy();
    expect(within(row).getByText(/Fintech leads/)).toBeTruthy();
    const paused = await rowIn('Scheduled jobs', 'Friday report');
    expect(within(paused).getByText('Paused')).toBeTruthy();
    expect(within(paused).getByRole('button', { name: 'Resume Friday report' })).toBeTruthy();
    expect(within(paused).getByText('Not run yet')).toBeTruthy();
  });

  it('pauses, resumes and, once confirmed, deletes a job', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const record = (path: string) =>
      http.post(apiUrl(`v1/scheduler/customjob/${path}`), async ({ request }) => {
        calls.push({ path, body: await request.json() });
        return HttpResponse.json({ message: 'Done.', data: path === 'delete' ? { id: refreshJob.id } : refreshJob });
      });
    server.use(
      http.get(jobsPath, () => dataReply([refreshJob, pausedJob])),
      record('pause'),
      record('resume'),
      record('delete'),
    );
    await renderApp('/settings/scheduled-jobs');
    await userEvent.click(
      within(await rowIn('Scheduled jobs', 'Morning refresh')).getByRole('button', { name: 'Pause Morning refresh' }),
    );
    await userEvent.click(
      within(await rowIn('Scheduled jobs', 'Friday report')).getByRole('button', { name: 'Resume Friday report' }),
    );
    await userEvent.click(
      within(await rowIn('Scheduled jobs', 'Morning refresh')).getByRole('button', { name: 'Delete Morning refresh' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this scheduled job?' });
    expect(within(dialog).getByText(/“Morning refresh” stops running/)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['pause', 'resume']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['pause', 'resume', 'delete']));
    expect(calls.map((call) => call.body)).toEqual([
      { id: refreshJob.id },
      { id: pausedJob.id },
      { id: refreshJob.id },
    ]);
  });

  it('shows a job’s run history with why a run failed', async () => {
    server.use(
      http.get(jobsPath, () => dataReply([refreshJob])),
      http.get(apiUrl(`v1/scheduler/customjob/${refreshJob.id}/runs`), () => HttpResponse.json(pageOf([run], 10))),
    );
    await renderApp('/settings/scheduled-jobs');
    await userEvent.click(
      within(await rowIn('Scheduled jobs', 'Morning refresh')).getByRole('button', { name: 'Runs of Morning refresh' }),
    );
    const runsRow = await rowIn('Runs', 'The job did not run.');
    expect(within(runsRow).getByText('Tue, 5 Jan 2027, 09:00')).toBeTruthy();
    expect(within(runsRow).getByText(run.error as string)).toBeTruthy();
  });

  it('schedules a job: the kind, its campaign, a recurrence with its cron and next three runs', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    let created: unknown = null;
    server.use(
      http.get(jobsPath, () => dataReply([])),
      http.get(apiUrl('v1/lists'), () => dataReply([])),
      http.get(apiUrl('v1/campaign/orgcampaign'), () => HttpResponse.json(pageOf([campaignSummary], 100))),
      http.get(previewPath, ({ request }) => {
        const query = new URL(request.url).searchParams;
        return dataReply(preview(query.get('cron') ?? '', query.get('timeZone') ?? ''));
      }),
      http.post(jobsPath, async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ message: 'Scheduled.', data: pausedJob });
      }),
    );
    await renderApp('/settings/scheduled-jobs');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Schedule a job' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a job' });
    await userEvent.click(within(dialog).getByLabelText('Name'));
    await userEvent.paste('Weekly report');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Email a campaign’s results/ }));
    await chooseOption('Campaign', campaignSummary.name);
    expect(await within(dialog).findByText('0 9 * * 1-5')).toBeTruthy();
    const nextRuns = await within(dialog).findByRole('list', { name: 'Next runs' });
    expect(within(nextRuns).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(created).toEqual({
        name: 'Weekly report',
        kind: 'export-results',
        schedule: { type: 'cron', cron: '0 9 * * 1-5', timeZone: zone },
        campaignId: campaignSummary.id,
      }),
    );
  });

  it('shows why a custom cron expression cannot run, under it', async () => {
    server.use(
      http.get(jobsPath, () => dataReply([])),
      http.get(apiUrl('v1/lists'), () => dataReply([])),
      http.get(apiUrl('v1/campaign/orgcampaign'), () => HttpResponse.json(pageOf([], 100))),
      http.get(previewPath, ({ request }) => {
        const cron = new URL(request.url).searchParams.get('cron') ?? '';
        return cron === '* * * * *'
          ? errorReply(
              422,
              'This schedule runs every minute at times: jobs run at most every 15 minutes.',
              'RULE_REFUSED',
            )
          : dataReply(preview(cron, 'UTC'));
      }),
    );
    await renderApp('/settings/scheduled-jobs');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Schedule a job' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a job' });
    await chooseOption('Repeats', 'Custom (cron expression)');
    await userEvent.click(within(dialog).getByLabelText(/Cron expression/));
    await userEvent.paste('* * * * *');
    expect(
      await within(dialog).findByText('This schedule runs every minute at times: jobs run at most every 15 minutes.'),
    ).toBeTruthy();
  });
});

describe('the recurrence helpers', () => {
  it('build the cron of each frequency', () => {
    expect(cronOf(defaultRecurrence)).toBe('0 9 * * 1-5');
    expect(cronOf({ ...defaultRecurrence, frequency: 'hourly', minute: 15 })).toBe('15 * * * *');
    expect(cronOf({ ...defaultRecurrence, frequency: 'daily', time: '07:45' })).toBe('45 7 * * *');
    expect(cronOf({ ...defaultRecurrence, frequency: 'weekly', weekday: 5, time: '17:00' })).toBe('0 17 * * 5');
    expect(cronOf({ ...defaultRecurrence, frequency: 'monthly', dayOfMonth: 15, time: '06:30' })).toBe('30 6 15 * *');
    expect(cronOf({ ...defaultRecurrence, frequency: 'custom', custom: '  0  */2 * * * ' })).toBe('0 */2 * * *');
  });

  it('reads a local time in a zone as its instant, on both sides of a daylight-saving change', () => {
    expect(instantInZone('2027-01-04T09:30', 'Europe/Paris')).toBe('2027-01-04T08:30:00.000Z');
    expect(instantInZone('2027-07-04T09:30', 'Europe/Paris')).toBe('2027-07-04T07:30:00.000Z');
    expect(instantInZone('2027-03-14T09:00', 'America/New_York')).toBe('2027-03-14T13:00:00.000Z');
    expect(instantInZone('not a time', 'UTC')).toBeNull();
  });
});
