import type { ConsentFinishResult } from '@leadpilot/contracts';

/** The channel the consent callback tab reports on; the mailbox pages of the same browser listen. */
export const consentChannelName = 'leadpilot-consent';

/** What the callback tab reports once the consent is finished (or refused). */
export type ConsentMessage =
  | { type: 'consent-finished'; ok: true; purpose: ConsentFinishResult['purpose']; mailboxId: string; email: string }
  | { type: 'consent-finished'; ok: false; message: string };

/** Sends the outcome to every other tab of this site; a browser without BroadcastChannel just skips it. */
export function postConsentMessage(message: ConsentMessage) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(consentChannelName);
  channel.postMessage(message);
  channel.close();
}

export function isConsentMessage(value: unknown): value is ConsentMessage {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'consent-finished';
}
