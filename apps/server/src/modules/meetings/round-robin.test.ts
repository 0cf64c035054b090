import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFreeSlots, type Slot } from './free-slots.ts';
import { rulesWith, wallTime } from './meetings-test-support.ts';
import { membersFreeAt, pickHost, type TeamMember, teamFreeSlots, teamPageSchema } from './round-robin.ts';

const now = wallTime('2025-06-02T06:00');
const week = (zone = 'Europe/Berlin') =>
  findFreeSlots({ rules: rulesWith({ timeZone: zone }), busy: [], bookings: [], now, from: '2025-06-02', days: 7 });

function member(hostId: string, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    hostId,
    timeZone: 'Europe/Berlin',
    freeSlots: week(),
    history: [],
    capPerDay: null,
    capPerWeek: null,
    ...overrides,
  };
}

/** Books `slots` one after the other through the round robin, as the booking route will. */
function bookInTurn(members: TeamMember[], slots: readonly Slot[]): Array<string | null> {
  return slots.map((slot, index) => {
    const hostId = pickHost(members, slot);
    const host = members.find((candidate) => candidate.hostId === hostId);
    if (host) {
      host.history = [...host.history, { start: slot.start, bookedAt: new Date(now.getTime() + index * 60_000) }];
      host.freeSlots = host.freeSlots.filter((free) => free.start.getTime() !== slot.start.getTime());
    }
    return hostId;
  });
}

describe('round robin', () => {
  it('shares bookings in turn: least recently booked first, ties to the smaller id', () => {
    const members = [member('carol'), member('alice'), member('bob')];
    const slots = week().slice(0, 9);
    expect(bookInTurn(members, slots)).toEqual([
      'alice',
      'bob',
      'carol',
      'alice',
      'bob',
      'carol',
      'alice',
      'bob',
      'carol',
    ]);
  });

  it('gives a slot to whoever is free then, and a never-booked member goes first', () => {
    const slot = week()[0] as Slot;
    const busyAlice = member('alice', { freeSlots: week().slice(1) });
    const bookedBob = member('bob', {
      history: [{ start: wallTime('2025-05-28T10:00'), bookedAt: wallTime('2025-05-20T10:00') }],
    });
    expect(pickHost([busyAlice, bookedBob, member('dan')], slot)).toBe('dan');
    expect(pickHost([busyAlice, bookedBob], slot)).toBe('bob');
    expect(pickHost([busyAlice], slot)).toBeNull();
  });

  it('does not depend on the order the members are listed in', () => {
    const slot = week()[3] as Slot;
    const history = (day: string) => [{ start: wallTime(`${day}T10:00`), bookedAt: wallTime(`${day}T08:00`) }];
    const members = [
      member('a', { history: history('2025-05-27') }),
      member('b', { history: history('2025-05-26') }),
      member('c', { history: history('2025-05-26') }),
    ];
    expect(pickHost(members, slot)).toBe('b');
    expect(pickHost([...members].reverse(), slot)).toBe('b');
  });

  it('skips a member at their cap for the day, counted on their own clock', () => {
    const mondays = week().slice(0, 6);
    const members = [member('alice', { capPerDay: 1 }), member('bob')];
    expect(bookInTurn(members, mondays)).toEqual(['alice', 'bob', 'bob', 'bob', 'bob', 'bob']);
    // Tuesday is a new day for Alice.
    const tuesday = week().find((slot) => slot.start >= wallTime('2025-06-03T00:00')) as Slot;
    expect(pickHost(members, tuesday)).toBe('alice');
  });

  it('skips a member at their cap for the week, Monday to Sunday', () => {
    const members = [member('alice', { capPerWeek: 2 }), member('bob', { capPerWeek: 2 })];
    const slots = week().filter((_, index) => index % 31 === 0);
    // One slot a day Monday to Friday: four fill both weeks' caps, the fifth has nobody.
    expect(bookInTurn(members, slots)).toEqual(['alice', 'bob', 'alice', 'bob', null]);
    const nextMonday = findFreeSlots({
      rules: rulesWith(),
      busy: [],
      bookings: [],
      now,
      from: '2025-06-09',
      days: 1,
    })[0] as Slot;
    expect(
      pickHost(
        members.map((one) => ({ ...one, freeSlots: [nextMonday] })),
        nextMonday,
      ),
    ).toBe('alice');
  });

  it("shows a team slot when at least one member can take it, and hides one everyone's caps have filled", () => {
    const [first, second, third] = week();
    const alice = member('alice', { freeSlots: [first as Slot, second as Slot] });
    const bob = member('bob', { freeSlots: [second as Slot, third as Slot] });
    expect(teamFreeSlots([alice, bob])).toEqual([first, second, third]);
    expect(membersFreeAt([alice, bob], second as Slot).map((one) => one.hostId)).toEqual(['alice', 'bob']);
    const full = { start: wallTime('2025-06-02T12:00'), bookedAt: now };
    expect(teamFreeSlots([{ ...alice, capPerDay: 1, history: [full] }, bob])).toEqual([second, third]);
  });

  it('checks a team page in plain words', () => {
    expect(teamPageSchema.safeParse({ name: 'Sales', slug: 'sales-team', memberIds: ['a', 'b'] }).success).toBe(true);
    const refused = teamPageSchema.safeParse({ name: ' ', slug: 'Sales Team', memberIds: ['a', 'a'] });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Give the page a name',
      'Use lower-case letters, digits and dashes, e.g. sales-team',
      'A member appears twice',
    ]);
  });
});

describe('round robin, for any team and sequence', () => {
  it('keeps members who are always free within one booking of each other', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 40 }),
        (ids, bookings) => {
          const slots = week();
          const members = ids.map((id) => member(id, { freeSlots: slots }));
          const hosts = bookInTurn(members, slots.slice(0, bookings));
          const counts = ids.map((id) => hosts.filter((host) => host === id).length);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
          expect(hosts.every((host) => host !== null)).toBe(true);
        },
      ),
      { numRuns: 60, seed: 16 },
    );
  });
});
