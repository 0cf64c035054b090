import type { CheckoutOrder, FreeDashboard, Invoice, LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsContext, type PaymentsContext } from '../../../test/payments-fixture.ts';
import { balanceOf, type SeededPerson, seedPeople } from '../contacts/contacts-test-support.ts';
import { download, parseCsv, step, uploadFile } from '../enrichment/enrichment-test-support.ts';
import { enrichmentRunJob } from '../enrichment/index.ts';
import { freeAccount } from './free-enrichment-test-support.ts';

/**
 * A free account's file through the API with the code's token: up to 25 rows uploaded, estimated
 * (the sample shows no values), run on the free credits and downloaded; a larger file refused with
 * nothing stored until credits are bought (a Razorpay order, doubled by the loopback); its invoices;
 * another organisation's file 404.
 */
let context: PaymentsContext;
let people: SeededPerson[];

beforeAll(async () => {
  context = await createPaymentsContext();
  people = (await seedPeople(context, 40, 'free-enrichment')).filter((person) => person.email);
  for (const person of people.slice(0, 10)) {
    await context.database.query(`update people set email_status = 'verified' where id = $1`, [person.id]);
  }
}, 120_000);
afterAll(() => context?.close());

/** The test-support helpers take a sign-in reply; only its access token is read. */
const as = (token: string) => ({ accessToken: token }) as LoginReply;

function csvOf(rows: number): string {
  const lines = ['First name,Last name,Company'];
  for (let index = 0; index < rows; index++) {
    const person = people[index % people.length];
    const [first, ...rest] = (person?.fullName ?? '').split(' ');
    lines.push(`${first},${rest.join(' ')},${person?.companyName}`);
  }
  return `${lines.join('\n')}\n`;
}

const fileCount = async (organisationId: string) =>
  (
    await context.database.query<{ count: number }>(
      'select count(*)::int as count from enrichment_files where organisation_id = $1',
      [organisationId],
    )
  )[0]?.count;

