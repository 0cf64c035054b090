import { describe, expect, it } from 'vitest';
import {
  checkLimits,
  type LimitRules,
  planSend,
  rampedDailyCap,
  type SendCandidate,
  SendHistory,
  type SendingLimits,
  type SentMessage,
} from './index.ts';

const open: SendingLimits = {
  perMailboxPerDay: 100,
  perMailboxPerHour: 50,
  minGapSeconds: 0,
  newProspectsPerDay: 1000,
  perOrganisationPerDay: 10_000,
  perRecipientDomainPerHour: 100,
};
const rulesWith = (limits: Partial<SendingLimits>, extra: Partial<LimitRules> = {}): LimitRules => ({
  limits: { ...open, ...limits },
  campaignTimeZone: 'UTC',
  ramp: null,
  ...extra,
});
const at = (time: string) => new Date(`2025-06-02T${time}Z`);
const candidate = (time: string, overrides: Partial<SendCandidate> = {}): SendCandidate => ({
  at: at(time),
  mailboxId: 'box-1',
  organisationId: 'org-1',
  campaignId: 'campaign-1',
  recipientDomain: 'acme.com',
  isFirstMessage: false,
  ...overrides,
});
const historyOf = (...sends: Array<Partial<SentMessage> & { at: Date }>) => {
  const history = new SendHistory();
  for (const send of sends) {
    history.record({
      mailboxId: 'box-1',
      organisationId: 'org-1',
      campaignId: 'campaign-1',
      recipientDomain: `other-${send.at.getTime()}.com`,
      isFirstMessage: false,
      ...send,
    });
  }
  return history;
};
const deferral = (decision: ReturnType<typeof checkLimits>) =>
  decision.sendNow ? null : { until: decision.until.toISOString(), limit: decision.limit };

