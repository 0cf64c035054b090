import { MailboxConnectionError } from '../../mailboxes/index.ts';

/** "The server refused …" inside a sentence; words that start with two capitals (IMAP, SSL) stay. */
function inSentence(message: string): string {
  return /^[A-Z][a-z]/.test(message) ? `${message.charAt(0).toLowerCase()}${message.slice(1)}` : message;
}

/**
 * Why a read failed, in words a person can act on, e.g. "Could not read new mail from the IMAP
 * server: the server refused the user name or password." The mailbox clients' errors never carry
 * a credential; any other error is named by its kind only, as its text may quote what it was given.
 */
export function syncFailureWords(error: unknown): string {
  if (error instanceof MailboxConnectionError) {
    if (error.step === 'imap') return `Could not read new mail from the IMAP server: ${inSentence(error.message)}`;
    if (error.step === 'smtp') return `Could not read new mail: ${inSentence(error.message)}`;
    // Gmail and Microsoft Graph failures already name the service and the action ("reading new mail").
    return error.message;
  }
  const name = error instanceof Error ? error.name : 'Error';
  const code = error instanceof Error && 'code' in error ? ` ${String(error.code)}` : '';
  return `Reading new mail failed unexpectedly (${name}${code}). It is tried again shortly.`;
}

/** A failing mailbox is tried less often: the interval, doubled per failure in a row, up to `maxMs`. */
export function retryDelayMs(consecutiveFailures: number, intervalMs: number, maxMs: number): number {
  const doublings = Math.min(Math.max(consecutiveFailures - 1, 0), 16);
  return Math.min(intervalMs * 2 ** doublings, maxMs);
}
