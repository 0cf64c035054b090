import { type JitterSettings, jitterAfter } from './jitter.ts';
import { countBetween, lowerBound, type SendHistoryView, upperBound } from './send-history.ts';
import {
  dayMs,
  defaultRamp,
  hourMs,
  type Instant,
  type LimitName,
  type MailboxRamp,
  type SendingLimits,
  toMillis,
} from './types.ts';
import { addLocalDays, localDateOf, resolveZone, wallClockInstant } from './zoned-time.ts';

/** One message about to be sent: who sends it, to whom, and whether it opens a new prospect. */
export interface SendCandidate {
  /** When it would go (usually now, or the window's opening). */
  at: Instant;
  mailboxId: string;
  organisationId: string;
  campaignId: string;
  /** The recipient's email domain. */
  recipientDomain: string;
  /** The prospect's first message in the campaign (counts against new prospects per day). */
  isFirstMessage: boolean;
  /** The mailbox's own daily limit (its settings), applied with the campaign's per-mailbox limit. */
  mailboxDailyLimit?: number | null;
  /** Whole days since the mailbox began sending campaigns (0 on its first day); null: established, no ramp. */
  mailboxAgeDays?: number | null;
}

/** The rules a candidate is checked against. */
export interface LimitRules {
  limits: SendingLimits;
  /** The zone whose calendar days count new prospects per day (the campaign's). */
  campaignTimeZone: string;
  /** The new-mailbox ramp (default: start at 2 a day, 2 more each day); null turns it off. */
  ramp?: MailboxRamp | null;
  /** A random extra gap after each send of a mailbox, on top of the minimum gap. */
  jitter?: JitterSettings;
}

export type LimitDecision =
  | { sendNow: true; at: Date }
  | { sendNow: false; until: Date; limit: LimitName; reason: string };

/** A mailbox's daily cap on day `ageDays` of its ramp (no ramp when the age is unknown). */
export function rampedDailyCap(ageDays: number | null | undefined, ramp: MailboxRamp | null = defaultRamp): number {
  if (ramp === null || ageDays === null || ageDays === undefined) return Number.POSITIVE_INFINITY;
  return ramp.startPerDay + ramp.stepPerDay * Math.max(0, Math.floor(ageDays));
}

interface Blocked {
  until: number;
  limit: LimitName;
  /** Worded only for the limit that decides (toLocaleString is slow and most blockers are not shown). */
  reason: () => string;
}

/**
 * Null when fewer than `cap` of `times` lie within `length` of `at` on either side (so no rolling
 * window (t − length, t] that holds `at` would pass `cap` with it), else a later instant to try:
 * when the oldest counted sends have left. With only past sends, as the engine keeps it, that is
 * exactly the earliest moment allowed; a send stamped after `at` (a worker whose clock runs ahead)
 * is counted too, on the safe side.
 */
function rollingEarliest(times: readonly number[], cap: number, length: number, at: number): number | null {
  const first = upperBound(times, at - length);
  const inWindow = lowerBound(times, at + length) - first;
  if (inWindow < cap) return null;
  // The oldest (inWindow − cap + 1) sends must leave the window.
  return (times[first + inWindow - cap] as number) + length;
}

const saneLimits = new WeakMap<SendingLimits, SendingLimits>();

