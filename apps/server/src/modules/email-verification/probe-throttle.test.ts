import { describe, expect, it } from 'vitest';
import { createManualClock, seconds } from '../../platform/clock.ts';
import { createProbeThrottle } from './probe-throttle.ts';

describe('the probe throttle', () => {
  it('allows N probes per domain in a sliding minute', () => {
    const clock = createManualClock();
    const throttle = createProbeThrottle({ perDomainPerMinute: 2, clock });
    for (let index = 0; index < 2; index++) {
      const release = throttle.tryStart('example.test', 'mx.example.test');
      expect(release).not.toBeNull();
      release?.();
    }
    expect(throttle.tryStart('example.test', 'mx.example.test')).toBeNull();
    const other = throttle.tryStart('other.test', 'mx.example.test');
    expect(other).not.toBeNull();
    other?.();
    clock.advance(seconds(59));
    expect(throttle.tryStart('example.test', 'mx.example.test')).toBeNull();
    clock.advance(seconds(1));
    expect(throttle.tryStart('example.test', 'mx.example.test')).not.toBeNull();
  });

  it('allows one probe at a time per mail host', () => {
    const throttle = createProbeThrottle({ perDomainPerMinute: 10, clock: createManualClock() });
    const release = throttle.tryStart('one.test', 'mx.shared.test');
    expect(throttle.tryStart('two.test', 'mx.shared.test')).toBeNull();
    expect(throttle.tryStart('two.test', 'mx.other.test')).not.toBeNull();
    release?.();
    release?.();
    const next = throttle.tryStart('two.test', 'mx.shared.test');
    expect(next).not.toBeNull();
    expect(throttle.tryStart('three.test', 'mx.shared.test')).toBeNull();
  });
});
