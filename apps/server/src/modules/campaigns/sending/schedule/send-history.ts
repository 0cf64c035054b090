import { type Instant, toMillis } from './types.ts';

/** One message the transport accepted: what the limits count. */
export interface SentMessage {
  at: Instant;
  mailboxId: string;
  organisationId: string;
  campaignId: string;
  /** The recipient's email domain, lower case. */
  recipientDomain: string;
  /** Whether it was the prospect's first message in the campaign (a new prospect). */
  isFirstMessage: boolean;
}

/**
 * What the limits read: the send times (epoch ms, ascending) of each counted group. Campaign mail
 * only: warm-up messages are not part of the history, so warm-up never uses up campaign limits
 * (the mailboxes module keeps warm-up within the mailbox's own daily limit).
 */
export interface SendHistoryView {
  mailboxSends(mailboxId: string): readonly number[];
  organisationSends(organisationId: string): readonly number[];
  recipientDomainSends(organisationId: string, recipientDomain: string): readonly number[];
  /** First messages of the campaign only. */
  newProspectSends(campaignId: string): readonly number[];
}

const none: readonly number[] = [];

/** Index of the first time greater than `value` in ascending `times`. */
export function upperBound(times: readonly number[], value: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index of the first time at or after `value` in ascending `times`. */
export function lowerBound(times: readonly number[], value: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of ascending `times` fall in (after, upTo]. */
export const countBetween = (times: readonly number[], after: number, upTo: number) =>
  upTo <= after ? 0 : upperBound(times, upTo) - upperBound(times, after);

function insertSorted(times: number[], value: number) {
  if (times.length === 0 || (times[times.length - 1] as number) <= value) times.push(value);
  else times.splice(upperBound(times, value), 0, value);
}

/**
 * The send history in memory, as the engine fills it from the send ledger (messages sent in the last
 * two days are enough for every limit) and then records each send the transport accepts.
 */
export class SendHistory implements SendHistoryView {
  readonly #mailbox = new Map<string, number[]>();
  readonly #organisation = new Map<string, number[]>();
  readonly #domain = new Map<string, number[]>();
  readonly #newProspects = new Map<string, number[]>();

  static #add(map: Map<string, number[]>, key: string, at: number) {
    let times = map.get(key);
    if (!times) {
      times = [];
      map.set(key, times);
    }
    insertSorted(times, at);
  }

  /** Counts one accepted message against every limit it belongs to. */
  record(message: SentMessage): void {
    const at = toMillis(message.at);
    SendHistory.#add(this.#mailbox, message.mailboxId, at);
    SendHistory.#add(this.#organisation, message.organisationId, at);
    SendHistory.#add(this.#domain, `${message.organisationId}\n${message.recipientDomain.toLowerCase()}`, at);
    if (message.isFirstMessage) SendHistory.#add(this.#newProspects, message.campaignId, at);
  }

  /** Drops sends at or before `before` (no limit looks back more than 24 hours and one campaign day). */
  forget(before: Instant): void {
    const cut = toMillis(before);
    for (const map of [this.#mailbox, this.#organisation, this.#domain, this.#newProspects]) {
      for (const [key, times] of map) {
        const keep = upperBound(times, cut);
        if (keep === times.length) map.delete(key);
        else if (keep > 0) times.splice(0, keep);
      }
    }
  }

  mailboxSends(mailboxId: string) {
    return this.#mailbox.get(mailboxId) ?? none;
  }
  organisationSends(organisationId: string) {
    return this.#organisation.get(organisationId) ?? none;
  }
  recipientDomainSends(organisationId: string, recipientDomain: string) {
    return this.#domain.get(`${organisationId}\n${recipientDomain.toLowerCase()}`) ?? none;
  }
  newProspectSends(campaignId: string) {
    return this.#newProspects.get(campaignId) ?? none;
  }
}
