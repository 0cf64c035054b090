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

/**
 * What an address that already has a full account gets instead of a code: the sign-up answered it as
 * any other (so the page does not tell a stranger who has an account); its owner learns it here.
 */
export function renderFreeEnrichmentAccountExistsEmail(input: { name: string; signInLink: string }) {
  const text = [
    `Hello ${input.name},`,
    '',
    'You asked for a Leadpilot free enrichment code, but this address already has a Leadpilot account.',
    `Sign in (${input.signInLink}) to enrich your lists there.`,
    'If you did not ask for it, ignore this email: nothing was changed.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>You asked for a Leadpilot free enrichment code, but this address already has a Leadpilot account.</p>
<p><a href="${escapeHtml(input.signInLink)}">Sign in</a> to enrich your lists there.</p>
<p>If you did not ask for it, ignore this email: nothing was changed.</p>`;
  return { subject: 'You already have a Leadpilot account', text, html };
}
