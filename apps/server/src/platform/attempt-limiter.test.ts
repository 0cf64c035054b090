import { describe, expect, it } from 'vitest';
import { createAttemptLimiter, createBackoffLimiter } from './attempt-limiter.ts';
import { createManualClock } from './clock.ts';

const second = 1000;

describe('sliding-window limiter', () => {
  it('refuses the attempt after the maximum until the oldest one leaves the window', () => {
    const clock = createManualClock();
    const limiter = createAttemptLimiter({ max: 2, windowMs: 60 * second, clock });
    limiter.record('a');
    clock.advance(10 * second);
    limiter.record('a');
    expect(limiter.retryAfterSeconds('a')).toBe(50);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    clock.advance(50 * second);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });
});

describe('growing-delay limiter', () => {
  const create = (clock = createManualClock()) => ({
    clock,
    limiter: createBackoffLimiter({
      freeFailures: 3,
      firstDelayMs: 30 * second,
      maxDelayMs: 240 * second,
      forgetAfterMs: 3600 * second,
      clock,
    }),
  });

  it('lets the free failures through, then doubles the wait after each further failure up to the cap', () => {
    const { clock, limiter } = create();
    const waits: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) {
      limiter.recordFailure('pair');
      const wait = limiter.retryAfterSeconds('pair');
      waits.push(wait);
      clock.advance(wait * second);
    }
    expect(waits).toEqual([0, 0, 30, 60, 120, 240, 240]);
    expect(limiter.retryAfterSeconds('another pair')).toBe(0);
  });

  it('forgets a key after a success or a long quiet time', () => {
    const { clock, limiter } = create();
    for (let failure = 0; failure < 4; failure += 1) limiter.recordFailure('pair');
    expect(limiter.retryAfterSeconds('pair')).toBe(60);
    limiter.reset('pair');
    expect(limiter.retryAfterSeconds('pair')).toBe(0);
    for (let failure = 0; failure < 4; failure += 1) limiter.recordFailure('pair');
    clock.advance(3601 * second);
    limiter.recordFailure('pair');
    expect(limiter.retryAfterSeconds('pair')).toBe(0);
  });
});