/** Limits as whole numbers of at least 1 (the campaigns API refuses 0; a cap of 0 would never send). */
function sane(limits: SendingLimits): SendingLimits {
  let checked = saneLimits.get(limits);
  if (!checked) {
    const cap = (value: number) => (value === Number.POSITIVE_INFINITY ? value : Math.max(1, Math.floor(value) || 1));
    checked = {
      perMailboxPerDay: cap(limits.perMailboxPerDay),
      perMailboxPerHour: cap(limits.perMailboxPerHour),
      minGapSeconds: Math.max(0, limits.minGapSeconds || 0),
      newProspectsPerDay: cap(limits.newProspectsPerDay),
      perOrganisationPerDay: cap(limits.perOrganisationPerDay),
      perRecipientDomainPerHour: cap(limits.perRecipientDomainPerHour),
    };
    saneLimits.set(limits, checked);
  }
  return checked;
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** Every limit that refuses a send at `at`, with the moment it would allow it. */
function blockersAt(candidate: SendCandidate, history: SendHistoryView, rules: LimitRules, at: number): Blocked[] {
  const limits = sane(rules.limits);
  const blocked: Blocked[] = [];
  const mailbox = history.mailboxSends(candidate.mailboxId);

  const ramp = rampedDailyCap(candidate.mailboxAgeDays, rules.ramp === undefined ? defaultRamp : rules.ramp);
  const mailboxCap = Math.min(limits.perMailboxPerDay, candidate.mailboxDailyLimit ?? Number.POSITIVE_INFINITY);
  const dailyCap = Math.max(1, Math.min(mailboxCap, ramp));
  const daily = rollingEarliest(mailbox, dailyCap, dayMs, at);
  if (daily !== null) {
    blocked.push(
      ramp < mailboxCap
        ? {
            until: daily,
            limit: 'mailboxRamp',
            reason: () =>
              `The mailbox is new (day ${Math.floor(candidate.mailboxAgeDays ?? 0) + 1} of its ramp) and may send ${plural(dailyCap, 'message')} in 24 hours for now.`,
          }
        : {
            until: daily,
            limit: 'mailboxPerDay',
            reason: () => `The mailbox sent ${plural(dailyCap, 'message')} in the last 24 hours, its limit.`,
          },
    );
  }
  const hourly = rollingEarliest(mailbox, limits.perMailboxPerHour, hourMs, at);
  if (hourly !== null) {
    blocked.push({
      until: hourly,
      limit: 'mailboxPerHour',
      reason: () => `The mailbox sent ${plural(limits.perMailboxPerHour, 'message')} in the last hour, its limit.`,
    });
  }
  const following = upperBound(mailbox, at);
  const gapMs = limits.minGapSeconds * 1000;
  // The send before `at` must be a gap away, and so must one stamped after it (a clock running ahead).
  const after = mailbox[following];
  const last = after !== undefined && after - at < gapMs ? after : mailbox[following - 1];
  if (last !== undefined) {
    const gapEnds = last + gapMs + jitterAfter(rules.jitter, candidate.mailboxId, last);
    if (gapEnds > at) {
      const extra = rules.jitter && rules.jitter.maxSeconds > 0 ? ` plus a random 0–${rules.jitter.maxSeconds} s` : '';
      blocked.push({
        until: gapEnds,
        limit: 'mailboxGap',
        reason: () => `The mailbox waits ${plural(limits.minGapSeconds, 'second')}${extra} between two messages.`,
      });
    }
  }
  if (candidate.isFirstMessage) {
    const zone = resolveZone(null, rules.campaignTimeZone);
    const today = localDateOf(zone, at);
    const dayStarts = wallClockInstant(zone, today, 0);
    const dayEnds = wallClockInstant(zone, addLocalDays(today, 1), 0);
    const started = countBetween(history.newProspectSends(candidate.campaignId), dayStarts - 1, dayEnds - 1);
    if (started >= limits.newProspectsPerDay) {
      blocked.push({
        until: dayEnds,
        limit: 'campaignNewProspectsPerDay',
        reason: () =>
          `The campaign started ${plural(limits.newProspectsPerDay, 'new prospect')} today (${rules.campaignTimeZone}), its daily limit.`,
      });
    }
  }
  const organisation = rollingEarliest(
    history.organisationSends(candidate.organisationId),
    limits.perOrganisationPerDay,
    dayMs,
    at,
  );
  if (organisation !== null) {
    blocked.push({
      until: organisation,
      limit: 'organisationPerDay',
      reason: () =>
        `The organisation sent ${plural(limits.perOrganisationPerDay, 'message')} in the last 24 hours, its limit.`,
    });
  }
  const domain = candidate.recipientDomain.toLowerCase();
  const recipients = history.recipientDomainSends(candidate.organisationId, domain);
  const perDomain = rollingEarliest(recipients, limits.perRecipientDomainPerHour, hourMs, at);
  if (perDomain !== null) {
    blocked.push({
      until: perDomain,
      limit: 'recipientDomainPerHour',
      reason: () =>
        `${domain} received ${plural(limits.perRecipientDomainPerHour, 'message')} from the organisation in the last hour, its limit.`,
    });
  }
  return blocked;
}

/**
 * "Send now" when every limit allows the candidate at its time, else "defer until" the earliest
 * moment every limit allows it, with the limit that set that moment in plain words. A limit reached
 * defers, never drops. The history holds campaign sends (no warm-up mail), normally up to the
 * candidate's time; sends stamped later are counted too, on the safe side.
 */
export function checkLimits(candidate: SendCandidate, history: SendHistoryView, rules: LimitRules): LimitDecision {
  const start = toMillis(candidate.at);
  let at = start;
  let decider: Blocked | null = null;
  // Each limit, once satisfied, stays satisfied later on (the history only has past sends), so
  // moving to the latest "until" and checking again converges in a few rounds.
  for (let round = 0; round < 64; round += 1) {
    const blocked = blockersAt(candidate, history, rules, at);
    if (blocked.length === 0) break;
    decider = blocked.reduce((latest, next) => (next.until > latest.until ? next : latest));
    at = Math.max(at + 1, decider.until);
  }
  if (at === start || decider === null) return { sendNow: true, at: new Date(start) };
  return { sendNow: false, until: new Date(at), limit: decider.limit, reason: decider.reason() };
}
