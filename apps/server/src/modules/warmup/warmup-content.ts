import { createHash } from 'node:crypto';

/**
 * The words of warm-up mail: short, ordinary notes between colleagues, varied by the message's
 * token so no two look alike, and never a link (links are what filters look at first).
 */

const subjects = [
  'Quick question about next week',
  'Notes from our call',
  'Following up on Thursday',
  'Agenda for the planning session',
  'Thoughts on the draft',
  'Catching up',
  'The numbers you asked for',
  'Checking in on the project',
  'Lunch next week?',
  'A small update',
  'Feedback on the proposal',
  'Timeline for the rollout',
  'Before our meeting',
  'One more thing',
  'Summary of today',
  'Plan for the quarter',
  'Ideas for the workshop',
  'About the team offsite',
  'Can we move our call?',
  'Recap and next steps',
];

const openers = [
  'I hope your week is going well.',
  'Thanks again for your time earlier.',
  'Hope you had a good weekend.',
  'Just a short note while I think of it.',
  'Good to hear from you the other day.',
  'I wanted to pick up where we left off.',
  'Hope things are calm on your side.',
  'I was going through my notes this morning.',
];

const middles = [
  'I went through the draft again and I think the second section reads much better now. The examples make the point clearer.',
  'Could we find half an hour on Tuesday or Wednesday to go over the plan? Mornings work best for me.',
  'The team liked the idea of splitting the work into two phases, so we can show something early and adjust.',
  'I put together a short list of the open questions. Most of them are small, but two need a decision from us.',
  'We are a bit ahead of schedule on the first part, which gives us some room for the testing later on.',
  'I spoke to the others and everyone is happy with the dates, so let us keep them as they are.',
  'The figures look steady compared to last month. Nothing surprising, which is good news in itself.',
  'I would keep the scope as it is for now and revisit it once we have the first results.',
  'Let me know if you would like me to prepare anything before we meet. Happy to bring the notes along.',
  'I think a shorter version would work better for the first round. We can always add detail later.',
  'We had a useful discussion about priorities, and the list is now much shorter than it was.',
  'The room is booked for Thursday afternoon. I will send the details closer to the day.',
];

const closers = ['Best', 'Thanks', 'Cheers', 'Talk soon', 'Kind regards', 'All the best', 'Many thanks'];

const replies = [
  'Thanks for this, it is really helpful. I will take a proper look tomorrow morning.',
  'Sounds good to me. Tuesday works, let us say ten o clock.',
  'Great, thank you. I agree with keeping it simple for now.',
  'Thanks for the update. All clear on my side, nothing to add for the moment.',
  'Appreciate you sending this over. I will share it with the team today.',
  'Perfect, that timing works well. See you then.',
  'Thanks, noted. I will come back to you on the two open points by Friday.',
  'Good idea. Let us go with the shorter version and see how it lands.',
];

/** A number from the token and a label, so each part of a message is chosen independently. */
function seedOf(token: string, part: string): number {
  return createHash('sha256').update(`${part}:${token}`).digest().readUInt32BE(0);
}

function pick<T>(items: readonly T[], token: string, part: string): T {
  const item = items[seedOf(token, part) % items.length];
  if (item === undefined) throw new Error('warm-up content list is empty');
  return item;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "Ann Lee" → "Ann"; "ann.lee@example.com" → "Ann". */
export function firstNameOf(name: string, email: string): string {
  const first = name.trim().split(/\s+/)[0];
  if (first) return first;
  const local = email.split('@')[0]?.split(/[._+-]/)[0] ?? '';
  return local ? local.charAt(0).toUpperCase() + local.slice(1) : 'there';
}

/** The subject with its token, as the receiving side searches for it: "Notes from our call [k3x9…]". */
export const subjectWithToken = (subject: string, token: string) => `${subject} [${token}]`;

/** A subject without the token a warm-up message carried, to build a reply's "Re: …". */
export const subjectWithoutToken = (subject: string) => subject.replace(/\s*\[[a-z0-9]+\]\s*$/i, '');

export interface WarmupContent {
  subject: string;
  text: string;
  html: string;
}

/** Whether the receiver answers this message: a steady share of messages, the same answer every time for a token. */
export function shouldReply(token: string, percent: number): boolean {
  return seedOf(token, 'reply') % 100 < percent;
}

/** A first warm-up message from `fromName` to `toName`. */
export function composeWarmupMessage(input: { token: string; fromName: string; toName: string }): WarmupContent {
  const { token } = input;
  const paragraphs = [
    pick(openers, token, 'opener'),
    pick(middles, token, 'middle'),
    seedOf(token, 'second') % 2 === 0 ? pick(middles, token, 'middle-2') : '',
  ].filter((paragraph, index, all) => paragraph !== '' && all.indexOf(paragraph) === index);
  return render(
    subjectWithToken(pick(subjects, token, 'subject'), token),
    input.toName,
    paragraphs,
    `${pick(closers, token, 'closer')},`,
    input.fromName,
  );
}

/** A short answer to a warm-up message whose subject was `originalSubject`. */
export function composeWarmupReply(input: {
  token: string;
  fromName: string;
  toName: string;
  originalSubject: string;
}): WarmupContent {
  const { token } = input;
  return render(
    subjectWithToken(`Re: ${subjectWithoutToken(input.originalSubject)}`, token),
    input.toName,
    [pick(replies, token, 'reply')],
    `${pick(closers, token, 'closer')},`,
    input.fromName,
  );
}

function render(subject: string, toName: string, paragraphs: string[], closer: string, fromName: string) {
  const blocks = [`Hi ${toName},`, ...paragraphs, `${closer}\n${fromName}`];
  return {
    subject,
    text: `${blocks.join('\n\n')}\n`,
    html: blocks.map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}
