import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { rulesWith, startTimes, wallTime } from './meetings-test-support.ts';
import { describeSlot, offerSlots, zoneWords } from './offer-slots.ts';

// Monday 2 June 2025, 10:00 in Berlin.
const now = wallTime('2025-06-02T10:00');
const base = { busy: [], bookings: [], now, rules: rulesWith({ minimumNoticeMinutes: 120 }) };

describe('offerSlots', () => {
  it('offers one slot a day from tomorrow, morning and afternoon in turn, in the host zone by default', () => {
    const offers = offerSlots({ ...base, count: 3 });
    expect(offers.map((offer) => offer.label)).toEqual([
      'Tuesday 3 June, 10:00–10:30 (Berlin time)',
      'Wednesday 4 June, 14:30–15:00 (Berlin time)',
      'Thursday 5 June, 10:00–10:30 (Berlin time)',
    ]);
    expect(offers.every((offer) => offer.zone === 'Europe/Berlin')).toBe(true);
  });

  it('adds a second slot on a day, two hours from the first, only when the days run out', () => {
    const offers = offerSlots({ ...base, count: 4, horizonDays: 3 });
    expect(
      offers.map((offer) => DateTime.fromJSDate(offer.start, { zone: 'Europe/Berlin' }).toFormat('ccc HH:mm')),
    ).toEqual(['Tue 10:00', 'Tue 14:30', 'Wed 10:00', 'Wed 14:30']);
  });

  it("writes the slots on the prospect's clock and keeps them inside the prospect's office hours", () => {
    // Berlin 09:00–17:00 is 03:00–11:00 in New York: only the host's afternoons suit the prospect.
    const offers = offerSlots({ ...base, count: 3, prospectZone: 'America/New_York' });
    expect(offers).toHaveLength(3);
    for (const offer of offers) {
      expect(offer.zone).toBe('America/New_York');
      expect(offer.label).toMatch(/\(New York time\)$/);
      expect(DateTime.fromJSDate(offer.start, { zone: 'America/New_York' }).hour).toBeGreaterThanOrEqual(8);
    }
    expect(offers[0]?.label).toBe('Tuesday 3 June, 10:00–10:30 (New York time)');
    expect(new Set(offers.map((offer) => offer.label.split(',')[0])).size).toBe(3);
  });

  it("falls back to the host's zone for an unknown prospect zone, and to any slot when office hours hold too few", () => {
    const unknown = offerSlots({ ...base, count: 1, prospectZone: 'Mars/Olympus' });
    expect(unknown[0]?.zone).toBe('Europe/Berlin');
    // Berlin's working day is 19:00–03:00 in Auckland, never office hours there: its slots are offered all the same.
    const late = offerSlots({ ...base, count: 2, prospectZone: 'Pacific/Auckland', horizonDays: 3 });
    expect(late).toHaveLength(2);
  });

  it('offers nothing the host cannot take', () => {
    const busy = [{ start: wallTime('2025-06-03T00:00'), end: wallTime('2025-06-20T00:00') }];
    expect(offerSlots({ ...base, busy, count: 3 })).toEqual([]);
    expect(offerSlots({ ...base, count: 0 })).toEqual([]);
  });
});

describe('slot words', () => {
  it('names the zone by its city', () => {
    expect(zoneWords('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneWords('UTC')).toBe('UTC');
    const slot = { start: new Date('2025-06-03T08:00:00Z'), end: new Date('2025-06-03T08:30:00Z') };
    expect(describeSlot(slot, 'Asia/Kolkata')).toBe('Tuesday 3 June, 13:30–14:00 (Kolkata time)');
    expect(startTimes([slot], 'UTC')).toEqual(['08:00']);
  });
});
