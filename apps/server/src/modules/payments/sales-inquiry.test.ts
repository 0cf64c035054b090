import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { ensureSuperAdmin } from '../../seed.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ config: { SALES_INQUIRIES_PER_IP_PER_HOUR: '3' } });
});
afterAll(() => context.close());

const inquiry = {
  name: 'Priya <b>Shah</b>',
  email: 'Priya@Example.test',
  company: 'Acme Exports',
  credits: 250_000,
  message: 'We need about 250k credits a quarter for three sales teams.',
};

async function send(body: unknown, remoteAddress: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/public/sales-inquiry',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('sales inquiries', () => {
  it('stores the inquiry and mails every active super-admin, with what the visitor typed escaped', async () => {
    await ensureSuperAdmin(context.db, 'root-one@example.test', 'a passphrase for root one');
    await ensureSuperAdmin(context.db, 'root-two@example.test', 'a passphrase for root two');
    const reply = await send(inquiry, '203.0.113.10');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      message: 'Thank you! Our sales team will get back to you shortly.',
      data: { id: expect.any(String) },
    });
    await context.inline.drain();
    const [stored] = await context.database.query<{ email: string; credits: number }>(
      'select email, credits from sales_inquiries where id = $1',
      [reply.body.data.id],
    );
    expect(stored).toEqual({ email: 'priya@example.test', credits: 250_000 });
    const mails = await context.database.query<{
      to_address: string;
      subject: string;
      html_body: string;
      text_body: string;
    }>(
      "select to_address, subject, html_body, text_body from sandbox_messages where kind = 'sales-inquiry' order by to_address",
    );
    expect(mails.map((mail) => mail.to_address)).toEqual(['root-one@example.test', 'root-two@example.test']);
    expect(mails[0]?.subject).toBe('Sales inquiry from Priya <b>Shah</b> (Acme Exports)');
    expect(mails[0]?.text_body).toContain('Credits wanted: 250,000 credits');
    expect(mails[0]?.html_body).toContain('Priya &#60;b&#62;Shah&#60;/b&#62;');
    expect(mails[0]?.html_body).not.toContain('<b>Shah</b>');
  });

  it('throttles each address: past the limit it answers 429 with a message and Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await send(inquiry, '198.51.100.7')).status).toBe(200);
    }
    const throttled = await send(inquiry, '198.51.100.7');
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      message: 'You have sent several messages already. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(inquiry, '198.51.100.8')).status).toBe(200);
    context.clock.advance(61 * 60_000);
    expect((await send(inquiry, '198.51.100.7')).status).toBe(200);
  });

  it('refuses incomplete inquiries with 400 naming the field, and stores nothing', async () => {
    const before = await context.database.query<{ count: number }>(
      'select count(*)::int as count from sales_inquiries',
    );
    const short = await send({ ...inquiry, message: 'Call me' }, '192.0.2.1');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('message');
    const badEmail = await send({ ...inquiry, email: 'not an email' }, '192.0.2.1');
    expect(badEmail.status).toBe(400);
    const after = await context.database.query<{ count: number }>('select count(*)::int as count from sales_inquiries');
    expect(after[0]?.count).toBe(before[0]?.count);
  });
});
