// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf, testId } from '../../test/fixtures.ts';
import { renderApp, screen, server, waitFor, within } from '../../test/render-app.tsx';
import { chooseOption, rowIn } from '../../test/screen-helpers.ts';
import { apiUrl, dataReply, failingOnce, HttpResponse, http, pendingReply, recordPages } from '../../test/server.ts';
import { readyDetail, readyRecording, transcribingRecording, waitingRecording } from './recordings-fixtures.ts';

const listPath = apiUrl('v1/meta/listaudiotranscribe');
const savePath = apiUrl('v1/meta/audiosave');
const meetingsPath = apiUrl('v1/meetings/bookings');
const meeting = {
  id: testId(0xc01),
  status: 'booked',
  start: '2027-01-03T10:00:00.000Z',
  end: '2027-01-03T10:30:00.000Z',
  prospectName: 'Ada Lovelace',
  prospectEmail: 'ada@example.test',
  hostName: 'Maya',
  calendarEmail: 'maya@example.test',
  teamPageName: null,
  videoUrl: null,
  sequence: 0,
  createdAt: '2027-01-01T10:00:00.000Z',
  cancelledAt: null,
};
const wav = () =>
  new File([new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 65, 86, 69])], 'call.wav', { type: 'audio/wav' });

/** The recording's file input (Mantine's FileInput keeps it hidden behind its button). */
const recordingInput = () => document.querySelectorAll<HTMLInputElement>('input[type="file"]')[0] as HTMLInputElement;

