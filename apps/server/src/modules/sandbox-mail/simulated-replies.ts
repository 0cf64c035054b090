import type { SimulatedReplyKind } from '@leadpilot/contracts';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { days } from '../../platform/clock.ts';

/** The message a simulated answer replies to: as the sandbox kept it. */
export interface AnsweredMessage {
  fromAddress: string;
  toAddress: string;
  subject: string;
  raw: string;
}

export interface ComposedReply {
  from: string;
  to: string;
  subject: string;
  text: string;
  raw: string;
}

/** The bare address of `Name <address>` or of an address alone, lower-cased. */
export function bareAddress(value: string): string {
  return (/<([^>]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();
}

/** A header's value from a raw message's header block (unfolded), or null. */
export function headerOf(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? null;
}

const replyWords: Record<Exclude<SimulatedReplyKind, 'out_of_office' | 'bounce'>, string> = {
  interested: 'Thanks for reaching out, this is timely for us. Could you send me a bit more detail on how it works?',
  meeting_request: 'Happy to talk. Would Tuesday at 10am work for a 30 minute call?',
  question: 'Does it work with Salesforce, and how long does the setup usually take?',
  not_now: "Not a priority right now. Please get back to me next quarter, we'll be planning budgets then.",
  not_interested: "Thanks, but we're not interested.",
  unsubscribe: 'Please remove me from your list and do not contact me again.',
};

const day = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<string> {
  return (await new MailComposer(options).compile().build()).toString('utf8');
}

/**
 * What the prospect (or their mail server) would send back to `answered`: a reply in its thread
 * (`In-Reply-To` and `References` its Message-ID), an out-of-office notice with RFC 3834 headers
 * and a return date five days on, or a delivery status notification (RFC 3464) from the
 * prospect's mail server saying the address does not exist.
 */
export async function composeSimulatedReply(
  answered: AnsweredMessage,
  kind: SimulatedReplyKind,
  now: Date,
): Promise<ComposedReply> {
  const prospect = bareAddress(answered.toAddress);
  const sender = bareAddress(answered.fromAddress);
  const messageId = headerOf(answered.raw, 'Message-ID') ?? undefined;
  const domain = prospect.split('@')[1] ?? 'example.com';
  if (kind === 'bounce') return deliveryFailure(answered, prospect, sender, domain, messageId, now);
  const thread = messageId ? { inReplyTo: messageId, references: messageId } : {};
  const subject = kind === 'out_of_office' ? `Automatic reply: ${answered.subject}` : `Re: ${answered.subject}`;
  const text =
    kind === 'out_of_office'
      ? `Thank you for your email. I am out of the office until ${day(new Date(now.getTime() + days(5)))} with limited access to email. I will reply when I am back.`
      : replyWords[kind];
  const headers =
    kind === 'out_of_office' ? { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' } : undefined;
  const raw = await compose({
    from: prospect,
    to: sender,
    subject,
    text,
    date: now,
    ...thread,
    ...(headers ? { headers } : {}),
  });
  return { from: prospect, to: sender, subject, text, raw };
}

async function deliveryFailure(
  answered: AnsweredMessage,
  prospect: string,
  sender: string,
  domain: string,
  messageId: string | undefined,
  now: Date,
): Promise<ComposedReply> {
  const from = `mailer-daemon@${domain}`;
  const subject = 'Undelivered Mail Returned to Sender';
  const text = `This is the mail system at host mx.${domain}.\n\nYour message could not be delivered to ${prospect}: the address does not exist.`;
  const status = [
    `Reporting-MTA: dns; mx.${domain}`,
    '',
    `Final-Recipient: rfc822; ${prospect}`,
    'Action: failed',
    'Status: 5.1.1',
    `Diagnostic-Code: smtp; 550 5.1.1 <${prospect}>: Recipient address rejected: User unknown`,
    '',
  ].join('\r\n');
  const original = [`From: ${answered.fromAddress}`, `To: ${prospect}`, `Subject: ${answered.subject}`]
    .concat(messageId ? [`Message-ID: ${messageId}`] : [])
    .join('\r\n');
  const boundary = `report-${now.getTime().toString(36)}`;
  const raw = [
    `From: Mail Delivery System <${from}>`,
    `To: ${sender}`,
    `Subject: ${subject}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <bounce-${now.getTime().toString(36)}@mx.${domain}>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    status,
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    original,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { from, to: sender, subject, text, raw };
}
