import { describe, expect, it } from 'vitest';
import { isKnownTimeZone } from './organisation.ts';

describe('isKnownTimeZone', () => {
  it('accepts every zone the runtime lists, and again from memory', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.filter((zone) => !isKnownTimeZone(zone))).toEqual([]);
    expect(zones.filter((zone) => !isKnownTimeZone(zone))).toEqual([]);
  });

  it('accepts aliases and fixed offsets the runtime knows', () => {
    for (const zone of ['UTC', 'Etc/GMT+5', 'Etc/GMT-14', 'US/Eastern', 'America/Port-au-Prince']) {
      expect(isKnownTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses unknown names and anything not shaped like one', () => {
    for (const value of [
      '',
      'Mars/Olympus_Mons',
      'Europe/Paris; drop table',
      ' UTC',
      'a'.repeat(65),
      '../etc/passwd',
    ]) {
      expect(isKnownTimeZone(value), value).toBe(false);
    }
  });
});
