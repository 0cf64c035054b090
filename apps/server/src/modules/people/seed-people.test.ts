import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testConfig } from '../../../test/harness.ts';
import { seedPeople } from './seed-people.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
}, 60_000);
afterAll(() => context.close());

const peopleCount = async () =>
  (await context.database.query<{ count: number }>('select count(*)::int as count from people'))[0]?.count;

describe('the first-run people seed', () => {
  it('is configured by SEED_PEOPLE: 20,000 by default, 0 turns it off, nonsense is refused', () => {
    expect(testConfig().SEED_PEOPLE).toBe(20_000);
    expect(testConfig({ SEED_PEOPLE: '0' }).SEED_PEOPLE).toBe(0);
    expect(() => testConfig({ SEED_PEOPLE: '-5' })).toThrowError(/SEED_PEOPLE/);
    expect(() => testConfig({ SEED_PEOPLE: 'many' })).toThrowError(/SEED_PEOPLE/);
  });

  it('does nothing in production or when SEED_PEOPLE is 0', async () => {
    expect(await seedPeople(context.db, { NODE_ENV: 'production', SEED_PEOPLE: 50 })).toBeNull();
    expect(await seedPeople(context.db, { NODE_ENV: 'development', SEED_PEOPLE: 0 })).toBeNull();
    expect(await peopleCount()).toBe(0);
  });

  it('fills an empty people table once, and never again', async () => {
    const seeded = await seedPeople(context.db, { NODE_ENV: 'development', SEED_PEOPLE: 120 });
    expect(seeded).toMatchObject({ people: 120 });
    expect(seeded?.companies).toBeGreaterThan(0);
    expect(await peopleCount()).toBe(120);
    expect(await seedPeople(context.db, { NODE_ENV: 'development', SEED_PEOPLE: 120 })).toBeNull();
    expect(await peopleCount()).toBe(120);
  });
});
