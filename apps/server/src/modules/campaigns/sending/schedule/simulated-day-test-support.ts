// A simulated sending day for the planner's test and benchmark: generated mailboxes and prospects in
// mixed zones and countries, a manual clock stepping minute by minute, and a transport log of the
// moment each message was "received". The limits are then checked against that log by
// send-violations-test-support.ts, which shares no code with the planner.
import { createManualClock } from '../../../../platform/clock.ts';
import { seededRandom } from './jitter.ts';
import type { LimitRules } from './limits.ts';
import { planSend } from './plan-send.ts';
import { SendHistory } from './send-history.ts';
import { nextWindowOpening } from './sending-window.ts';
import type { LimitName, SendingLimits, SendingSchedule } from './types.ts';

export interface SimulatedMailbox {
  id: string;
  dailyLimit: number;
  /** Days since it began sending (0–4 for new ones), null for an established mailbox. */
  ageDays: number | null;
}

export interface SimulatedProspect {
  id: string;
  campaignId: string;
  mailboxId: string;
  timeZone: string | null;
  country: string | null;
  domain: string;
  /** False for a follow-up due today (the prospect was started on an earlier day). */
  isFirstMessage: boolean;
}

export interface SimulatedCampaign {
  id: string;
  schedule: SendingSchedule;
  rules: LimitRules;
}

export interface Scenario {
  organisationId: string;
  start: Date;
  hours: number;
  campaigns: SimulatedCampaign[];
  mailboxes: SimulatedMailbox[];
  prospects: SimulatedProspect[];
}

/** Where prospects live: a zone and its country (null: none on record, the campaign's zone applies). */
export const simulatedPlaces: ReadonlyArray<[string | null, string | null]> = [
  ['America/New_York', 'US'],
  ['America/Los_Angeles', 'US'],
  ['America/Sao_Paulo', 'BR'],
  ['Europe/London', 'GB'],
  ['Europe/Berlin', 'DE'],
  ['Europe/Paris', 'FR'],
  ['Asia/Kolkata', 'IN'],
  ['Asia/Kathmandu', 'NP'],
  ['Asia/Tokyo', 'JP'],
  ['Australia/Sydney', 'AU'],
  [null, null],
];

export const simulatedLimits: SendingLimits = {
  perMailboxPerDay: 30,
  perMailboxPerHour: 8,
  minGapSeconds: 90,
  newProspectsPerDay: 300,
  perOrganisationPerDay: 1000,
  perRecipientDomainPerHour: 6,
};

/**
 * Mailboxes and prospects from a seed. Thursday 27 November 2025 by default: Thanksgiving in the
 * United States, an ordinary working day elsewhere.
 */
export function buildScenario(options: {
  seed: string;
  mailboxes: number;
  prospects: number;
  start?: Date;
  hours?: number;
  limits?: SendingLimits;
}): Scenario {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const limits = options.limits ?? simulatedLimits;
  const jitter = { seed: options.seed, maxSeconds: 45 };
  const schedule = (timeZone: string): SendingSchedule => ({
    timeZone,
    days: [1, 2, 3, 4, 5],
    start: '09:00',
    end: '17:00',
    skipHolidays: true,
  });
  const campaigns: SimulatedCampaign[] = ['Europe/Berlin', 'America/New_York'].map((zone, index) => ({
    id: `campaign-${index + 1}`,
    schedule: schedule(zone),
    rules: { limits, campaignTimeZone: zone, jitter },
  }));
  const mailboxes = Array.from({ length: options.mailboxes }, (_, index) => ({
    id: `mailbox-${index + 1}`,
    dailyLimit: 20 + Math.floor(random() * 41),
    ageDays: index % 5 === 0 ? Math.floor(random() * 5) : null,
  }));
  // A few large domains take many prospects, so the per-domain limit is reached too.
  const domainCount = Math.max(10, Math.floor(options.prospects / 20));
  const domainOf = () => `company-${Math.floor(domainCount * random() ** 3) + 1}.example`;
  const prospects = Array.from({ length: options.prospects }, (_, index) => {
    const [timeZone, country] = pick(simulatedPlaces);
    return {
      id: `prospect-${index + 1}`,
      campaignId: (campaigns[index % campaigns.length] as SimulatedCampaign).id,
      mailboxId: (mailboxes[index % mailboxes.length] as SimulatedMailbox).id,
      timeZone,
      country,
      domain: domainOf(),
      isFirstMessage: random() < 0.7,
    };
  });
  return {
    organisationId: 'organisation-1',
    start: options.start ?? new Date('2025-11-27T00:00:00Z'),
    hours: options.hours ?? 24,
    campaigns,
    mailboxes,
    prospects,
  };
}