describe('the call recordings page', () => {
  // The upload card lists past meetings to tie a call to.
  beforeEach(() => {
    server.use(http.get(meetingsPath, () => HttpResponse.json(pageOf([meeting], 100))));
  });

  it('shows its loading state, then the recordings with their status', async () => {
    server.use(http.get(listPath, pendingReply));
    const first = await renderApp('/audio');
    expect((await screen.findByRole('table', { name: 'Call recordings' })).getAttribute('aria-busy')).toBe('true');
    first.unmount();

    recordPages(listPath, () => [readyRecording, waitingRecording, transcribingRecording]);
    await renderApp('/audio');
    expect(await screen.findByRole('heading', { name: 'Call recordings' })).toBeTruthy();
    const ready = await rowIn('Call recordings', 'Discovery call');
    expect(within(ready).getByText('Ready')).toBeTruthy();
    expect(within(ready).getByText('1:15')).toBeTruthy();
    expect(within(ready).getByText('Tom Baker · Acme')).toBeTruthy();
    expect(within(ready).getByText("2 next steps: I'll send the pricing sheet by Friday.")).toBeTruthy();
    expect(
      within(await rowIn('Call recordings', 'Pricing follow-up')).getByText('Waiting for transcription'),
    ).toBeTruthy();
    expect(within(await rowIn('Call recordings', 'Renewal chat')).getByText('Transcribing')).toBeTruthy();
  });

  it('says when there is none, searches, and recovers from a failed load', async () => {
    const queries = recordPages(listPath, (query) => (query.get('q') ? [] : []));
    await renderApp('/audio');
    expect(await screen.findByText('No call recordings yet')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search recordings' }), 'acme');
    expect(await screen.findByText('No recording matches')).toBeTruthy();
    expect(queries.at(-1)?.get('q')).toBe('acme');

    server.use(
      http.get(
        listPath,
        failingOnce('The recordings could not be read.', () => HttpResponse.json(pageOf([readyRecording], 20))),
      ),
    );
    await renderApp('/audio');
    expect(await screen.findByText('The recordings could not be read.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowIn('Call recordings', 'Discovery call')).toBeTruthy();
  });

  it('checks the form, then uploads quietly with its own progress and message', async () => {
    const show = vi.spyOn(notifications, 'show');
    const forms: string[] = [];
    recordPages(listPath, () => (forms.length > 0 ? [waitingRecording] : []));
    server.use(
      http.post(savePath, async ({ request }) => {
        forms.push(await request.text());
        await delay(100);
        return HttpResponse.json({
          message: 'Saved “Pricing follow-up”: it is waiting for transcription.',
          data: { ...waitingRecording, segments: [] },
        });
      }),
    );
    await renderApp('/audio');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload recording' }));
    expect(screen.getByText('Choose a recording (MP3, M4A, WAV or WebM).')).toBeTruthy();
    expect(screen.getByText('Choose the meeting or the prospect this call was with.')).toBeTruthy();
    expect(forms).toHaveLength(0);

    await userEvent.upload(recordingInput(), wav());
    const when = new Date(meeting.start).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    await chooseOption('Meeting', `Ada Lovelace · ${when}`);
    await userEvent.type(screen.getByLabelText('Title (optional)'), 'Pricing follow-up');
    await userEvent.click(screen.getByRole('button', { name: 'Upload recording' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeTruthy();

    expect(await screen.findByText('Saved “Pricing follow-up”: it is waiting for transcription.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
    // The fields come before the file, as the server reads them.
    const form = forms[0] ?? '';
    expect(form).toContain(`name="meetingId"\r\n\r\n${meeting.id}\r\n`);
    expect(form).toContain('name="title"\r\n\r\nPricing follow-up\r\n');
    expect(form.indexOf('name="meetingId"')).toBeLessThan(form.indexOf('name="file"'));
    expect(await rowIn('Call recordings', 'Pricing follow-up')).toBeTruthy();
    expect(show).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside the form, not as a toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    recordPages(listPath, () => []);
    server.use(
      http.post(savePath, () =>
        HttpResponse.json(
          {
            message: 'This file is not a recording we can read: upload MP3, M4A, WAV or WebM audio.',
            code: 'RULE_REFUSED',
          },
          { status: 422 },
        ),
      ),
    );
    await renderApp('/audio');
    await screen.findByRole('button', { name: 'Upload recording' });
    await userEvent.upload(recordingInput(), wav());
    const when = new Date(meeting.start).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    await chooseOption('Meeting', `Ada Lovelace · ${when}`);
    await userEvent.click(screen.getByRole('button', { name: 'Upload recording' }));
    expect(
      await screen.findByText('This file is not a recording we can read: upload MP3, M4A, WAV or WebM audio.'),
    ).toBeTruthy();
    expect(show).not.toHaveBeenCalled();
  });
});

describe('one call recording', () => {
  it('plays the moment a summary item cites, beside the transcript', async () => {
    server.use(http.get(apiUrl(`v1/meta/audio/${readyDetail.id}`), () => dataReply(readyDetail)));
    await renderApp(`/audio/${readyDetail.id}`);
    expect(await screen.findByRole('heading', { name: 'Discovery call' })).toBeTruthy();
    const audio = document.querySelector('audio') as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe(readyDetail.audioUrl);
    vi.spyOn(audio, 'play').mockResolvedValue();

    const nextSteps = screen.getByRole('region', { name: 'Next steps' });
    expect(within(nextSteps).getByText("Let's schedule a demo.")).toBeTruthy();
    await userEvent.click(within(nextSteps).getByRole('button', { name: 'Play from 1:06' }));
    expect(audio.currentTime).toBe(66);
    expect(audio.play).toHaveBeenCalled();

    const questions = screen.getByRole('region', { name: 'Questions asked' });
    expect(within(questions).getByText('Asked by Tom')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Competitors mentioned' })).getByText('Salesforce')).toBeTruthy();
    const transcript = screen.getByRole('table', { name: 'Transcript' });
    expect(within(transcript).getAllByRole('row')).toHaveLength(5);
    await userEvent.click(within(transcript).getAllByRole('button', { name: 'Play from 0:04' })[0] as HTMLElement);
    expect(audio.currentTime).toBe(4.5);
  });

  it('says in plain words when it waits for transcription, and when it cannot be loaded', async () => {
    server.use(
      http.get(apiUrl(`v1/meta/audio/${waitingRecording.id}`), () => dataReply({ ...waitingRecording, segments: [] })),
    );
    const waiting = await renderApp(`/audio/${waitingRecording.id}`);
    expect(await screen.findByText(/^No transcription service is set up yet/)).toBeTruthy();
    expect(screen.getAllByText('Waiting for transcription')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Summary' })).toBeNull();
    waiting.unmount();

    const missing = testId(0xa09);
    server.use(
      http.get(apiUrl(`v1/meta/audio/${missing}`), () =>
        HttpResponse.json({ message: 'This recording was not found.', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    await renderApp(`/audio/${missing}`);
    await waitFor(() => expect(screen.getByText('This recording was not found.')).toBeTruthy());
  });
});
