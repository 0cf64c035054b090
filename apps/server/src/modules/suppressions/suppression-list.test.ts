import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { organisations, suppressions } from '../../db/schema.ts';
import { isSuppressed, suppress, suppressedAmong } from './suppression-list.ts';
import { loadFooterSender } from './unsubscribe-footer.ts';

let database: DatabaseHandle;
let ours: string;
let theirs: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db
    .insert(organisations)
    .values([{ name: 'Ours Ltd' }, { name: 'Theirs Ltd' }])
    .returning({ id: organisations.id });
  [ours, theirs] = rows.map((row) => row.id) as [string, string];
});
afterAll(() => database.close());

describe('the suppression list', () => {
  it('holds an address case-insensitively, and only for its own organisation', async () => {
    await suppress(database.db, {
      organisationId: ours,
      email: '  Ada.Lovelace@Example.COM ',
      reason: 'unsubscribed',
      source: 'test',
    });
    expect(await isSuppressed(database.db, ours, 'ada.lovelace@example.com')).toBe(true);
    expect(await isSuppressed(database.db, ours, 'ADA.LOVELACE@EXAMPLE.COM')).toBe(true);
    expect(await isSuppressed(database.db, ours, 'charles@example.com')).toBe(false);
    expect(await isSuppressed(database.db, theirs, 'ada.lovelace@example.com')).toBe(false);
  });

  it('holds every address at a suppressed domain, but not at a domain that merely ends the same way', async () => {
    await suppress(database.db, { organisationId: ours, domain: 'Initech.example', reason: 'manual', source: 'test' });
    expect(await isSuppressed(database.db, ours, 'peter@initech.example')).toBe(true);
    expect(await isSuppressed(database.db, ours, 'MILTON@INITECH.EXAMPLE')).toBe(true);
    expect(await isSuppressed(database.db, ours, 'bob@notinitech.example')).toBe(false);
    expect(await isSuppressed(database.db, theirs, 'peter@initech.example')).toBe(false);
  });

  it('answers for a whole batch in one call', async () => {
    const held = await suppressedAmong(database.db, ours, [
      'ada.lovelace@example.com',
      'Samir@Initech.example',
      'someone@elsewhere.example',
      'not an address',
    ]);
    expect([...held].sort()).toEqual(['ada.lovelace@example.com', 'samir@initech.example']);
    expect(await suppressedAmong(database.db, ours, [])).toEqual(new Set());
  });

  it('is idempotent: suppressing the same address twice keeps one row and says it was already there', async () => {
    const input = { organisationId: ours, email: 'twice@example.com', reason: 'bounced' as const, source: 'test' };
    const first = await suppress(database.db, input);
    const second = await suppress(database.db, { ...input, email: 'TWICE@example.com', reason: 'unsubscribed' });
    expect(first).toEqual({ kind: 'email', value: 'twice@example.com', created: true });
    expect(second).toEqual({ kind: 'email', value: 'twice@example.com', created: false });
    const rows = await database.db.select().from(suppressions);
    const matching = rows.filter((row) => row.value === 'twice@example.com');
    expect(matching).toHaveLength(1);
    expect(matching[0]?.reason).toBe('bounced');
  });

  it('refuses something that is not an address or a domain, with a 400', async () => {
    await expect(
      suppress(database.db, { organisationId: ours, email: 'nobody', reason: 'manual', source: 'test' }),
    ).rejects.toMatchObject({ status: 400, message: 'This is not an email address.' });
    await expect(
      suppress(database.db, { organisationId: ours, domain: 'no spaces.example', reason: 'manual', source: 'test' }),
    ).rejects.toMatchObject({ status: 400, message: 'This is not a domain.' });
  });
});

describe('the footer sender', () => {
  it('reads the organisation’s name and postal address from its settings, skipping empty lines', async () => {
    await database.db
      .update(organisations)
      .set({
        addressLine1: '1 Infinite Loop',
        addressCity: 'Cupertino',
        addressRegion: 'CA',
        addressPostalCode: '95014',
        addressCountry: 'US',
      })
      .where(eq(organisations.id, ours));
    expect(await loadFooterSender(database.db, ours)).toEqual({
      organisationName: 'Ours Ltd',
      postalAddress: ['1 Infinite Loop', 'Cupertino, CA, 95014', 'US'],
    });
    expect(await loadFooterSender(database.db, theirs)).toEqual({ organisationName: 'Theirs Ltd', postalAddress: [] });
  });
});
