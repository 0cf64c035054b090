// The message both senders of the sending benchmark write to each prospect: the engine renders the
// campaign's variant (Liquid, merge fields checked and escaped, a text part, the unsubscribe footer
// and headers); the bare sender builds the same words by string interpolation.
import { randomBytes } from 'node:crypto';
import type { ProspectInput, StepInput } from '../../apps/server/src/modules/campaigns/sending/sending-test-support.ts';

export const senderName = 'Sam Sender';

export const subjectTemplate = 'Quick question for {{ first_name }} at {{ company_name }}';

export const bodyTemplate = [
  '<p>Hi {{ first_name }},</p>',
  '<p>I saw that {{ company_name }} is growing its {{ title }} team in {{ city }}. Teams like yours often tell us that {{ pain_point }} takes a day of every week.</p>',
  '<p>We help teams the size of {{ company_name }} get that day back. Would a 15-minute call next week be worth it, {{ first_name }}?</p>',
  '<p>Best,<br>{{ sender_name }}</p>',
].join('\n');

/** One email step, one variant, personalised with built-in and custom merge fields. */
export const benchSteps: StepInput[] = [
  { kind: 'email', variants: [{ subject: subjectTemplate, bodyHtml: bodyTemplate }] },
];

const firstNames = ['Ada', 'Bruno', 'Chiara', 'Dev', 'Elif', 'Femi', 'Greta', 'Hiro', 'Ines', 'Jonas'];
const cities = ['Austin', 'Berlin', 'Chennai', 'Dublin', 'Lagos', 'Lyon', 'Osaka', 'Porto', 'Seattle', 'Toronto'];
const titles = ['sales', 'customer success', 'revenue operations', 'marketing', 'support'];
const pains = ['chasing replies by hand', 'cleaning lead lists', 'booking meetings', 'updating the CRM'];

/** The recipient's address; the loopback SMTP server accepts only its own users. */
export const recipientOf = (index: number) => `p${index}@inbound.test`;

/**
 * Recipients (users of the loopback servers) at most: the mail servers' set-up lists every user's
 * folders in one buffer, which about 1,900 users fill. Prospect `index` writes to recipient
 * `index % recipients`; more messages than recipients go to further campaigns of the same
 * organisation (a campaign enrols an address once).
 */
export const maxRecipients = 1_000;

export interface BenchProspect extends ProspectInput {
  email: string;
  firstName: string;
  company: string;
  mergeData: { title: string; city: string; pain_point: string };
}

export function benchProspect(index: number, recipients: number): BenchProspect {
  return {
    email: recipientOf(index % recipients),
    firstName: `${firstNames[index % firstNames.length]}${index}`,
    company: `Company ${index % 997}`,
    mergeData: {
      title: titles[index % titles.length] as string,
      city: cities[index % cities.length] as string,
      pain_point: pains[index % pains.length] as string,
    },
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The bare sender's message for a prospect: the same subject, paragraphs, footer and
 * List-Unsubscribe headers (a random token the length of a real one), by plain interpolation.
 */
export function bareMessage(index: number, recipients: number, from: string) {
  const prospect = benchProspect(index, recipients);
  const { title, city, pain_point } = prospect.mergeData;
  const first = escapeHtml(prospect.firstName);
  const company = escapeHtml(prospect.company);
  const token = randomBytes(300).toString('base64url');
  const url = `http://localhost:3000/unsubscribe?token=${token}`;
  const html = [
    `<p>Hi ${first},</p>`,
    `<p>I saw that ${company} is growing its ${escapeHtml(title)} team in ${escapeHtml(city)}. Teams like yours often tell us that ${escapeHtml(pain_point)} takes a day of every week.</p>`,
    `<p>We help teams the size of ${company} get that day back. Would a 15-minute call next week be worth it, ${first}?</p>`,
    `<p>Best,<br>${senderName}</p>`,
    `<div style="margin-top:24px;font-size:12px;color:#6b7280"><p style="margin:0">If you would rather not hear from us again, <a href="${url}">unsubscribe here</a>.</p></div>`,
  ].join('\n');
  const text = [
    `Hi ${prospect.firstName},`,
    `I saw that ${prospect.company} is growing its ${title} team in ${city}. Teams like yours often tell us that ${pain_point} takes a day of every week.`,
    `We help teams the size of ${prospect.company} get that day back. Would a 15-minute call next week be worth it, ${prospect.firstName}?`,
    `Best,\n${senderName}`,
    `--\nIf you would rather not hear from us again, unsubscribe here: ${url}`,
  ].join('\n\n');
  return {
    from: { name: senderName, address: from },
    to: prospect.email,
    subject: `Quick question for ${prospect.firstName} at ${prospect.company}`,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<http://localhost:3000/api/v1/callback/unsubscribe?token=${token}>, <mailto:${from}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Leadpilot-Campaign': 'bare',
    },
  };
}