/** One message as the transport received it. */
export interface TransportReceipt {
  at: number;
  prospect: SimulatedProspect;
}

export interface SimulationResult {
  receipts: TransportReceipt[];
  /** Planner calls made. */
  decisions: number;
  /** How often each limit (or the window) held a message back. */
  deferrals: Partial<Record<LimitName | 'window' | 'ended', number>>;
  /** Each prospect not sent within the day: when the planner said it may go. */
  pending: Map<string, number>;
}

/**
 * Steps a manual clock through the scenario minute by minute. At each minute every prospect that is
 * due is planned; "send" hands it to the transport at the clock's time (which records the receipt
 * and then the history), "defer" makes it due again at the time given. With `limitsOff` the same
 * loop honours only the window (the benchmark's baseline).
 */
export function simulateDay(scenario: Scenario, options: { limitsOff?: boolean } = {}): SimulationResult {
  const clock = createManualClock(scenario.start);
  const start = scenario.start.getTime();
  const minutes = scenario.hours * 60;
  const buckets: SimulatedProspect[][] = Array.from({ length: minutes + 1 }, () => []);
  for (const prospect of scenario.prospects) buckets[0]?.push(prospect);
  const campaigns = new Map(scenario.campaigns.map((campaign) => [campaign.id, campaign]));
  const mailboxes = new Map(scenario.mailboxes.map((mailbox) => [mailbox.id, mailbox]));
  const history = new SendHistory();
  const receipts: TransportReceipt[] = [];
  const deferrals: SimulationResult['deferrals'] = {};
  const pending = new Map<string, number>();
  let decisions = 0;

  const transport = (prospect: SimulatedProspect) => {
    const at = clock.now().getTime();
    receipts.push({ at, prospect });
    history.record({
      at,
      mailboxId: prospect.mailboxId,
      organisationId: scenario.organisationId,
      campaignId: prospect.campaignId,
      recipientDomain: prospect.domain,
      isFirstMessage: prospect.isFirstMessage,
    });
  };
  const dueAgain = (prospect: SimulatedProspect, until: number) => {
    const minute = Math.ceil((until - start) / 60_000);
    if (minute > minutes) pending.set(prospect.id, until);
    else buckets[Math.max(minute, 0)]?.push(prospect);
  };

  for (let minute = 0; minute <= minutes; minute += 1, clock.advance(60_000)) {
    const due = buckets[minute] ?? [];
    buckets[minute] = [];
    for (const prospect of due) {
      const campaign = campaigns.get(prospect.campaignId) as SimulatedCampaign;
      const mailbox = mailboxes.get(prospect.mailboxId) as SimulatedMailbox;
      const now = clock.now();
      decisions += 1;
      if (options.limitsOff) {
        const opening = nextWindowOpening(now, campaign.schedule, prospect.timeZone, prospect.country);
        if (opening && opening.getTime() === now.getTime()) transport(prospect);
        else if (opening) dueAgain(prospect, opening.getTime());
        continue;
      }
      const plan = planSend(
        now,
        {
          mailboxId: prospect.mailboxId,
          organisationId: scenario.organisationId,
          campaignId: prospect.campaignId,
          recipientDomain: prospect.domain,
          isFirstMessage: prospect.isFirstMessage,
          mailboxDailyLimit: mailbox.dailyLimit,
          mailboxAgeDays: mailbox.ageDays,
          prospectTimeZone: prospect.timeZone,
          prospectCountry: prospect.country,
        },
        campaign.schedule,
        history,
        campaign.rules,
      );
      if (plan.kind === 'send') {
        transport(prospect);
        continue;
      }
      const reason = plan.kind === 'ended' ? 'ended' : plan.limit;
      deferrals[reason] = (deferrals[reason] ?? 0) + 1;
      if (plan.kind === 'defer') dueAgain(prospect, plan.until.getTime());
    }
  }
  return { receipts, decisions, deferrals, pending };
}