describe('free enrichment: a file with the free token', () => {
  it('uploads, estimates without values, runs on the free credits and downloads the result', async () => {
    const free = await freeAccount(context);
    const uploaded = await uploadFile(context, as(free.token), 'Leads.csv', csvOf(5));
    expect(uploaded.status).toBe(200);
    const { file } = uploaded.body.data;
    expect((await step(context, as(free.token), { action: 'map', id: file.id, mapping: file.mapping })).status).toBe(
      200,
    );
    const estimated = await step(context, as(free.token), { action: 'estimate', id: file.id });
    expect(estimated.status).toBe(200);
    expect(estimated.body.data.estimate).toMatchObject({ rows: 5, balance: 25 });
    expect(JSON.stringify(estimated.body.data.estimate)).not.toContain('@');
    expect((await step(context, as(free.token), { action: 'confirm', id: file.id })).status).toBe(200);
    await context.inline.drain();
    await enrichmentRunJob.handler({}, { services: context.app.services, clock: context.clock, log: context.app.log });

    const dashboard = await context.call<{ data: FreeDashboard }>('POST', '/api/v1/callback/freeenrich/dashboard', {
      token: free.token,
      body: {},
    });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.total).toBe(1);
    expect(dashboard.body.data.files[0]).toMatchObject({ id: file.id, stage: 'completed', rowsDone: 5 });
    const spent = dashboard.body.data.files[0]?.creditsSpent ?? 0;
    expect(spent).toBeGreaterThan(0);
    expect(dashboard.body.data.profile).toMatchObject({ state: 'free', balance: 25 - spent, maxRows: 25 });
    expect(await balanceOf(context, free.organisationId)).toBe(25 - spent);

    const result = await download(context, as(free.token), `/api/v1/contacts/enrichment/download/${file.id}`);
    expect(result.status).toBe(200);
    const rows = parseCsv(result.text);
    expect(rows).toHaveLength(6);
    expect(rows[0]?.slice(0, 5)).toEqual(['First name', 'Last name', 'Company', 'Work email', 'Work email status']);
    expect(rows.slice(1).some((row) => row[3]?.includes('@'))).toBe(true);

    // Another organisation's file and dashboard stay out of reach.
    const other = await freeAccount(context);
    const theirs = await download(context, as(other.token), `/api/v1/contacts/enrichment/download/${file.id}`);
    expect(theirs.status).toBe(404);
    const theirDashboard = await context.call<{ data: FreeDashboard }>(
      'POST',
      '/api/v1/callback/freeenrich/dashboard',
      {
        token: other.token,
        body: {},
      },
    );
    expect(theirDashboard.body.data.files).toEqual([]);

    // Converting: the account's first password (through the password reset) makes it a full
    // organisation that keeps its file and credits, and signs in with the product's whole ability.
    const forgot = await context.call('POST', '/api/v1/auth/password/forgot', { body: { email: free.email } });
    expect(forgot.status).toBe(202);
    await context.inline.drain();
    const [mail] = await context.database.query<{ text_body: string }>(
      `select text_body from sandbox_messages where to_address = $1 and kind = 'password-reset'`,
      [free.email],
    );
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '');
    const password = 'violet canyon harbour 71';
    const reset = await context.call('POST', '/api/v1/auth/password/reset', { body: { token, password } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toContain('now a full Leadpilot account');
    const signedIn = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: free.email, password },
    });
    expect(signedIn.status).toBe(200);
    const full = signedIn.body.accessToken;
    expect((await context.call('GET', '/api/v1/campaign', { token: full })).status).toBe(200);
    expect((await download(context, as(full), `/api/v1/contacts/enrichment/download/${file.id}`)).status).toBe(200);
    expect(await balanceOf(context, free.organisationId)).toBe(25 - spent);
    const [organisation] = await context.database.query<{ state: string }>(
      'select state from organisations where id = $1',
      [free.organisationId],
    );
    expect(organisation?.state).toBe('active');
  });

  it('refuses a file over 25 rows with nothing stored, until credits are bought', async () => {
    const free = await freeAccount(context);
    const exactly = await uploadFile(context, as(free.token), 'Twenty-five.csv', csvOf(25));
    expect(exactly.status).toBe(200);
    const tooMany = await uploadFile(context, as(free.token), 'Twenty-six.csv', csvOf(26));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(
      'Free enrichment takes files of up to 25 rows. Remove some rows and upload it again, or buy credits to enrich larger files.',
    );
    expect(await fileCount(free.organisationId)).toBe(1);

    // A Razorpay order for a plan, paid through the loopback's checkout.
    const ordered = await context.call<{ data: CheckoutOrder }>('POST', '/api/v1/callback/freeenrich/payment', {
      token: free.token,
      body: { planId: 'basic', currency: 'USD' },
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data).toMatchObject({ planId: 'basic', currency: 'USD', credits: 600, amountMinor: 2300 });
    expect(ordered.body.data.prefill.email).toBe(free.email);
    expect(context.loopback.orders.get(ordered.body.data.orderId)).toMatchObject({ amount: 2300, currency: 'USD' });
    const paid = context.loopback.pay(ordered.body.data.orderId);
    expect((await context.update(free.token, paid)).status).toBe(200);

    const invoices = await context.call<{ data: Invoice[]; total: number }>(
      'POST',
      '/api/v1/callback/freeenrich/invoices',
      { token: free.token, body: { page: 1 } },
    );
    expect(invoices.status).toBe(200);
    expect(invoices.body.total).toBe(1);
    expect(invoices.body.data[0]).toMatchObject({
      planId: 'basic',
      credits: 600,
      totalMinor: 2300,
      paymentStatus: 'captured',
    });

    const bought = await uploadFile(context, as(free.token), 'Twenty-six.csv', csvOf(26));
    expect(bought.status).toBe(200);
    expect(bought.body.data.file.rowCount).toBe(26);

    // Another account sees none of these invoices.
    const other = await freeAccount(context);
    const theirs = await context.call<{ total: number }>('POST', '/api/v1/callback/freeenrich/invoices', {
      token: other.token,
      body: {},
    });
    expect(theirs.body.total).toBe(0);
  });

  it('refuses unknown fields and bad pages on the token routes with 400', async () => {
    const free = await freeAccount(context);
    for (const [path, body] of [
      ['dashboard', { organisationId: free.organisationId }],
      ['dashboard', { page: 0 }],
      ['invoices', { perPage: 1000 }],
      ['payment', { planId: 'everything', currency: 'USD' }],
    ] as const) {
      const reply = await context.call<{ message: string }>('POST', `/api/v1/callback/freeenrich/${path}`, {
        token: free.token,
        body,
      });
      expect(reply.status, path).toBe(400);
      expect(reply.body.message).toEqual(expect.any(String));
    }
    const badId = await context.call('GET', '/api/v1/callback/freeenrich/profile/not-a-uuid', { token: free.token });
    expect(badId.status).toBe(400);
    const anonymous = await context.call('POST', '/api/v1/callback/freeenrich/dashboard', { body: {} });
    expect(anonymous.status).toBe(401);
  });
});
