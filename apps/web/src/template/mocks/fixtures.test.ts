import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture, loadFixtureText, parseFixture, resetMockData } from './db.ts';
import { fixtureNames, generateFixtures, serializeFixtures } from './fixtures/generate.ts';
import { fixtureReferenceDate } from './fixtures/reference-date.ts';

const reference = Date.parse(fixtureReferenceDate);
const dayMs = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
  resetMockData();
});

describe('the fixture generator (build time)', () => {
  it('yields byte-identical files on every run, whatever the clock', () => {
    const first = serializeFixtures();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-07-19T23:59:00Z') });
    const later = serializeFixtures();
    expect(Object.keys(first)).toEqual(fixtureNames);
    for (const name of fixtureNames) expect(later[name], name).toBe(first[name]);
  });

  it('gives every file data of its own', () => {
    const fixtures = generateFixtures();
    expect(fixtures.email.emails.length).toBeGreaterThanOrEqual(45);
    expect(fixtures.user.users).toHaveLength(60);
    expect(fixtures.shop.products).toHaveLength(24);
    expect(fixtures.shop.colorOptions).toHaveLength(24);
    expect(fixtures['dashboard-analytics'].appDesign.teamMembers).toHaveLength(5);
  });
});

describe('the shipped fixtures', () => {
  it('are the generator output, byte for byte', async () => {
    const expected = serializeFixtures();
    for (const name of fixtureNames) expect(await loadFixtureText(name), name).toBe(expected[name]);
  });

  it('load in the mock layer as the generator made them, at the reference date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(fixtureReferenceDate) });
    const generated = generateFixtures();
    for (const name of fixtureNames) {
      const loaded = await fixture(name);
      const plain =
        name === 'shop'
          ? { ...loaded, colorOptions: [...(loaded as { colorOptions: Map<number, string[]> }).colorOptions] }
          : loaded;
      expect(plain, name).toEqual(generated[name]);
    }
  });

  it('keep their dates relative to today: timestamps by the elapsed time, days by whole days', () => {
    const now = reference + 40 * dayMs + 3_600_000;
    const json = JSON.stringify({
      time: '2026-01-02T08:30:00.000Z',
      day: '2025-12-20',
      text: 'Meeting on 2026-01-02',
      createdDate: '14 Apr 2021, 8:43 PM',
    });
    expect(parseFixture(json, now)).toEqual({
      time: new Date(Date.parse('2026-01-02T08:30:00.000Z') + 40 * dayMs + 3_600_000).toISOString(),
      day: '2026-01-29',
      text: 'Meeting on 2026-01-02',
      createdDate: '14 Apr 2021, 8:43 PM',
    });
  });

  it('are changed on a copy: a reset brings the shipped data back', async () => {
    const { emails } = await fixture('email');
    const count = emails.length;
    emails.splice(0, 5);
    expect((await fixture('email')).emails).toHaveLength(count - 5);
    resetMockData();
    expect((await fixture('email')).emails).toHaveLength(count);
  });
});
