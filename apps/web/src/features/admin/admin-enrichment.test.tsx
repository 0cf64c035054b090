// @vitest-environment jsdom
import type { EnrichmentFile } from '@leadpilot/contracts';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditSummary, organisationId, testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { choose, chooseOption, rowIn } from '../../test/screen-helpers.ts';
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

const listPath = apiUrl(`v1/sadmin/enrichment/${organisationId}`);
const updatePath = apiUrl('v1/sadmin/enrichment/update');
const stagePath = apiUrl('v1/sadmin/enrichment/updatestage');
const address = `/admin/organisations/${organisationId}/enrichment`;

/** A large file waiting for the super-admin's review. */
const reviewFile: EnrichmentFile = {
  id: testId(0xe11),
  kind: 'normal',
  name: 'Trade fair.csv',
  format: 'csv',
  sizeBytes: 4_096_000,
  rowCount: 25_000,
  headers: ['Email', 'Name', 'Company'],
  mapping: [],
  aiColumns: [],
  stage: 'review',
  stageReason: '',
  estimate: null,
  rowsDone: 0,
  rowsMatched: 0,
  creditsSpent: 0,
  foundByColumn: {},
  createdByName: 'Dana Lee',
  startedAt: null,
  finishedAt: null,
  createdAt: '2026-11-30T09:00:00.000Z',
  updatedAt: '2026-11-30T09:00:00.000Z',
};

/** An AI file half way through its run, uploaded by someone who left. */
const runningFile: EnrichmentFile = {
  ...reviewFile,
  id: testId(0xe12),
  kind: 'ai',
  name: 'Webinar.xlsx',
  format: 'xlsx',
  rowCount: 120,
  stage: 'running',
  rowsDone: 60,
  rowsMatched: 50,
  creditsSpent: 31,
  createdByName: '',
};

afterEach(() => vi.restoreAllMocks());