describe('checkLimits: each limit alone', () => {
  it('sends now when no limit is reached', () => {
    const decision = checkLimits(candidate('10:00:00'), historyOf({ at: at('09:00:00') }), rulesWith({}));
    expect(decision).toEqual({ sendNow: true, at: at('10:00:00') });
  });

  it('per mailbox per rolling 24 hours: waits for the oldest counted send to be 24 hours old', () => {
    const history = historyOf({ at: at('01:00:00') }, { at: at('02:00:00') }, { at: at('03:00:00') });
    const decision = checkLimits(candidate('04:00:00'), history, rulesWith({ perMailboxPerDay: 3 }));
    expect(deferral(decision)).toEqual({ until: '2025-06-03T01:00:00.000Z', limit: 'mailboxPerDay' });
    expect(decision.sendNow ? '' : decision.reason).toBe(
      'The mailbox sent 3 messages in the last 24 hours, its limit.',
    );
    expect(
      checkLimits(
        candidate('04:00:00', { at: new Date('2025-06-03T01:00:00Z') }),
        history,
        rulesWith({ perMailboxPerDay: 3 }),
      ).sendNow,
    ).toBe(true);
    // The mailbox's own daily limit applies when it is the lower one.
    const own = checkLimits(candidate('04:00:00', { mailboxDailyLimit: 2 }), history, rulesWith({}));
    expect(deferral(own)).toEqual({ until: '2025-06-03T02:00:00.000Z', limit: 'mailboxPerDay' });
  });

  it('the ramp of a new mailbox: 2 on its first day, 2 more each day', () => {
    expect([0, 1, 2, 14].map((age) => rampedDailyCap(age))).toEqual([2, 4, 6, 30]);
    expect(rampedDailyCap(null)).toBe(Number.POSITIVE_INFINITY);
    expect(rampedDailyCap(3, { startPerDay: 10, stepPerDay: 5 })).toBe(25);
    const history = historyOf({ at: at('09:00:00') }, { at: at('09:30:00') });
    const rules = rulesWith({}, { ramp: undefined });
    const young = checkLimits(candidate('10:00:00', { mailboxAgeDays: 0 }), history, rules);
    expect(deferral(young)).toEqual({ until: '2025-06-03T09:00:00.000Z', limit: 'mailboxRamp' });
    expect(young.sendNow ? '' : young.reason).toMatch(/new \(day 1 of its ramp\) and may send 2 messages/);
    expect(checkLimits(candidate('10:00:00', { mailboxAgeDays: 1 }), history, rules).sendNow).toBe(true);
    expect(checkLimits(candidate('10:00:00', { mailboxAgeDays: null }), history, rules).sendNow).toBe(true);
  });

  it('per mailbox per rolling hour', () => {
    const history = historyOf({ at: at('10:00:00') }, { at: at('10:20:00') });
    const decision = checkLimits(candidate('10:30:00'), history, rulesWith({ perMailboxPerHour: 2 }));
    expect(deferral(decision)).toEqual({ until: '2025-06-02T11:00:00.000Z', limit: 'mailboxPerHour' });
  });

  it('the minimum gap between two sends of a mailbox, with a repeatable bounded jitter on top', () => {
    const history = historyOf({ at: at('10:00:00') });
    const plain = checkLimits(candidate('10:01:00'), history, rulesWith({ minGapSeconds: 120 }));
    expect(deferral(plain)).toEqual({ until: '2025-06-02T10:02:00.000Z', limit: 'mailboxGap' });
    expect(checkLimits(candidate('10:02:00'), history, rulesWith({ minGapSeconds: 120 })).sendNow).toBe(true);

    const untilWith = (seed: string, mailboxId: string) => {
      const sends = historyOf({ at: at('10:00:00'), mailboxId });
      const rules = rulesWith({ minGapSeconds: 120 }, { jitter: { seed, maxSeconds: 60 } });
      const decision = checkLimits(candidate('10:01:00', { mailboxId }), sends, rules);
      return decision.sendNow ? 0 : decision.until.getTime() - at('10:00:00').getTime();
    };
    const gaps = Array.from({ length: 40 }, (_, index) => untilWith('day-1', `box-${index}`));
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(120_000);
      expect(gap).toBeLessThanOrEqual(180_000);
    }
    expect(new Set(gaps).size).toBeGreaterThan(30);
    expect(Array.from({ length: 40 }, (_, index) => untilWith('day-1', `box-${index}`))).toEqual(gaps);
    expect(Array.from({ length: 40 }, (_, index) => untilWith('day-2', `box-${index}`))).not.toEqual(gaps);
  });

  it("new prospects per campaign per day, the day being the campaign's in its zone", () => {
    // 10:00 and 11:00 in New York on 2 June; a first message at 03:00 UTC belongs to 1 June there.
    const history = historyOf(
      { at: new Date('2025-06-02T03:00:00Z'), isFirstMessage: true },
      { at: new Date('2025-06-02T14:00:00Z'), isFirstMessage: true },
      { at: new Date('2025-06-02T15:00:00Z'), isFirstMessage: true },
      { at: new Date('2025-06-02T16:00:00Z'), isFirstMessage: true, campaignId: 'campaign-2' },
    );
    const rules = rulesWith({ newProspectsPerDay: 2 }, { campaignTimeZone: 'America/New_York' });
    const first = checkLimits(candidate('20:00:00', { isFirstMessage: true }), history, rules);
    expect(deferral(first)).toEqual({ until: '2025-06-03T04:00:00.000Z', limit: 'campaignNewProspectsPerDay' });
    // A follow-up is not a new prospect, and another campaign's day is its own.
    expect(checkLimits(candidate('20:00:00'), history, rules).sendNow).toBe(true);
    expect(
      checkLimits(candidate('20:00:00', { isFirstMessage: true, campaignId: 'campaign-2' }), history, rules).sendNow,
    ).toBe(true);
  });

  it('per organisation per rolling 24 hours, across its mailboxes', () => {
    const history = historyOf({ at: at('08:00:00'), mailboxId: 'box-2' }, { at: at('09:00:00'), mailboxId: 'box-3' });
    const decision = checkLimits(candidate('10:00:00'), history, rulesWith({ perOrganisationPerDay: 2 }));
    expect(deferral(decision)).toEqual({ until: '2025-06-03T08:00:00.000Z', limit: 'organisationPerDay' });
    expect(
      checkLimits(candidate('10:00:00', { organisationId: 'org-2' }), history, rulesWith({ perOrganisationPerDay: 2 }))
        .sendNow,
    ).toBe(true);
  });

  it('per recipient domain per rolling hour, whatever the case of the domain', () => {
    const history = historyOf({ at: at('09:45:00'), mailboxId: 'box-2', recipientDomain: 'ACME.com' });
    const decision = checkLimits(
      candidate('10:00:00', { recipientDomain: 'Acme.COM' }),
      history,
      rulesWith({ perRecipientDomainPerHour: 1 }),
    );
    expect(deferral(decision)).toEqual({ until: '2025-06-02T10:45:00.000Z', limit: 'recipientDomainPerHour' });
    expect(decision.sendNow ? '' : decision.reason).toBe(
      'acme.com received 1 message from the organisation in the last hour, its limit.',
    );
    expect(
      checkLimits(
        candidate('10:00:00', { recipientDomain: 'globex.com' }),
        history,
        rulesWith({ perRecipientDomainPerHour: 1 }),
      ).sendNow,
    ).toBe(true);
  });
});

