const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** The password reset message in text and HTML; the name is escaped, the link is ours. */
export function renderPasswordResetEmail(input: { name: string; link: string; expiresAt: Date }) {
  const until = input.expiresAt.toUTCString();
  const text = [
    `Hello ${input.name},`,
    '',
    'Someone, probably you, asked to reset the password of your Leadpilot account.',
    'Choose a new password here:',
    input.link,
    '',
    `The link works once, until ${until}. Every device signed in to your account will be signed out.`,
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>Someone, probably you, asked to reset the password of your Leadpilot account.</p>
<p><a href="${escapeHtml(input.link)}">Choose a new password</a></p>
<p>The link works once, until ${escapeHtml(until)}. Every device signed in to your account will be signed out.</p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>`;
  return { subject: 'Reset your Leadpilot password', text, html };
}

/** Tells an account's owner that someone keeps failing to sign in as them. */
export function renderSignInAlertEmail(input: {
  name: string;
  email: string;
  failures: number;
  addresses: number;
  resetLink: string;
}) {
  const what = `${input.failures} failed sign-in attempts to your Leadpilot account (${input.email}) from ${input.addresses} different addresses in the last 15 minutes`;
  const text = [
    `Hello ${input.name},`,
    '',
    `We saw ${what}.`,
    'None of them got in, and you can still sign in as usual. If these were not you, someone may be guessing your password.',
    'If your password is short or used elsewhere, choose a new one here:',
    input.resetLink,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>We saw ${escapeHtml(what)}.</p>
<p>None of them got in, and you can still sign in as usual. If these were not you, someone may be guessing your password.</p>
<p>If your password is short or used elsewhere, <a href="${escapeHtml(input.resetLink)}">choose a new one</a>.</p>`;
  return { subject: oneLine('Failed sign-in attempts to your Leadpilot account'), text, html };
}
