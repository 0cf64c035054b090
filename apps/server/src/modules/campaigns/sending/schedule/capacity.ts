import { rampedDailyCap } from './limits.ts';
import { isPublicHoliday } from './public-holidays.ts';
import { addSendingDays, assertSendingWindowOpens, nextWindowOpening, windowClosing } from './sending-window.ts';
import { defaultRamp, type Instant, type MailboxRamp, type SendingLimits, type SendingSchedule } from './types.ts';
import { addLocalDays, clockMinutes, isoDateOf, type LocalDate, localDateOf, resolveZone } from './zoned-time.ts';

export interface CapacityInput {
  /** Prospects to enrol. */
  prospects: number;
  /** For each email step in order, the sending days to wait after the previous email (the first: 0). */
  emailStepWaits: readonly number[];
  /** The campaign's sending mailboxes: each one's own daily limit and its age in days (null: no ramp). */
  mailboxes: ReadonlyArray<{ dailyLimit?: number | null; ageDays?: number | null }>;
  limits: SendingLimits;
  schedule: SendingSchedule;
  /** When sending would begin (the launch); the schedule's start date when that is later. */
  from: Instant;
  ramp?: MailboxRamp | null;
  /** The jitter's largest extra gap, counted in full so the estimate stays on the safe side. */
  jitterMaxSeconds?: number;
  /** A country whose public holidays the estimate skips (the campaign's; prospects' differ). */
  country?: string | null;
}

export interface CapacityEstimate {
  /** Messages to send: prospects × email steps. */
  messages: number;
  /** Messages a sending day once every ramp is done. */
  perFullDay: number;
  /** Sending days from the first to the last message (null: more than ten years). */
  sendingDaysNeeded: number | null;
  /** The last sending day ("YYYY-MM-DD" in the campaign's zone), null when it never finishes. */
  lastDay: string | null;
  /** Sending days up to the end date (null: no end date). */
  sendingDaysAvailable: number | null;
  fits: boolean;
  /** One sentence for the launch check. */
  message: string;
}

const maxDays = 3653;

/** Messages one mailbox can send on one day of the window, by every limit but the organisation's. */
function mailboxDayCapacity(
  input: CapacityInput,
  windowMinutes: number,
  dailyLimit: number | null | undefined,
  ageDays: number | null | undefined,
) {
  const { limits } = input;
  const ramp = rampedDailyCap(ageDays, input.ramp === undefined ? defaultRamp : input.ramp);
  const perHour = limits.perMailboxPerHour * Math.ceil(windowMinutes / 60);
  const gapSeconds = Math.max(1, limits.minGapSeconds + (input.jitterMaxSeconds ?? 0));
  const byGap = Math.floor((windowMinutes * 60) / gapSeconds) + 1;
  return Math.max(0, Math.min(limits.perMailboxPerDay, dailyLimit ?? Number.POSITIVE_INFINITY, ramp, perHour, byGap));
}

/**
 * Whether these mailboxes can send every email step to every prospect by the end date within the
 * limits and the window, walking sending days in the campaign's zone: each day the follow-ups that
 * are due go first, then new prospects up to the daily limit; ramps grow with the calendar days. An
 * estimate on the safe side: one window a day (a mailbox writing to several zones may send longer).
 */