describe('checkLimits: several limits at once', () => {
  it('defers to the earliest moment every limit allows, named by the limit that set it', () => {
    const history = historyOf(
      { at: at('10:00:00'), recipientDomain: 'acme.com' },
      { at: at('10:30:00') },
      { at: at('10:40:00'), mailboxId: 'box-2', recipientDomain: 'acme.com' },
    );
    const limits = { perMailboxPerHour: 2, minGapSeconds: 1200, perRecipientDomainPerHour: 2 };
    const decision = checkLimits(candidate('10:45:00'), history, rulesWith(limits));
    // Gap: 10:50; mailbox per hour: 11:00; acme.com per hour: 11:00 too; the latest wins.
    expect(decision.sendNow).toBe(false);
    expect(deferral(decision)?.until).toBe('2025-06-02T11:00:00.000Z');
    const later = checkLimits(candidate('10:45:00'), history, rulesWith({ ...limits, perRecipientDomainPerHour: 1 }));
    expect(deferral(later)).toEqual({ until: '2025-06-02T11:40:00.000Z', limit: 'recipientDomainPerHour' });
    expect(
      checkLimits(candidate('11:40:00'), history, rulesWith({ ...limits, perRecipientDomainPerHour: 1 })).sendNow,
    ).toBe(true);
  });
});

describe('checkLimits: a send stamped after the candidate (another worker whose clock runs ahead)', () => {
  it('counts it, on the safe side', () => {
    const history = historyOf({ at: at('10:00:30') });
    const gap = checkLimits(candidate('10:00:00'), history, rulesWith({ minGapSeconds: 120 }));
    expect(deferral(gap)).toEqual({ until: '2025-06-02T10:02:30.000Z', limit: 'mailboxGap' });
    const hourly = checkLimits(candidate('10:00:00'), history, rulesWith({ perMailboxPerHour: 1 }));
    expect(deferral(hourly)).toEqual({ until: '2025-06-02T11:00:30.000Z', limit: 'mailboxPerHour' });
  });
});

describe('checkLimits: limits the campaigns API would refuse', () => {
  it('counts a limit of 0 (or not a number) as 1, so the answer is still a time', () => {
    const history = historyOf({ at: at('10:00:00') });
    const decision = checkLimits(
      candidate('10:30:00'),
      history,
      rulesWith({ perMailboxPerHour: 0, perOrganisationPerDay: Number.NaN }),
    );
    expect(deferral(decision)).toEqual({ until: '2025-06-03T10:00:00.000Z', limit: 'organisationPerDay' });
  });
});

describe('planSend', () => {
  const schedule = { timeZone: 'UTC', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };
  const message = {
    mailboxId: 'box-1',
    organisationId: 'org-1',
    campaignId: 'campaign-1',
    recipientDomain: 'acme.com',
    isFirstMessage: true,
    prospectTimeZone: 'Europe/London',
    prospectCountry: 'GB',
  };

  it('sends now inside the window with no limit reached', () => {
    expect(planSend(at('10:00:00'), message, schedule, new SendHistory(), rulesWith({}))).toEqual({
      kind: 'send',
      at: at('10:00:00'),
    });
  });

  it('a limit that points past the close moves the send to the next opening, naming the limit', () => {
    // Friday 6 June 2025, 15:55 London time; the gap ends after the window closes at 17:00 BST.
    const friday = new Date('2025-06-06T14:55:00Z');
    const plan = planSend(
      friday,
      message,
      schedule,
      historyOf({ at: new Date('2025-06-06T14:50:00Z') }),
      rulesWith({ minGapSeconds: 7200 }),
    );
    expect(plan).toMatchObject({ kind: 'defer', limit: 'mailboxGap' });
    expect(plan.kind === 'defer' ? plan.until.toISOString() : '').toBe('2025-06-09T08:00:00.000Z');
  });

  it('outside the window, defers to the opening with the window as the reason', () => {
    const plan = planSend(new Date('2025-06-07T12:00:00Z'), message, schedule, new SendHistory(), rulesWith({}));
    expect(plan).toMatchObject({ kind: 'defer', limit: 'window' });
    expect(plan.kind === 'defer' ? plan.until.toISOString() : '').toBe('2025-06-09T08:00:00.000Z');
  });

  it('answers ended when the end date comes first', () => {
    const plan = planSend(
      at('18:00:00'),
      message,
      { ...schedule, endDate: '2025-06-02' },
      new SendHistory(),
      rulesWith({}),
    );
    expect(plan.kind).toBe('ended');
  });
});

describe('SendHistory', () => {
  it('keeps each group in time order whatever the order of recording, and forgets old sends', () => {
    const history = historyOf(
      { at: at('12:00:00') },
      { at: at('10:00:00') },
      { at: at('11:00:00'), isFirstMessage: true },
    );
    expect(history.mailboxSends('box-1')).toEqual(
      [at('10:00:00'), at('11:00:00'), at('12:00:00')].map((date) => date.getTime()),
    );
    expect(history.newProspectSends('campaign-1')).toEqual([at('11:00:00').getTime()]);
    history.forget(at('11:00:00'));
    expect(history.mailboxSends('box-1')).toEqual([at('12:00:00').getTime()]);
    expect(history.newProspectSends('campaign-1')).toEqual([]);
  });
});
