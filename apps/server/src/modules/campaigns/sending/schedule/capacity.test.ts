import { describe, expect, it } from 'vitest';
import { type CapacityInput, estimateCapacity, type SendingLimits } from './index.ts';

const limits: SendingLimits = {
  perMailboxPerDay: 30,
  perMailboxPerHour: 100,
  minGapSeconds: 60,
  newProspectsPerDay: 10_000,
  perOrganisationPerDay: 100_000,
  perRecipientDomainPerHour: 100,
};
// Monday 2 June 2025, 08:00 UTC: before the 09:00–17:00 window opens.
const base: CapacityInput = {
  prospects: 300,
  emailStepWaits: [0],
  mailboxes: [{ dailyLimit: 50 }],
  limits,
  schedule: { timeZone: 'UTC', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
  from: new Date('2025-06-02T08:00:00Z'),
  ramp: null,
};

describe('estimateCapacity', () => {
  it('counts sending days at the per-mailbox limit, skipping the weekend', () => {
    const estimate = estimateCapacity(base);
    expect(estimate).toMatchObject({
      messages: 300,
      perFullDay: 30,
      sendingDaysNeeded: 10,
      lastDay: '2025-06-13',
      fits: true,
    });
    expect(estimate.message).toBe(
      '300 messages (300 prospects × 1 email) fit: about 10 sending days, the last on 2025-06-13.',
    );
  });

  it('sends follow-ups after their wait in sending days and says when the end date is too close', () => {
    const sequence = {
      ...base,
      prospects: 100,
      emailStepWaits: [0, 3, 3],
      mailboxes: Array.from({ length: 10 }, () => ({})),
    };
    // Day 0: 100 first emails; day 3: the second; day 6: the third (Tuesday 10 June).
    expect(estimateCapacity(sequence)).toMatchObject({
      messages: 300,
      sendingDaysNeeded: 7,
      lastDay: '2025-06-10',
      fits: true,
    });
    const tight = estimateCapacity({ ...sequence, schedule: { ...sequence.schedule, endDate: '2025-06-06' } });
    expect(tight).toMatchObject({ sendingDaysNeeded: 7, sendingDaysAvailable: 5, fits: false });
    expect(tight.message).toMatch(/need about 7 sending days, but only 5 remain before the end date/);
  });

  it('limits new prospects per day, and the organisation per day', () => {
    const many = { ...base, mailboxes: Array.from({ length: 20 }, () => ({})) };
    expect(estimateCapacity({ ...many, limits: { ...limits, newProspectsPerDay: 100 } }).sendingDaysNeeded).toBe(3);
    expect(estimateCapacity({ ...many, limits: { ...limits, perOrganisationPerDay: 50 } })).toMatchObject({
      perFullDay: 50,
      sendingDaysNeeded: 6,
    });
  });

  it('holds a new mailbox to its ramp, which grows with calendar days', () => {
    // Ages 0–4 (Mon–Fri) allow 2, 4, 6, 8, 10; the weekend still ages it: Monday allows 16, Tuesday 18.
    const estimate = estimateCapacity({ ...base, prospects: 60, mailboxes: [{ ageDays: 0 }], ramp: undefined });
    expect(estimate.sendingDaysNeeded).toBe(7);
    expect(estimate.lastDay).toBe('2025-06-10');
  });

  it('counts the hourly limit, the gap with its jitter, and a first day that starts part-way', () => {
    const short = { ...base, schedule: { ...base.schedule, start: '09:00', end: '10:00' } };
    expect(
      estimateCapacity({ ...short, limits: { ...limits, minGapSeconds: 540 }, jitterMaxSeconds: 60 }).perFullDay,
    ).toBe(7);
    expect(estimateCapacity({ ...short, limits: { ...limits, perMailboxPerHour: 5 } }).perFullDay).toBe(5);
    // From 13:00 on the first day half the window is left: 15 that day, then 30 a day.
    const midday = estimateCapacity({ ...base, prospects: 45, from: new Date('2025-06-02T13:00:00Z') });
    expect(midday).toMatchObject({ sendingDaysNeeded: 2, lastDay: '2025-06-03' });
  });

  it('answers plainly when there is nothing to send or the window is already over', () => {
    expect(estimateCapacity({ ...base, prospects: 0 })).toMatchObject({ sendingDaysNeeded: 0, fits: true });
    expect(estimateCapacity({ ...base, mailboxes: [] })).toMatchObject({
      fits: false,
      message: 'No mailbox can send: add a mailbox to the campaign.',
    });
    const over = estimateCapacity({
      ...base,
      schedule: { ...base.schedule, endDate: '2025-06-01' },
      from: new Date('2025-06-02T08:00:00Z'),
    });
    expect(over).toMatchObject({ fits: false, sendingDaysNeeded: null, sendingDaysAvailable: 0 });
  });
});
