import type { UnsubscribeInfo, UnsubscribeResult } from '@leadpilot/contracts';
import { unsubscribePagePath } from './unsubscribe-links.ts';

/**
 * The public unsubscribe page, rendered by the server as plain HTML: it works with JavaScript off
 * and in any mail client's built-in browser, loads nothing but itself, and its only action is a
 * form POST to the same address (a link scanner's GET changes nothing).
 */

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const styles = `
  :root { color-scheme: light dark; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f5f6f8; color: #1f2937; }
  main { max-width: 32rem; margin: 10vh auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  p { line-height: 1.5; }
  label { display: flex; gap: .5rem; align-items: flex-start; margin: 1rem 0; line-height: 1.4; }
  input[type=checkbox] { width: 1.1rem; height: 1.1rem; margin-top: .15rem; }
  button { font: inherit; font-weight: 600; padding: .65rem 1.25rem; border: 0; border-radius: 8px; background: #1971c2; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #74c0fc; outline-offset: 2px; }
  .note { color: #4b5563; font-size: .9rem; }
  @media (prefers-color-scheme: dark) {
    body { background: #1a1b1e; color: #e5e7eb; }
    main { background: #25262b; box-shadow: none; }
    .note { color: #adb5bd; }
  }
`;

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Whom the link is for, and a button to confirm (with "everyone at my company" where it makes sense). */
export function renderConfirmPage(token: string, info: UnsubscribeInfo) {
  const domainChoice = info.domainScopeAllowed
    ? `<label><input type="checkbox" name="scope" value="domain"> <span>Also stop emails from ${escapeHtml(info.organisationName)} to everyone at ${escapeHtml(info.domain)} (my whole company)</span></label>`
    : '';
  const already = info.alreadyUnsubscribed
    ? `<p class="note">This address is already unsubscribed. You can confirm again; nothing more will be sent either way.</p>`
    : '';
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe</h1>
<p>Stop emails from <strong>${escapeHtml(info.organisationName)}</strong> to <strong>${escapeHtml(info.maskedEmail)}</strong>?</p>
${already}
<form method="post" action="${unsubscribePagePath}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${domainChoice}
<button type="submit">Unsubscribe</button>
</form>`,
  );
}

export function renderDonePage(result: UnsubscribeResult) {
  const who =
    result.scope === 'domain' && result.domain
      ? `<strong>${escapeHtml(result.maskedEmail)}</strong> or anyone else at <strong>${escapeHtml(result.domain)}</strong>`
      : `<strong>${escapeHtml(result.maskedEmail)}</strong>`;
  return page(
    'You are unsubscribed',
    `<h1>You are unsubscribed</h1>
<p>${escapeHtml(result.organisationName)} will not email ${who} again.</p>
<p class="note">You can close this page.</p>`,
  );
}

export function renderErrorPage(message: string) {
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe</h1>
<p role="alert">${escapeHtml(message)}</p>`,
  );
}
