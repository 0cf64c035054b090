import type { Recording, RecordingDetail, RecordingSummary } from '@leadpilot/contracts';
import { testId } from '../../test/fixtures.ts';

const item = (segmentIndex: number, start: number, speaker: string, quote: string) => ({
  text: quote,
  quote,
  segmentIndex,
  start,
  speaker,
});

export const summary: RecordingSummary = {
  nextSteps: [
    item(3, 4.5, 'Maya', "I'll send the pricing sheet by Friday."),
    item(4, 66, 'Maya', "Let's schedule a demo."),
  ],
  questions: [
    { speaker: 'Maya', items: [item(0, 0, 'Maya', 'How do you book meetings today?')] },
    { speaker: 'Tom', items: [item(2, 3, 'Tom', 'Can you integrate with HubSpot?')] },
  ],
  objections: [item(1, 1.5, 'Tom', 'It is too expensive for us.')],
  competitors: [{ ...item(1, 1.5, 'Tom', 'Salesforce'), name: 'Salesforce' }],
  dates: [{ ...item(3, 4.5, 'Maya', 'by Friday'), date: '2027-01-08' }],
  speakersKnown: true,
  notes: [],
  source: 'rules',
  createdAt: '2027-01-04T10:00:00.000Z',
};

export const readyRecording: Recording = {
  id: testId(0xa01),
  title: 'Discovery call',
  fileName: 'discovery.wav',
  format: 'wav',
  sizeBytes: 128_044,
  durationSeconds: 75,
  status: 'ready',
  statusLabel: 'Ready',
  statusDetail: null,
  prospect: { id: testId(0xb01), name: 'Tom Baker', company: 'Acme' },
  meeting: null,
  transcriptSource: 'file',
  speakersKnown: true,
  summary,
  audioUrl: `/api/v1/meta/audio/stream/${testId(0xa01)}.1.abc`,
  createdAt: '2027-01-04T09:00:00.000Z',
};

export const waitingRecording: Recording = {
  ...readyRecording,
  id: testId(0xa02),
  title: 'Pricing follow-up',
  status: 'waiting',
  statusLabel: 'Waiting for transcription',
  transcriptSource: null,
  speakersKnown: false,
  summary: null,
};

export const transcribingRecording: Recording = {
  ...waitingRecording,
  id: testId(0xa03),
  title: 'Renewal chat',
  status: 'transcribing',
  statusLabel: 'Transcribing',
};

export const readyDetail: RecordingDetail = {
  ...readyRecording,
  segments: [
    { index: 0, start: 0, end: 1.5, speaker: 'Maya', text: 'Thanks for joining. How do you book meetings today?' },
    { index: 1, start: 1.5, end: 3, speaker: 'Tom', text: 'We use Salesforce. It is too expensive for us.' },
    { index: 2, start: 3, end: 4.5, speaker: 'Tom', text: 'Can you integrate with HubSpot?' },
    { index: 3, start: 4.5, end: 6, speaker: 'Maya', text: "Yes. I'll send the pricing sheet by Friday." },
    { index: 4, start: 66, end: 70, speaker: 'Maya', text: "Let's schedule a demo." },
  ],
};