/** Types `text` into a field in one go (a paste): each keystroke would render the dialog's form again. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openAction(fileName: string, action: string) {
  const row = await rowIn('Enrichment files', fileName);
  await userEvent.click(within(row).getByRole('button', { name: `Actions for ${fileName}` }));
  await choose('menuitem', action);
}

describe('/admin/organisations/:id/enrichment', () => {
  it('shows the files loading', async () => {
    server.use(http.get(listPath, pendingReply));
    await renderApp(address, { user: 'super-admin' });
    const table = await screen.findByRole('table', { name: 'Enrichment files' });
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('says when the organisation has no files', async () => {
    recordPages(listPath, () => []);
    await renderApp(address, { user: 'super-admin' });
    expect(await screen.findByText('No enrichment files yet')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads again', async () => {
    server.use(
      http.get(
        listPath,
        failingOnce('Enrichment is unavailable.', () => pageReply([reviewFile])),
      ),
    );
    await renderApp(address, { user: 'super-admin' });
    expect(await screen.findByText('Enrichment is unavailable.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowIn('Enrichment files', 'Trade fair.csv')).toBeTruthy();
  });

  it('lists each file with its kind, stage, progress, matches, credits, author and date', async () => {
    const queries = recordPages(listPath, () => [reviewFile, runningFile]);
    await renderApp(address, { user: 'super-admin' });
    const review = await rowIn('Enrichment files', 'Trade fair.csv');
    for (const text of ['Normal', 'In review', '0 / 25,000', 'Dana Lee']) {
      expect(within(review).getByText(text)).toBeTruthy();
    }
    const running = await rowIn('Enrichment files', 'Webinar.xlsx');
    for (const text of ['AI', 'Running', '60 / 120', '50', '31', 'A former member']) {
      expect(within(running).getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Showing 1–2 of 2 files')).toBeTruthy();
    expect([queries[0]?.get('page'), queries[0]?.get('perPage')]).toEqual(['1', '20']);
  });

  it('moves a stage with a reason, toasts the server’s answer and loads the files again', async () => {
    const show = vi.spyOn(notifications, 'show');
    const bodies: unknown[] = [];
    const queries = recordPages(listPath, () => [
      bodies.length === 0 ? reviewFile : { ...reviewFile, stage: 'running' },
    ]);
    server.use(
      http.post(stagePath, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Moved to running.', data: { ...reviewFile, stage: 'running' } });
      }),
    );
    await renderApp(address, { user: 'super-admin' });
    await openAction('Trade fair.csv', 'Move stage…');
    const dialog = await screen.findByRole('dialog', { name: 'Move the stage of “Trade fair.csv”' });

    // The reason is required: nothing is sent without one.
    await chooseOption('New stage', 'Running');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move stage' }));
    expect(await within(dialog).findByText('Say why, for the audit log')).toBeTruthy();
    expect(bodies).toEqual([]);

    await fill(within(dialog).getByLabelText('Reason'), 'Customer agreed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move stage' }));
    await waitFor(() => expect(bodies).toEqual([{ id: reviewFile.id, stage: 'running', reason: 'Customer agreed' }]));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Moved to running.', color: 'green' })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowIn('Enrichment files', 'Trade fair.csv');
    expect(await within(row).findByText('Running')).toBeTruthy();
    expect(queries.length).toBe(2);
  });

  it('shows the server’s refusal in the dialog', async () => {
    recordPages(listPath, () => [reviewFile]);
    server.use(http.post(stagePath, () => errorReply(422, 'The file is already at that stage.', 'REFUSED')));
    await renderApp(address, { user: 'super-admin' });
    await openAction('Trade fair.csv', 'Move stage…');
    const dialog = await screen.findByRole('dialog', { name: 'Move the stage of “Trade fair.csv”' });
    await chooseOption('New stage', 'Cancelled');
    await fill(within(dialog).getByLabelText('Reason'), 'Asked by the owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move stage' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The file is already at that stage.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('renames a file and corrects a row with a reason', async () => {
    const bodies: unknown[] = [];
    recordPages(listPath, () => [reviewFile]);
    server.use(
      http.post(updatePath, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: 'Corrected 1 row: they are enriched again when the file runs.',
          data: reviewFile,
        });
      }),
    );
    await renderApp(address, { user: 'super-admin' });
    await openAction('Trade fair.csv', 'Correct data…');
    const dialog = await screen.findByRole('dialog', { name: 'Correct “Trade fair.csv”' });
    const name = within(dialog).getByLabelText('File name');
    await userEvent.clear(name);
    await fill(name, 'Trade fair 2026.csv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a row to correct' }));
    const row = within(dialog).getByRole('group', { name: 'Correction 1' });
    await fill(within(row).getByLabelText('Row number'), '7');
    await fill(within(row).getByLabelText('Email'), 'ana@acme.test');
    await fill(within(row).getByLabelText('Name'), 'Ana Ruiz');
    await fill(within(dialog).getByLabelText('Reason'), 'Typo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          id: reviewFile.id,
          name: 'Trade fair 2026.csv',
          rows: [{ rowNumber: 7, cells: ['ana@acme.test', 'Ana Ruiz', ''] }],
          reason: 'Typo',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is reached from the organisation’s page, and not for an organisation’s owner', async () => {
    server.use(http.get(apiUrl(`v1/sadmin/organisations/${organisationId}/credit`), () => dataReply(creditSummary)));
    recordPages(listPath, () => [reviewFile]);
    const admin = await renderApp(`/admin/organisations/${organisationId}`, { user: 'super-admin' });
    await userEvent.click(await screen.findByRole('link', { name: 'Enrichment files' }));
    expect(await screen.findByRole('heading', { name: 'Enrichment files of Acme' })).toBeTruthy();
    expect(admin.router.state.location.pathname).toBe(address);
    admin.unmount();
    await renderApp(address, { user: 'owner' });
    expect(await screen.findByText('You don’t have access to this page')).toBeTruthy();
  });
});
