import { defaultCampaignSettings } from '@leadpilot/contracts';
import { describe, expect, it } from 'vitest';
import { timeOrderedIds } from '../time-ordered-ids.ts';
import { enrolmentSettled } from './schedule-steps.ts';
import type { EnrolmentToSchedule } from './send-store.ts';

const now = new Date('2026-03-02T08:00:00Z');
const later = new Date('2026-03-02T09:00:00Z');
const earlier = new Date('2026-03-02T07:00:00Z');

function enrolment(nextDueAt: Date | null, position = 0): EnrolmentToSchedule {
  return {
    id: 'e',
    organisationId: 'o',
    campaignId: 'c',
    position,
    mailboxId: null,
    timeZone: null,
    country: null,
    settings: defaultCampaignSettings,
    lastSentAt: null,
    nextDueAt,
  };
}

describe('whether scheduling rewrites the enrolment', () => {
  it('leaves it when launch stored the same opening, or a passed time while the row is due now', () => {
    expect(enrolmentSettled(enrolment(later), 0, later, now)).toBe(true);
    expect(enrolmentSettled(enrolment(earlier), 0, now, now)).toBe(true);
  });

  it('rewrites it for another position, another time, a passed time with the row due later, or none stored', () => {
    expect(enrolmentSettled(enrolment(later), 2, later, now)).toBe(false);
    expect(enrolmentSettled(enrolment(later), 0, new Date(later.getTime() + 1), now)).toBe(false);
    expect(enrolmentSettled(enrolment(earlier), 0, later, now)).toBe(false);
    expect(enrolmentSettled(enrolment(null), 0, now, now)).toBe(false);
  });
});

describe('time-ordered ids', () => {
  it('are version 7 UUIDs, unique and rising in the order given, past 4,096 in a millisecond', () => {
    const ids = timeOrderedIds(10_000, now.getTime());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]?.replace(/-/g, '').slice(0, 12)).toBe(now.getTime().toString(16).padStart(12, '0'));
  });
});
