import { formatCredits } from './format-money.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** The note to the super-admins about an Enterprise inquiry; every field the visitor typed is escaped. */
export function renderSalesInquiryEmail(input: {
  name: string;
  email: string;
  company: string;
  credits: number | null;
  message: string;
}) {
  const volume = input.credits === null ? 'not given' : `${formatCredits(input.credits)} credits`;
  const subject = oneLine(`Sales inquiry from ${input.name} (${input.company})`).slice(0, 200);
  const text = [
    'A visitor asked the sales team to get in touch (Enterprise, pricing page).',
    '',
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Company: ${input.company}`,
    `Credits wanted: ${volume}`,
    '',
    input.message,
  ].join('\n');
  const html = `<p>A visitor asked the sales team to get in touch (Enterprise, pricing page).</p>
<ul>
<li>Name: ${escapeHtml(input.name)}</li>
<li>Email: <a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a></li>
<li>Company: ${escapeHtml(input.company)}</li>
<li>Credits wanted: ${escapeHtml(volume)}</li>
</ul>
<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`;
  return { subject, text, html };
}
