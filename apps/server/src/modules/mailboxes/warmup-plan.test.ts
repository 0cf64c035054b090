import { warmupLimits } from '@leadpilot/contracts';
import { describe, expect, it } from 'vitest';
import { minimumScoredMessages, plannedWarmupFor, warmupDayIndex, warmupScore } from './warmup-plan.ts';

describe('warm-up ramp', () => {
  it('counts whole UTC days since the start', () => {
    const start = new Date('2026-03-01T23:30:00Z');
    expect(warmupDayIndex(start, new Date('2026-03-01T23:59:00Z'))).toBe(0);
    expect(warmupDayIndex(start, new Date('2026-03-02T00:01:00Z'))).toBe(1);
    expect(warmupDayIndex(start, new Date('2026-03-11T12:00:00Z'))).toBe(10);
    expect(warmupDayIndex(start, new Date('2026-02-20T12:00:00Z'))).toBe(0);
  });

  it('starts with a few a day, grows by a step each day and stops at the target', () => {
    const target = 30;
    const plan = Array.from({ length: 20 }, (_, day) => plannedWarmupFor(day, target));
    expect(plan[0]).toBe(warmupLimits.startPerDay);
    for (let day = 1; day < plan.length; day += 1) {
      const today = plan[day] ?? 0;
      const yesterday = plan[day - 1] ?? 0;
      expect(today - yesterday).toBeLessThanOrEqual(warmupLimits.stepPerDay);
      expect(today).toBeGreaterThanOrEqual(yesterday);
      expect(today).toBeLessThanOrEqual(target);
    }
    expect(plan.at(-1)).toBe(target);
    expect(plannedWarmupFor(0, 1)).toBe(1);
  });
});

describe('warm-up score', () => {
  it('is null until enough messages were checked', () => {
    const few = Array.from({ length: minimumScoredMessages - 1 }, () => ({ ageDays: 0, inInbox: true }));
    expect(warmupScore(few)).toBeNull();
  });

  it('is the inbox share, recent days weighing more, ignoring messages older than 14 days', () => {
    const allInbox = Array.from({ length: 10 }, (_, index) => ({ ageDays: index, inInbox: true }));
    expect(warmupScore(allInbox)).toBe(100);
    const recentSpam = [
      ...Array.from({ length: 5 }, () => ({ ageDays: 0, inInbox: false })),
      ...Array.from({ length: 5 }, () => ({ ageDays: 10, inInbox: true })),
    ];
    const oldSpam = [
      ...Array.from({ length: 5 }, () => ({ ageDays: 10, inInbox: false })),
      ...Array.from({ length: 5 }, () => ({ ageDays: 0, inInbox: true })),
    ];
    const recent = warmupScore(recentSpam) ?? 0;
    const old = warmupScore(oldSpam) ?? 0;
    expect(recent).toBeLessThan(50);
    expect(old).toBeGreaterThan(50);
    const ignored = [...allInbox, ...Array.from({ length: 20 }, () => ({ ageDays: 20, inInbox: false }))];
    expect(warmupScore(ignored)).toBe(100);
  });
});
