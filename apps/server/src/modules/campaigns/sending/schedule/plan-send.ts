import { checkLimits, type LimitRules, type SendCandidate } from './limits.ts';
import type { SendHistoryView } from './send-history.ts';
import { nextWindowOpening } from './sending-window.ts';
import type { Instant, LimitName, SendingSchedule } from './types.ts';
import { toMillis } from './types.ts';

/** A message to place: the limits' candidate (without its time) plus the prospect's zone and country. */
export interface PlannedMessage extends Omit<SendCandidate, 'at'> {
  /** The prospect's IANA zone; the campaign's when missing or unknown. */
  prospectTimeZone?: string | null;
  /** The prospect's country (ISO 3166 alpha-2), whose public holidays are skipped. */
  prospectCountry?: string | null;
}

export type SendPlan =
  | { kind: 'send'; at: Date }
  | { kind: 'defer'; until: Date; limit: LimitName | 'window'; reason: string }
  /** The end date comes before the window and the limits allow the message: it cannot be sent. */
  | { kind: 'ended'; reason: string };

/**
 * Whether a message may go at `now`, else the earliest moment both its sending window and every
 * limit allow it: the window's next opening, then the limits at that moment, then the window again
 * from where the limits point, until both agree. `limit` names what held it back first.
 */
export function planSend(
  now: Instant,
  message: PlannedMessage,
  schedule: SendingSchedule,
  history: SendHistoryView,
  rules: LimitRules,
): SendPlan {
  const start = toMillis(now);
  let at = start;
  let first: { limit: LimitName | 'window'; reason: string } | null = null;
  for (let round = 0; round < 64; round += 1) {
    const opening = nextWindowOpening(at, schedule, message.prospectTimeZone, message.prospectCountry);
    if (opening === null) {
      return {
        kind: 'ended',
        reason: 'The campaign’s end date comes before this message can be sent within its window and limits.',
      };
    }
    if (opening.getTime() > at) {
      first ??= {
        limit: 'window',
        reason: 'Outside the prospect’s sending window (their local days, hours and public holidays).',
      };
      at = opening.getTime();
    }
    const decision = checkLimits({ ...message, at }, history, rules);
    if (decision.sendNow) {
      return at === start
        ? { kind: 'send', at: new Date(at) }
        : { kind: 'defer', until: new Date(at), ...(first ?? { limit: 'window', reason: '' }) };
    }
    first ??= { limit: decision.limit, reason: decision.reason };
    at = decision.until.getTime();
  }
  return {
    kind: 'defer',
    until: new Date(at),
    ...(first ?? { limit: 'window', reason: 'Outside the sending window.' }),
  };
}
