import type { CreditSummary, LoginReply, MemberAllowance } from '@leadpilot/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { days } from '../../platform/clock.ts';
import { grantPurchase } from './credit-ledger.ts';
import { actorFor, ledgerTotals, signInSuperAdmin } from './credits-test-support.ts';

let context: TestContext;
let root: LoginReply;
let rootToken: string;

beforeAll(async () => {
  context = await createTestContext();
  root = await signInSuperAdmin(context);
  rootToken = root.accessToken;
});
afterAll(() => context.close());
// Tests that move time put it back, so the access tokens of the others stay fresh.
afterEach(() => context.clock.set(new Date()));

const firstPage = { page: 1, perPage: 10 };

/** Through the service, for tests that move time past the access tokens' lifetime. */
function summaryAt(user: LoginReply) {
  return context.app.services.credits.summary(actorFor(user), firstPage);
}

function grantAt(organisationId: string, credits: number, reason: string) {
  return context.app.services.credits.adminAdjust(actorFor(root), { organisationId, credits, reason });
}

async function summaryOf(token: string, query = '') {
  const response = await context.call<{ data: CreditSummary }>('GET', `/api/v1/payment/credit${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function grantByAdmin(organisationId: string, credits: number, reason = 'Welcome credits') {
  return context.call<{ message: string; data: { balance: number } }>('POST', '/api/v1/sadmin/organisations/credit', {
    token: rootToken,
    body: { organisationId, credits, reason },
  });
}

describe('the credit balance', () => {
  it('starts at zero on the Basic plan, with the low-balance flag', async () => {
    const owner = await context.signup();
    const summary = await summaryOf(owner.accessToken);
    expect(summary).toMatchObject({ balance: 0, plan: 'basic', hasPurchase: false, isLowBalance: true, lots: [] });
    expect(summary.history.total).toBe(0);
  });

  it('takes super-admin grants and removals into the ledger, with the reason, the admin and an audit row', async () => {
    const owner = await context.signup();
    const organisationId = owner.userData.organisation.id;
    const granted = await grantByAdmin(organisationId, 700, 'Goodwill after an outage');
    expect(granted.status).toBe(200);
    expect(granted.body.message).toMatch(/^Added 700 credits to /);
    expect(granted.body.data.balance).toBe(700);

    const removed = await grantByAdmin(organisationId, -200, 'Duplicate grant');
    expect(removed.body.data.balance).toBe(500);
    const tooMuch = await grantByAdmin(organisationId, -501, 'Too much');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe('Cannot remove 501 credits: the balance is 500.');

    const summary = await summaryOf(owner.accessToken);
    expect(summary.balance).toBe(500);
    expect(summary.isLowBalance).toBe(false);
    expect(summary.history.data.map((entry) => [entry.kind, entry.amount, entry.balanceAfter, entry.reason])).toEqual([
      ['admin_adjustment', -200, 500, 'Duplicate grant'],
      ['admin_adjustment', 700, 700, 'Goodwill after an outage'],
    ]);
    expect(summary.history.data[0]?.user?.name).toMatch(/./);
    const audits = await context.database.query<{ count: number }>(
      `select count(*)::int as count from audit_log where organisation_id = $1 and action = 'sadmin.credits_adjusted'`,
      [organisationId],
    );
    expect(audits[0]?.count).toBe(2);
    expect(await ledgerTotals(context, organisationId)).toEqual({ ledger: 500, lots: 500 });
  });

  it('refuses credit changes to everyone but the super-admin, and checks the reason', async () => {
    const owner = await context.signup();
    const asOwner = await context.call('POST', '/api/v1/sadmin/organisations/credit', {
      token: owner.accessToken,
      body: { organisationId: owner.userData.organisation.id, credits: 1000, reason: 'Free money' },
    });
    expect(asOwner.status).toBe(403);
    const noReason = await grantByAdmin(owner.userData.organisation.id, 10, ' ');
    expect(noReason.status).toBe(400);
    const zero = await grantByAdmin(owner.userData.organisation.id, 0, 'Nothing at all');
    expect(zero.status).toBe(400);
    expect((await summaryOf(owner.accessToken)).balance).toBe(0);
  });
});

describe('spending', () => {
  it('spends once per idempotency key and refuses more than the balance with the exact message', async () => {
    const owner = await context.signup();
    await grantByAdmin(owner.userData.organisation.id, 10);
    const actor = actorFor(owner);
    const first = await context.app.services.credits.spend(actor, 4, 'Revealed Ada Lovelace', 'reveal:ada');
    const again = await context.app.services.credits.spend(actor, 4, 'Revealed Ada Lovelace', 'reveal:ada');
    expect(first).toMatchObject({ amount: 4, balance: 6, isNew: true });
    expect(again).toMatchObject({ entryId: first.entryId, amount: 4, balance: 6, isNew: false });
    await expect(context.app.services.credits.spend(actor, 7, 'Enriched 7 rows', 'enrich:1')).rejects.toMatchObject({
      status: 422,
      message: 'Not enough credits: need 7, you have 6',
    });
    const summary = await summaryOf(owner.accessToken, '?kind=spend');
    expect(summary.history.data).toHaveLength(1);
    expect(summary.history.data[0]).toMatchObject({ amount: -4, reason: 'Revealed Ada Lovelace' });
  });

  it('draws from the lot that expires first and never from an expired one', async () => {
    const owner = await context.signup();
    const organisationId = owner.userData.organisation.id;
    await grantAt(organisationId, 5, 'Older lot');
    context.clock.advance(days(100));
    await grantAt(organisationId, 5, 'Newer lot');
    const actor = actorFor(owner);
    await context.app.services.credits.spend(actor, 3, 'First spend', 'spend:first');
    let summary = await summaryAt(owner);
    expect(summary.lots.map((lot) => lot.remaining)).toEqual([2, 5]);

    // A year after the first grant it expires: its 2 credits are gone, the newer lot still spends.
    context.clock.advance(days(266));
    summary = await summaryAt(owner);
    expect(summary.balance).toBe(5);
    await expect(context.app.services.credits.spend(actor, 6, 'Too much', 'spend:big')).rejects.toMatchObject({
      message: 'Not enough credits: need 6, you have 5',
    });
    await context.app.services.credits.spend(actor, 5, 'Rest', 'spend:rest');
    summary = await summaryAt(owner);
    expect(summary.history.data.slice(0, 2).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['spend', -5],
      ['expiry', -2],
    ]);
    expect(await ledgerTotals(context, organisationId)).toEqual({ ledger: 0, lots: 0 });
  });

  it('writes expiry rows from the scheduled job, and the plan falls back to Basic when purchases expire', async () => {
    const owner = await context.signup();
    const organisationId = owner.userData.organisation.id;
    await context.db.transaction((tx) =>
      grantPurchase(tx, {
        organisationId,
        userId: owner.userData.id,
        paymentId: crypto.randomUUID(),
        planId: 'growth',
        credits: 5000,
        now: context.clock.now(),
        reason: 'Growth plan',
      }),
    );
    expect(await context.app.services.credits.planOf(organisationId)).toEqual({ plan: 'growth', hasPurchase: true });
    context.clock.advance(days(365) + 1000);
    expect(await context.app.services.credits.expireAll()).toBeGreaterThanOrEqual(5000);
    expect(await context.app.services.credits.expireAll()).toBe(0);
    const summary = await summaryAt(owner);
    expect(summary).toMatchObject({ balance: 0, plan: 'basic', hasPurchase: false });
    expect(summary.history.data[0]).toMatchObject({ kind: 'expiry', amount: -5000, balanceAfter: 0 });
  });
});

describe('team allowances', () => {
  it('caps a member at their allowance while the organisation’s balance is shared', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken);
    await grantByAdmin(owner.userData.organisation.id, 100);

    const refused = await context.call('POST', '/api/v1/users/teams/credit', {
      token: member.accessToken,
      body: { userId: member.userData.id, credit: 1000 },
    });
    expect(refused.status).toBe(403);

    const set = await context.call<{ message: string; data: MemberAllowance }>('POST', '/api/v1/users/teams/credit', {
      token: owner.accessToken,
      body: { userId: member.userData.id, credit: 50 },
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toMatch(/can now spend up to 50 credits\.$/);

    const actor = actorFor(member);
    await context.app.services.credits.spend(actor, 30, 'Enriched 30 rows', 'member:1');
    await expect(context.app.services.credits.spend(actor, 30, 'Enriched 30 rows', 'member:2')).rejects.toMatchObject({
      message: 'Not enough credits: need 30, you have 20',
    });
    // The owner has no allowance and draws from what is left of the balance.
    await context.app.services.credits.spend(actorFor(owner), 70, 'Owner spend', 'owner:1');

    const list = await context.call<{ data: MemberAllowance[] }>('GET', '/api/v1/users/teams/credit', {
      token: member.accessToken,
    });
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        { userId: member.userData.id, allowance: 50, used: 30 },
        { userId: owner.userData.id, allowance: null, used: 70 },
      ]),
    );
    const memberSummary = await summaryOf(member.accessToken);
    expect(memberSummary.myAllowance).toEqual({ userId: member.userData.id, allowance: 50, used: 30 });
    expect(
      memberSummary.history.data.some(
        (entry) => entry.kind === 'allocation' && entry.member?.id === member.userData.id,
      ),
    ).toBe(true);

    const removed = await context.call<{ data: MemberAllowance }>('POST', '/api/v1/users/teams/credit', {
      token: owner.accessToken,
      body: { userId: member.userData.id, credit: null },
    });
    expect(removed.body.data).toEqual({ userId: member.userData.id, allowance: null, used: 30 });
  });

  it('answers 404 for a member of another organisation', async () => {
    const owner = await context.signup();
    const other = await context.signup();
    const response = await context.call('POST', '/api/v1/users/teams/credit', {
      token: owner.accessToken,
      body: { userId: other.userData.id, credit: 10 },
    });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'This member was not found.' });
  });
});

describe('history', () => {
  it('filters by kind and date, pages, and exports CSV that a spreadsheet cannot run as a formula', async () => {
    const owner = await context.signup();
    const organisationId = owner.userData.organisation.id;
    for (let index = 0; index < 3; index += 1) await grantByAdmin(organisationId, 10, `Grant ${index}`);
    await grantByAdmin(organisationId, -1, '=HYPERLINK("http://evil.test")');
    const page = await summaryOf(owner.accessToken, '?kind=admin_adjustment&perPage=2&page=2');
    expect(page.history).toMatchObject({ total: 4, page: 2, perPage: 2 });
    expect(page.history.data.map((entry) => entry.reason)).toEqual(['Grant 1', 'Grant 0']);
    const today = context.clock.now().toISOString().slice(0, 10);
    expect((await summaryOf(owner.accessToken, `?from=${today}&to=${today}`)).history.total).toBe(4);
    expect((await summaryOf(owner.accessToken, '?to=2000-01-01')).history.total).toBe(0);

    const csv = await context.app.inject({
      method: 'GET',
      url: '/api/v1/payment/credit/export?kind=admin_adjustment',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date (UTC),Type,Credits,Balance after,Reason,By,Member');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toContain(',Adjustment,-1,29,');
  });

  it('rejects a malformed filter with a message', async () => {
    const owner = await context.signup();
    for (const query of ['from=yesterday', 'from=0000-02-29', 'to=2026-02-30']) {
      const response = await context.call('GET', `/api/v1/payment/credit?${query}`, { token: owner.accessToken });
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ message: expect.any(String) });
    }
  });
});
