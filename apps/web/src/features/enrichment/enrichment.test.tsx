// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { apiUrl, dataReply, HttpResponse, http, pageReply, recordPages } from '../../test/server.ts';
import { estimatedFile, runningFile, uploadedFile } from './enrichment-fixtures.ts';

/** Opens the column's select and picks an option of its own list (the one its input controls). */
async function pick(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await userEvent.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`The list of ${label} did not open`);
    return found;
  });
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

const filePath = apiUrl(`v1/contacts/enrichment/file/${uploadedFile.id}`);

describe('/enrichment', () => {
  it('says when there is no file yet, and lists files with their stage and progress', async () => {
    const queries = recordPages(apiUrl('v1/contacts/enrichment/status'), () => []);
    await renderApp('/enrichment');
    expect(await screen.findByRole('heading', { name: 'No files yet' })).toBeTruthy();
    expect(screen.getByText(/Drop a CSV or Excel file here/)).toBeTruthy();
    expect(queries[0]?.get('page')).toBe('1');

    server.use(http.get(apiUrl('v1/contacts/enrichment/status'), () => pageReply([runningFile])));
    await renderApp('/enrichment');
    const table = await screen.findByRole('table', { name: 'Enrichment files' });
    const row = within(table).getByRole('row', { name: /Fair leads\.csv/ });
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(row).getByRole('progressbar', { name: 'Fair leads.csv: 50 % enriched' })).toBeTruthy();
  });
});