export function estimateCapacity(input: CapacityInput): CapacityEstimate {
  assertSendingWindowOpens(input.schedule);
  const { schedule, limits } = input;
  const steps = input.emailStepWaits.length;
  const messages = Math.max(0, input.prospects) * steps;
  const windowMinutes = (clockMinutes(schedule.end) ?? 0) - (clockMinutes(schedule.start) ?? 0);
  const dayCapacity = (elapsedDays: number) =>
    Math.min(
      limits.perOrganisationPerDay,
      input.mailboxes.reduce((sum, box) => {
        const age = box.ageDays === null || box.ageDays === undefined ? null : box.ageDays + elapsedDays;
        return sum + mailboxDayCapacity(input, windowMinutes, box.dailyLimit, age);
      }, 0),
    );
  const perFullDay = dayCapacity(maxDays);
  const firstOpening = nextWindowOpening(input.from, schedule, null, input.country);
  const hasEndDate = schedule.endDate !== null && schedule.endDate !== undefined && schedule.endDate !== '';
  let sendingDaysAvailable: number | null = null;
  if (hasEndDate) {
    sendingDaysAvailable = 0;
    for (let at = firstOpening; at && sendingDaysAvailable < maxDays; sendingDaysAvailable += 1) {
      at = addSendingDays(at, 1, schedule, null, input.country);
    }
  }
  const result = (sendingDaysNeeded: number | null, lastDay: string | null, message: string): CapacityEstimate => {
    const fits =
      sendingDaysNeeded !== null && (sendingDaysAvailable === null || sendingDaysNeeded <= sendingDaysAvailable);
    return { messages, perFullDay, sendingDaysNeeded, lastDay, sendingDaysAvailable, fits, message };
  };
  if (messages === 0) return result(0, null, 'Nothing to send.');
  if (perFullDay === 0) return result(null, null, 'No mailbox can send: add a mailbox to the campaign.');
  if (!firstOpening) return result(null, null, 'The sending window does not open before the end date.');

  const zone = resolveZone(null, schedule.timeZone);
  const firstDate = localDateOf(zone, firstOpening.getTime());
  const isSendingDay = (date: LocalDate & { weekday: number }) =>
    schedule.days.includes(date.weekday) && !(schedule.skipHolidays && isPublicHoliday(input.country, date));
  // The first day may start part-way through its window.
  const firstClosing = windowClosing(firstOpening, schedule, null, input.country);
  const firstDayShare = firstClosing
    ? Math.min(1, (firstClosing.getTime() - firstOpening.getTime()) / (windowMinutes * 60_000))
    : 1;

  // Follow-ups waiting, in batches of prospects at the same step sendable from the same sending day.
  const followUps: Array<{ count: number; step: number; from: number }> = [];
  let waitingFirst = input.prospects;
  let remaining = messages;
  let sendingDay = 0;
  let lastSendingDay = -1;
  let lastDay: string | null = null;
  for (let calendarDay = 0; calendarDay < maxDays && remaining > 0; calendarDay += 1) {
    const date = addLocalDays(firstDate, calendarDay);
    if (!isSendingDay(date)) continue;
    let capacity = dayCapacity(calendarDay);
    if (calendarDay === 0) capacity = Math.floor(capacity * firstDayShare);
    const sentBefore = remaining;
    const send = (count: number, step: number) => {
      capacity -= count;
      remaining -= count;
      const next = step + 1;
      if (count > 0 && next < steps) {
        followUps.push({ count, step: next, from: sendingDay + Math.max(1, input.emailStepWaits[next] ?? 1) });
      }
    };
    // Prospects already in the sequence go first, then new ones up to the campaign's daily limit.
    for (const batch of followUps) {
      if (capacity <= 0) break;
      if (batch.from > sendingDay || batch.count === 0) continue;
      const count = Math.min(batch.count, capacity);
      batch.count -= count;
      send(count, batch.step);
    }
    for (let index = followUps.length - 1; index >= 0; index -= 1) {
      if (followUps[index]?.count === 0) followUps.splice(index, 1);
    }
    const starting = Math.max(0, Math.min(waitingFirst, limits.newProspectsPerDay, capacity));
    waitingFirst -= starting;
    send(starting, 0);
    if (remaining < sentBefore) {
      lastSendingDay = sendingDay;
      lastDay = isoDateOf(date);
    }
    sendingDay += 1;
  }
  const total = `${messages.toLocaleString('en-US')} messages (${input.prospects.toLocaleString('en-US')} prospects × ${steps} email${steps === 1 ? '' : 's'})`;
  if (remaining > 0) {
    return result(
      null,
      null,
      `${total} would take more than ten years at ${perFullDay.toLocaleString('en-US')} a day.`,
    );
  }
  const needed = lastSendingDay + 1;
  const fits = sendingDaysAvailable === null || needed <= sendingDaysAvailable;
  return result(
    needed,
    lastDay,
    fits
      ? `${total} fit: about ${needed} sending days, the last on ${lastDay}.`
      : `${total} need about ${needed} sending days, but only ${sendingDaysAvailable} remain before the end date: add mailboxes, raise the limits or move the end date.`,
  );
}
