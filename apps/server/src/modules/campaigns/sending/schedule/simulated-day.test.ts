import { describe, expect, it } from 'vitest';
import { countViolations } from './send-violations-test-support.ts';
import { buildScenario, simulateDay } from './simulated-day-test-support.ts';

describe('a simulated sending day', () => {
  // 50 mailboxes and 2,000 prospects in eleven zones; Thanksgiving Day in the United States.
  const scenario = buildScenario({ seed: 'simulated-day', mailboxes: 50, prospects: 2000 });
  const result = simulateDay(scenario);

  it('breaks no limit, window or holiday, counted from the times the transport received each message', () => {
    expect(countViolations(scenario, result.receipts)).toEqual({
      mailboxPerDay: 0,
      mailboxPerHour: 0,
      mailboxGap: 0,
      campaignNewProspectsPerDay: 0,
      organisationPerDay: 0,
      recipientDomainPerHour: 0,
      outsideWindow: 0,
      onHoliday: 0,
    });
  });

  it('sends what the limits allow and defers the rest, dropping nobody', () => {
    expect(result.receipts.length).toBeGreaterThan(800);
    expect(result.receipts.length + result.pending.size).toBe(scenario.prospects.length);
    expect(new Set(result.receipts.map((receipt) => receipt.prospect.id)).size).toBe(result.receipts.length);
    // Every kind of limit held something back at some point of the day.
    for (const limit of [
      'window',
      'mailboxPerDay',
      'mailboxRamp',
      'mailboxPerHour',
      'mailboxGap',
      'campaignNewProspectsPerDay',
      'organisationPerDay',
      'recipientDomainPerHour',
    ]) {
      expect(result.deferrals[limit as keyof typeof result.deferrals] ?? 0, limit).toBeGreaterThan(0);
    }
    expect(result.deferrals.ended ?? 0).toBe(0);
  });

  it('mails no one in the United States on Thanksgiving, and plans them for Friday morning', () => {
    const american = new Set(
      scenario.prospects.filter((prospect) => prospect.country === 'US').map((prospect) => prospect.id),
    );
    const thanksgiving = (receipt: (typeof result.receipts)[number]) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: receipt.prospect.timeZone ?? 'UTC' }).format(receipt.at) ===
      '2025-11-27';
    // Wednesday evening UTC is still Wednesday afternoon in the United States: some go then, none on Thursday.
    expect(result.receipts.filter((receipt) => american.has(receipt.prospect.id)).filter(thanksgiving)).toEqual([]);
    const waiting = [...result.pending].filter(([id]) => american.has(id));
    expect(waiting.length).toBeGreaterThan(200);
    for (const [, due] of waiting) expect(due).toBeGreaterThanOrEqual(Date.parse('2025-11-28T14:00:00Z'));
  });

  it('repeats exactly from the same seed', () => {
    const again = simulateDay(buildScenario({ seed: 'simulated-day', mailboxes: 50, prospects: 2000 }));
    expect(again.receipts.map((receipt) => `${receipt.at} ${receipt.prospect.id}`)).toEqual(
      result.receipts.map((receipt) => `${receipt.at} ${receipt.prospect.id}`),
    );
  });

  it('the violation counter finds a broken log', () => {
    const [first] = result.receipts;
    if (!first) throw new Error('nothing was sent');
    // The same mailbox twice at one instant, at 03:00 on the prospect's clock: a gap, and outside the window.
    const broken = [...result.receipts, { ...first }, { at: first.at - 6 * 3_600_000, prospect: first.prospect }];
    const violations = countViolations(scenario, broken);
    expect(violations.mailboxGap).toBeGreaterThanOrEqual(1);
    expect(violations.outsideWindow).toBe(1);
  });
});
