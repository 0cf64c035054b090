// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { rowIn } from '../../test/screen-helpers.ts';
import { apiUrl, dataReply, errorReply, HttpResponse, http, recordPages } from '../../test/server.ts';
import { readyDetail, readyRecording, waitingRecording } from './recordings-fixtures.ts';

const listPath = apiUrl('v1/meta/listaudiotranscribe');
const detailPath = apiUrl('v1/meta/audio/:id');

/** The recordings the server keeps, and the ids it was asked to delete (each deleted id leaves the list). */
function serveRecordings(refusal?: string) {
  const deleted: string[] = [];
  const detailReads: string[] = [];
  recordPages(listPath, () =>
    [readyRecording, waitingRecording].filter((recording) => !deleted.includes(recording.id)),
  );
  server.use(
    http.get(apiUrl('v1/meetings/bookings'), () => HttpResponse.json(pageOf([], 100))),
    http.get(detailPath, ({ params }) => {
      detailReads.push(String(params.id));
      return deleted.includes(String(params.id))
        ? errorReply(404, 'This recording was not found.', 'NOT_FOUND')
        : dataReply(readyDetail);
    }),
    http.delete(detailPath, ({ params }) => {
      if (refusal) return errorReply(500, refusal);
      const id = String(params.id);
      deleted.push(id);
      return HttpResponse.json({ message: `Deleted “${readyRecording.title}”.`, data: { id } });
    }),
  );
  return { deleted, detailReads };
}

describe('deleting a call recording', () => {
  it('asks first from the list; Cancel keeps it, Delete removes it and the list looks again', async () => {
    const served = serveRecordings();
    await renderApp('/audio');
    const row = await rowIn('Call recordings', 'Discovery call');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Discovery call' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Discovery call?' });
    expect(within(dialog).getByText(/its transcript and its summary are deleted/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(served.deleted).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Delete Discovery call' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Discovery call?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete recording' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(served.deleted).toEqual([readyRecording.id]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Discovery call' })).toBeNull());
    expect(await rowIn('Call recordings', 'Pricing follow-up')).toBeTruthy();
  });

  it('shows the server’s refusal inside the dialog and keeps the recording', async () => {
    const served = serveRecordings('The recording could not be deleted just now.');
    await renderApp('/audio');
    await userEvent.click(
      within(await rowIn('Call recordings', 'Discovery call')).getByRole('button', { name: 'Delete Discovery call' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Discovery call?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete recording' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Not deleted');
    expect(alert.textContent).toContain('The recording could not be deleted just now.');
    expect(served.deleted).toEqual([]);
    expect(await rowIn('Call recordings', 'Discovery call')).toBeTruthy();
  });

  it('deletes from its own page, then goes back to the list without reading the deleted one again', async () => {
    const served = serveRecordings();
    await renderApp(`/audio/${readyDetail.id}`);
    expect(await screen.findByRole('heading', { name: 'Discovery call' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete recording' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Discovery call?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete recording' }));
    expect(await screen.findByRole('heading', { name: 'Call recordings' })).toBeTruthy();
    expect(served.deleted).toEqual([readyDetail.id]);
    expect(await rowIn('Call recordings', 'Pricing follow-up')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Discovery call' })).toBeNull();
    expect(served.detailReads).toEqual([readyDetail.id]);
  });
});