describe('/enrichment/:id', () => {
  it('shows the guessed columns with their first values and saves the mapping a person changed', async () => {
    server.use(http.get(filePath, () => dataReply(uploadedFile)));
    let saved: unknown = null;
    server.use(
      http.post(apiUrl('v1/contacts/enrichment'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ message: 'Columns mapped.', data: { ...uploadedFile, stage: 'mapped' } });
      }),
    );
    await renderApp(`/enrichment/${uploadedFile.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fair leads.csv' })).toBeTruthy();
    const columns = screen.getByRole('table', { name: 'Columns' });
    expect(within(columns).getByText('ana@acme.test')).toBeTruthy();
    // Choosing Email for a second column is refused before anything is sent.
    await pick('Notes holds', 'Email');
    expect(screen.getByRole('alert').textContent).toContain('Email is chosen twice');
    expect((screen.getByRole('button', { name: 'Save columns' }) as HTMLButtonElement).disabled).toBe(true);
    await pick('Notes holds', 'Custom (kept as is)');
    await userEvent.click(screen.getByRole('button', { name: 'Save columns' }));
    await waitFor(() => expect(saved).toMatchObject({ action: 'map', id: uploadedFile.id }));
  });

  it('shows the estimate against the balance with a found / not-found sample, and starts the run', async () => {
    server.use(http.get(filePath, () => dataReply(estimatedFile)));
    let confirmed: unknown = null;
    server.use(
      http.post(apiUrl('v1/contacts/enrichment'), async ({ request }) => {
        confirmed = await request.json();
        return HttpResponse.json({ message: 'Started.', data: runningFile });
      }),
    );
    await renderApp(`/enrichment/${uploadedFile.id}`);
    expect(await screen.findByText('60 credits')).toBeTruthy();
    expect(screen.getByText('120 credits')).toBeTruthy();
    expect(screen.getByText('You may run out of credits')).toBeTruthy();
    const sample = screen.getByRole('table', { name: 'Sample' });
    const bo = within(sample).getByRole('row', { name: /Bo Chen/ });
    expect(within(bo).getAllByLabelText('Found')).toHaveLength(2);
    // A value the file already had is kept, not "not found".
    const ana = within(sample).getByRole('row', { name: /Ana Ruiz/ });
    expect(within(ana).getByLabelText('Kept from your file')).toBeTruthy();
    expect(within(ana).getAllByLabelText('Found')).toHaveLength(1);
    expect(within(ana).getAllByLabelText('Not found')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Start enrichment' }));
    await waitFor(() => expect(confirmed).toEqual({ action: 'confirm', id: uploadedFile.id }));
  });

  it('shows a running file’s progress and found rates, and offers its downloads', async () => {
    const listId = '00000000-0000-4000-8000-00000000e1a5';
    server.use(http.get(filePath, () => dataReply(runningFile)));
    await renderApp(`/enrichment/${uploadedFile.id}`);
    expect(await screen.findByText('60 of 120 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Enrichment progress' })).toBeTruthy();
    expect(screen.getByLabelText('Work email: 52 %')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enriched CSV' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    let saved: unknown = null;
    server.use(
      http.post(apiUrl('v1/contacts/enrichment'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({
          message: 'Added 50 people to “Fair leads”.',
          data: { ...runningFile, savedListId: listId },
        });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save to a list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the matched people to a list' });
    expect((within(dialog).getByRole('textbox', { name: 'List name' }) as HTMLInputElement).value).toBe('Fair leads');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save list' }));
    await waitFor(() => expect(saved).toEqual({ action: 'save', id: uploadedFile.id, listName: 'Fair leads' }));
    const start = await within(dialog).findByRole('link', { name: 'Start a campaign' });
    expect(start.getAttribute('href')).toBe(`/campaigns/new?listId=${listId}`);
  });
});

describe('AI columns', () => {
  it('shows in the estimate’s sample whether each AI cell could be written, never its value', async () => {
    const aiEstimated = {
      ...estimatedFile,
      kind: 'ai' as const,
      aiColumns: [{ key: 'ai_1', name: 'Pain point', instruction: 'Their likely pain point, given their role' }],
      estimate: {
        ...(estimatedFile.estimate as NonNullable<typeof estimatedFile.estimate>),
        sample: [
          { rowNumber: 2, label: 'Ana Ruiz (Acme)', found: { ai_1: true, email: true }, kept: ['email'] },
          { rowNumber: 3, label: 'Bo Chen (Globex)', found: { ai_1: false, email: true } },
        ],
      },
    };
    server.use(http.get(filePath, () => dataReply(aiEstimated)));
    await renderApp(`/enrichment/${uploadedFile.id}`);
    const sample = await screen.findByRole('table', { name: 'Sample' });
    expect(within(sample).getByRole('columnheader', { name: 'Pain point' })).toBeTruthy();
    const ana = within(sample).getByRole('row', { name: /Ana Ruiz/ });
    expect(within(ana).getByLabelText('Written')).toBeTruthy();
    const bo = within(sample).getByRole('row', { name: /Bo Chen/ });
    expect(within(bo).getByLabelText('Not written')).toBeTruthy();
    expect(screen.getByText(/or, for an AI column, written/)).toBeTruthy();
  });

  it('lists AI files apart and uploads to the AI path', async () => {
    const queries = recordPages(apiUrl('v1/contacts/aienrichment/status'), () => []);
    await renderApp('/enrichment?kind=ai');
    expect(await screen.findByRole('heading', { name: 'No files yet' })).toBeTruthy();
    expect(queries).toHaveLength(1);
    expect(screen.getByText(/One credit a cell written/)).toBeTruthy();
  });

  it('fills a column from a suggestion, refuses an empty one, saves them and shows their found rates', async () => {
    const aiFile = { ...uploadedFile, kind: 'ai' as const, stage: 'mapped' as const };
    server.use(http.get(filePath, () => dataReply(aiFile)));
    let saved: unknown = null;
    server.use(
      http.post(apiUrl('v1/contacts/enrichment'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ message: 'Saved.', data: aiFile });
      }),
    );
    await renderApp(`/enrichment/${uploadedFile.id}`);
    expect(await screen.findByRole('heading', { name: 'AI columns' })).toBeTruthy();
    // No estimate before the AI columns are saved.
    expect(screen.queryByRole('button', { name: 'Estimate cost' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pain point' }));
    expect((screen.getByRole('textbox', { name: 'Column 1 instruction' }) as HTMLTextAreaElement).value).toBe(
      'Their likely pain point, given their role',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a column' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save AI columns' }));
    expect(await screen.findByText('Name the column')).toBeTruthy();
    expect(saved).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Column 2 name' }), 'Opener');
    await userEvent.type(screen.getByRole('textbox', { name: 'Column 2 instruction' }), 'A first line for the email');
    expect(screen.getByText('At most 240 credits for 240 cells')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save AI columns' }));
    await waitFor(() =>
      expect(saved).toEqual({
        action: 'columns',
        id: uploadedFile.id,
        aiColumns: [
          { name: 'Pain point', instruction: 'Their likely pain point, given their role' },
          { name: 'Opener', instruction: 'A first line for the email' },
        ],
      }),
    );

    const ran = {
      ...runningFile,
      kind: 'ai' as const,
      aiColumns: [{ key: 'ai_1', name: 'Pain point', instruction: 'Their likely pain point, given their role' }],
      foundByColumn: { ...runningFile.foundByColumn, ai_1: 30 },
    };
    server.use(http.get(filePath, () => dataReply(ran)));
    await renderApp(`/enrichment/${uploadedFile.id}`);
    expect(await screen.findByLabelText('Pain point: 50 %')).toBeTruthy();
  });
});
