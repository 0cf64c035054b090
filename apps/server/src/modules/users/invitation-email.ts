const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The invitation message in text and HTML; names are escaped, the link is ours. */
export function renderInvitationEmail(input: {
  memberName: string;
  inviterName: string | null;
  organisationName: string;
  link: string;
  expiresAt: Date;
}) {
  const who = input.inviterName ?? 'Your team';
  const until = input.expiresAt.toUTCString();
  const subject = `${who} invited you to join ${input.organisationName} on Leadpilot`;
  const text = [
    `Hello ${input.memberName},`,
    '',
    `${who} invited you to join ${input.organisationName} on Leadpilot.`,
    'Accept the invitation and choose your password here:',
    input.link,
    '',
    `The link works until ${until}. If you did not expect this email, you can ignore it.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.memberName)},</p>
<p>${escapeHtml(who)} invited you to join <strong>${escapeHtml(input.organisationName)}</strong> on Leadpilot.</p>
<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>
<p>The link works until ${escapeHtml(until)}. If you did not expect this email, you can ignore it.</p>`;
  return { subject: subject.replace(/[\r\n]+/g, ' '), text, html };
}

/**
 * To the holder of an existing account someone invited into another organisation: nothing changed,
 * they sign in as before. The inviter was told the invitation was sent, as for any address, so
 * inviting reveals no one's account.
 */
export function renderExistingAccountNotice(input: {
  inviterName: string | null;
  organisationName: string;
  email: string;
  signInLink: string;
}) {
  const who = input.inviterName ?? 'Someone';
  const subject = `${who} invited you to join ${input.organisationName} on Leadpilot`;
  const text = [
    'Hello,',
    '',
    `${who} invited ${input.email} to join ${input.organisationName} on Leadpilot.`,
    'This address already has a Leadpilot account, and an address belongs to one organisation, so nothing changed.',
    'Sign in as usual here:',
    input.signInLink,
    '',
    `To join ${input.organisationName}, ask them to invite another address of yours. If you did not expect this email, you can ignore it.`,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(who)} invited ${escapeHtml(input.email)} to join <strong>${escapeHtml(input.organisationName)}</strong> on Leadpilot.</p>
<p>This address already has a Leadpilot account, and an address belongs to one organisation, so nothing changed.</p>
<p><a href="${escapeHtml(input.signInLink)}">Sign in as usual</a></p>
<p>To join ${escapeHtml(input.organisationName)}, ask them to invite another address of yours. If you did not expect this email, you can ignore it.</p>`;
  return { subject: subject.replace(/[\r\n]+/g, ' '), text, html };
}
