// Counts limit, window and holiday violations in a transport log, written apart from the planner
// (Intl for wall clocks, date-holidays read directly, plain sliding windows) so that a planner bug
// cannot hide itself.
import Holidays from 'date-holidays';
import type { Scenario, SimulatedCampaign, TransportReceipt } from './simulated-day-test-support.ts';

export interface Violations {
  mailboxPerDay: number;
  mailboxPerHour: number;
  mailboxGap: number;
  campaignNewProspectsPerDay: number;
  organisationPerDay: number;
  recipientDomainPerHour: number;
  outsideWindow: number;
  onHoliday: number;
}

const hour = 3_600_000;
const day = 24 * hour;

/** Sends beyond `cap` in any window (t − length, t] of the ascending times. */
function overCap(times: number[], cap: number, length: number): number {
  let over = 0;
  let first = 0;
  for (let index = 0; index < times.length; index += 1) {
    while ((times[first] as number) <= (times[index] as number) - length) first += 1;
    if (index - first + 1 > cap) over += 1;
  }
  return over;
}

function groupTimes(receipts: TransportReceipt[], keyOf: (receipt: TransportReceipt) => string | null) {
  const groups = new Map<string, number[]>();
  for (const receipt of receipts) {
    const key = keyOf(receipt);
    if (key === null) continue;
    const times = groups.get(key) ?? [];
    times.push(receipt.at);
    groups.set(key, times);
  }
  for (const times of groups.values()) times.sort((a, b) => a - b);
  return groups;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** Date ("YYYY-MM-DD"), ISO weekday and minutes after midnight on the zone's wall clock. */
function wallClock(at: number, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const holidayDays = new Map<string, Set<string>>();
function isHoliday(country: string, date: string): boolean {
  const key = `${country}:${date.slice(0, 4)}`;
  let days = holidayDays.get(key);
  if (!days) {
    const calendar = new Holidays(country);
    days = new Set(
      calendar
        .getHolidays(Number(date.slice(0, 4)))
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidayDays.set(key, days);
  }
  return days.has(date);
}

const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Every violation found in the log, by kind (each limit as the campaigns set it, the ramp at 2 + 2 a day). */
export function countViolations(scenario: Scenario, receipts: TransportReceipt[]): Violations {
  const campaigns = new Map(scenario.campaigns.map((campaign) => [campaign.id, campaign]));
  const limits = (scenario.campaigns[0] as SimulatedCampaign).rules.limits;
  const mailboxes = new Map(scenario.mailboxes.map((mailbox) => [mailbox.id, mailbox]));
  const violations: Violations = {
    mailboxPerDay: 0,
    mailboxPerHour: 0,
    mailboxGap: 0,
    campaignNewProspectsPerDay: 0,
    organisationPerDay: 0,
    recipientDomainPerHour: 0,
    outsideWindow: 0,
    onHoliday: 0,
  };
  for (const [id, times] of groupTimes(receipts, (receipt) => receipt.prospect.mailboxId)) {
    const mailbox = mailboxes.get(id);
    const ramp = mailbox?.ageDays === null || mailbox?.ageDays === undefined ? Infinity : 2 + 2 * mailbox.ageDays;
    violations.mailboxPerDay += overCap(
      times,
      Math.min(limits.perMailboxPerDay, mailbox?.dailyLimit ?? Infinity, ramp),
      day,
    );
    violations.mailboxPerHour += overCap(times, limits.perMailboxPerHour, hour);
    for (let index = 1; index < times.length; index += 1) {
      if ((times[index] as number) - (times[index - 1] as number) < limits.minGapSeconds * 1000)
        violations.mailboxGap += 1;
    }
  }
  violations.organisationPerDay += overCap(
    receipts.map((receipt) => receipt.at).sort((a, b) => a - b),
    limits.perOrganisationPerDay,
    day,
  );
  for (const times of groupTimes(receipts, (receipt) => receipt.prospect.domain).values()) {
    violations.recipientDomainPerHour += overCap(times, limits.perRecipientDomainPerHour, hour);
  }
  const newPerDay = groupTimes(receipts, (receipt) => {
    if (!receipt.prospect.isFirstMessage) return null;
    const campaign = campaigns.get(receipt.prospect.campaignId) as SimulatedCampaign;
    return `${campaign.id} ${wallClock(receipt.at, campaign.schedule.timeZone).date}`;
  });
  for (const times of newPerDay.values())
    violations.campaignNewProspectsPerDay += Math.max(0, times.length - limits.newProspectsPerDay);
  for (const receipt of receipts) {
    const { schedule } = campaigns.get(receipt.prospect.campaignId) as SimulatedCampaign;
    const local = wallClock(receipt.at, receipt.prospect.timeZone ?? schedule.timeZone);
    const inWindow =
      schedule.days.includes(local.weekday) &&
      local.minutes >= clockMinutes(schedule.start) &&
      local.minutes < clockMinutes(schedule.end);
    if (!inWindow) violations.outsideWindow += 1;
    if (receipt.prospect.country && isHoliday(receipt.prospect.country, local.date)) violations.onHoliday += 1;
  }
  return violations;
}
