import type { CreditSummary, Invoice, LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { users } from './db/schema.ts';
import { demoOwner, ensureSuperAdmin, RefusedPasswordError, seedDemoOrganisation } from './seed.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('the first-run demo organisation', () => {
  it('is seeded once, and its owner signs in to a Growth plan with 5,000 credits and an invoice', async () => {
    expect(await seedDemoOrganisation(context.db, { NODE_ENV: 'development' })).toEqual(demoOwner);
    expect(await seedDemoOrganisation(context.db, { NODE_ENV: 'development' })).toBeNull();

    const login = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: demoOwner.email, password: demoOwner.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.accessToken;
    const credit = await context.call<{ data: CreditSummary }>('GET', '/api/v1/payment/credit', { token });
    expect(credit.body.data).toMatchObject({ balance: 5000, plan: 'growth', hasPurchase: true });
    const invoices = await context.call<{ data: Invoice[] }>('GET', '/api/v1/payment/invoices', { token });
    expect(invoices.body.data).toHaveLength(1);
    expect(invoices.body.data[0]).toMatchObject({ planId: 'growth', currency: 'USD', totalMinor: 11_900 });
  });

  it('is never seeded in production', async () => {
    expect(await seedDemoOrganisation(context.db, { NODE_ENV: 'production' })).toBeNull();
  });
});

describe('the super-admin bootstrap', () => {
  it.each([
    ['a common password', 'password123', /too easy to guess/],
    ['eight spaces', '        ', /only spaces/],
    ['the address', 'bootstrap-root', /built from your name, email, organisation/],
    ['the product’s name', 'leadpilot2026', /built from your name, email, organisation/],
  ])('refuses %s as sign-up does, naming where it came from, and creates nothing', async (_case, password, why) => {
    const attempt = ensureSuperAdmin(context.db, 'bootstrap-root@example.test', password, 'SUPERADMIN_PASSWORD');
    await expect(attempt).rejects.toBeInstanceOf(RefusedPasswordError);
    await expect(attempt).rejects.toThrow(why);
    await expect(attempt).rejects.toThrow(/^SUPERADMIN_PASSWORD is refused: /);
    await attempt.catch((error: Error) => expect(error.message).not.toContain(password.trim() || password));
    const [found] = await context.db.select().from(users).where(eq(users.email, 'bootstrap-root@example.test'));
    expect(found).toBeUndefined();
  });

  it('creates a super-admin who signs in with a strong password', async () => {
    const password = 'quartz harbour lantern meadow';
    expect(await ensureSuperAdmin(context.db, 'bootstrap-root@example.test', password)).toMatchObject({
      created: true,
    });
    const login = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: 'bootstrap-root@example.test', password },
    });
    expect(login.status).toBe(200);
    expect(login.body.userData).toMatchObject({ isSuperAdmin: true });
  });
});
