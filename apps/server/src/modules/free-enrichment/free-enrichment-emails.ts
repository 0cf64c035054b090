const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The free-enrichment code's message in text and HTML; the name is escaped, the code is ours. */
export function renderFreeEnrichmentCodeEmail(input: { name: string; code: string; minutes: number; link: string }) {
  const text = [
    `Hello ${input.name},`,
    '',
    `Your Leadpilot free enrichment code is ${input.code}`,
    '',
    `Enter it on the free enrichment page (${input.link}). It works once, for ${input.minutes} minutes.`,
    'If you did not ask for it, ignore this email: nothing happens without the code.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>Your Leadpilot free enrichment code is</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(input.code)}</p>
<p>Enter it on the <a href="${escapeHtml(input.link)}">free enrichment page</a>. It works once, for ${input.minutes} minutes.</p>
<p>If you did not ask for it, ignore this email: nothing happens without the code.</p>`;
  return { subject: `${input.code} is your Leadpilot free enrichment code`, text, html };
}
