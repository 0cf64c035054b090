import { generateKeyPairSync } from 'node:crypto';
import type { DeliverabilityCheck, DeliverabilityReport } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsLoopback, type DnsRecords, startDnsLoopback } from '../../../test/dns-loopback.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { mailboxes } from '../../db/schema.ts';

/** A DKIM public key record for a fresh RSA key of `bits`. */
function dkimRecord(bits: number) {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
}

const strongKey = dkimRecord(2048);
const weakKey = dkimRecord(512);

const zone: Record<string, DnsRecords> = {
  // Everything right for a Google Workspace sender.
  'good.test': { MX: [{ exchange: 'mx.good.test', priority: 10 }], TXT: ['v=spf1 include:_spf.google.com -all'] },
  'google._domainkey.good.test': { TXT: [strongKey] },
  '_dmarc.good.test': { TXT: ['v=DMARC1; p=reject; rua=mailto:dmarc@good.test'] },
  '_spf.google.com': { TXT: ['v=spf1 ip4:35.190.247.0/24 ~all'] },
  'spf.protection.outlook.com': { TXT: ['v=spf1 ip4:40.92.0.0/15 -all'] },
  // Nothing published at all.
  'missing.test': { A: ['192.0.2.10'] },
  // Published, but weak.
  'weak.test': { MX: [{ exchange: 'mx.weak.test', priority: 5 }], TXT: ['v=spf1 mx ?all'] },
  'selector1._domainkey.weak.test': { TXT: [weakKey] },
  '_dmarc.weak.test': { TXT: ['v=DMARC1; p=none'] },
  // Broken in other ways.
  'open.test': { MX: [{ exchange: 'mx.open.test', priority: 5 }], TXT: ['v=spf1 +all'] },
  'default._domainkey.open.test': { TXT: ['v=DKIM1; k=rsa; p='] },
  '_dmarc.open.test': { TXT: ['v=DMARC1; p=quarantine'] },
  'twice.test': {
    MX: [{ exchange: 'mx.twice.test', priority: 5 }],
    TXT: ['v=spf1 ip4:192.0.2.7 -all', 'v=spf1 a ~all'],
  },
  'leadpilot._domainkey.twice.test': { TXT: ['v=DKIM1; k=rsa; p=bm90IGEga2V5'] },
  '_dmarc.twice.test': { TXT: ['v=DMARC1; p=reject', 'v=DMARC1; p=none'] },
  'typo.test': { MX: [{ exchange: 'mx.typo.test', priority: 5 }], TXT: ['v=spf1 inclde:_spf.google.com -all'] },
  'mail.parent.test': { MX: [{ exchange: 'mx.parent.test', priority: 5 }], TXT: ['v=spf1 -all'] },
  'parent.test': { A: ['192.0.2.11'] },
  '_dmarc.parent.test': { TXT: ['v=DMARC1; p=reject; rua=mailto:reports@parent.test'] },
  'slow.test': { A: ['192.0.2.12'] },
  'nomail.test': { MX: [{ exchange: '', priority: 0 }], TXT: ['v=spf1 -all'] },
};

let dns: DnsLoopback;
let context: TestContext;

beforeAll(async () => {
  dns = await startDnsLoopback({
    zone,
    silentNames: ['slow.test', '_dmarc.slow.test', 'google._domainkey.slow.test', 'selector1._domainkey.slow.test'],
  });
  context = await createTestContext({
    config: { DNS_SERVERS: dns.server, DNS_TIMEOUT_MS: '250', DELIVERABILITY_CACHE_SECONDS: '300' },
  });
});
afterAll(async () => {
  await context.close();
  await dns.close();
});

async function organisationWith(mailboxList: { kind: 'gmail' | 'microsoft' | 'smtp'; email: string }[]) {
  const owner = await context.signup();
  for (const mailbox of mailboxList) {
    await context.db
      .insert(mailboxes)
      .values({ organisationId: owner.userData.organisation.id, mode: 'Email', ...mailbox });
  }
  return owner;
}

async function report(token: string, domain: string, selector?: string) {
  const query = new URLSearchParams({ domain, ...(selector ? { selector } : {}) });
  const reply = await context.call<{ data: DeliverabilityReport }>(
    'GET',
    `/api/v1/organisation/deliverability?${query}`,
    { token },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

const check = (result: DeliverabilityReport, name: DeliverabilityCheck['name']) => {
  const found = result.checks.find((entry) => entry.name === name);
  if (!found) throw new Error(`no ${name} check`);
  return found;
};

describe('deliverability pre-flight', () => {
  it('passes a domain whose MX, SPF, DKIM and DMARC are all right for its Gmail mailboxes', async () => {
    const owner = await organisationWith([{ kind: 'gmail', email: 'ann@good.test' }]);
    const result = await report(owner.accessToken, 'Good.Test');
    expect(result.domain).toBe('good.test');
    expect(result.checks.map((entry) => [entry.name, entry.status])).toEqual([
      ['mx', 'pass'],
      ['spf', 'pass'],
      ['dkim', 'pass'],
      ['dmarc', 'pass'],
    ]);
    expect(result.status).toBe('pass');
    expect(check(result, 'mx').record).toBe('10 mx.good.test');
    expect(check(result, 'spf').record).toBe('v=spf1 include:_spf.google.com -all');
    expect(check(result, 'dkim').record).toBe(strongKey);
    expect(check(result, 'dkim').advice).toContain('2048-bit');
    expect(check(result, 'dkim').advice).toContain('google._domainkey.good.test');
    expect(check(result, 'dmarc').record).toBe('v=DMARC1; p=reject; rua=mailto:dmarc@good.test');
  });

  it('fails a domain that publishes nothing and says what to publish', async () => {
    const owner = await organisationWith([]);
    const result = await report(owner.accessToken, 'missing.test');
    expect(result.status).toBe('fail');
    expect(check(result, 'mx')).toMatchObject({ status: 'fail', record: null });
    expect(check(result, 'mx').advice).toContain('no MX record');
    expect(check(result, 'spf')).toMatchObject({ status: 'fail', record: null });
    expect(check(result, 'spf').advice).toContain('Publish one TXT record at missing.test: v=spf1');
    // No known provider: an unknown selector may exist, so a missing key is a warning.
    expect(check(result, 'dkim')).toMatchObject({ status: 'warn', record: null });
    expect(check(result, 'dkim').advice).toContain('google, selector1, selector2, default, leadpilot');
    expect(check(result, 'dmarc')).toMatchObject({ status: 'fail', record: null });
    expect(check(result, 'dmarc').advice).toContain(
      'TXT record at _dmarc.missing.test: v=DMARC1; p=none; rua=mailto:dmarc-reports@missing.test',
    );
  });

  it('fails the missing DKIM key of a Gmail domain and a selector that was asked for', async () => {
    const owner = await organisationWith([{ kind: 'gmail', email: 'bo@missing.test' }]);
    const gmail = await report(owner.accessToken, 'missing.test');
    expect(check(gmail, 'dkim').status).toBe('fail');
    expect(check(gmail, 'dkim').advice).toContain('google._domainkey.missing.test');
    expect(check(gmail, 'spf').advice).toContain('v=spf1 include:_spf.google.com ~all');
    const asked = await report(owner.accessToken, 'good.test', 's2026');
    expect(check(asked, 'dkim')).toMatchObject({ status: 'fail', record: null });
    expect(check(asked, 'dkim').advice).toContain('s2026._domainkey.good.test');
  });

  it('warns about weak records and fails a short DKIM key', async () => {
    const owner = await organisationWith([]);
    const result = await report(owner.accessToken, 'weak.test');
    expect(result.status).toBe('fail');
    expect(check(result, 'mx').status).toBe('pass');
    expect(check(result, 'spf')).toMatchObject({ status: 'warn', record: 'v=spf1 mx ?all' });
    expect(check(result, 'spf').advice).toContain('v=spf1 mx ~all');
    expect(check(result, 'dkim')).toMatchObject({ status: 'fail', record: weakKey });
    expect(check(result, 'dkim').advice).toContain('only 512 bits');
    expect(check(result, 'dmarc')).toMatchObject({ status: 'warn', record: 'v=DMARC1; p=none' });
    expect(check(result, 'dmarc').advice).toContain('p=quarantine');
    expect(check(result, 'dmarc').advice).toContain('rua=mailto:dmarc-reports@weak.test');
  });

  it('fails a null MX: the domain says it takes no mail, so replies bounce', async () => {
    const owner = await organisationWith([]);
    const result = await report(owner.accessToken, 'nomail.test');
    expect(check(result, 'mx')).toMatchObject({ status: 'fail', record: '0 .' });
    expect(check(result, 'mx').advice).toContain('accepts no mail');
  });

  it('fails an SPF record that lets anyone send, a withdrawn key, and warns of a policy without reports', async () => {
    const owner = await organisationWith([]);
    const result = await report(owner.accessToken, 'open.test');
    expect(check(result, 'spf').status).toBe('fail');
    expect(check(result, 'spf').advice).toContain('any server in the world');
    expect(check(result, 'dkim')).toMatchObject({ status: 'fail', record: 'v=DKIM1; k=rsa; p=' });
    expect(check(result, 'dkim').advice).toContain('withdrawn');
    expect(check(result, 'dmarc')).toMatchObject({ status: 'warn', record: 'v=DMARC1; p=quarantine' });
    expect(check(result, 'dmarc').advice).toContain('asks for no reports');
  });

  it('fails two SPF records, two DMARC records, a key that does not parse and an SPF typo', async () => {
    const owner = await organisationWith([]);
    const twice = await report(owner.accessToken, 'twice.test');
    expect(check(twice, 'spf').status).toBe('fail');
    expect(check(twice, 'spf').advice).toContain('Merge them into one TXT record: v=spf1 ip4:192.0.2.7 a ~all');
    expect(check(twice, 'dkim').status).toBe('fail');
    expect(check(twice, 'dkim').advice).toContain('not a usable DKIM key');
    expect(check(twice, 'dmarc').status).toBe('fail');
    expect(check(twice, 'dmarc').advice).toContain('2 DMARC records');
    const typo = await report(owner.accessToken, 'typo.test');
    expect(check(typo, 'spf')).toMatchObject({ status: 'fail', record: 'v=spf1 inclde:_spf.google.com -all' });
    expect(check(typo, 'spf').advice).toContain('does not parse');
  });

  it("fails an SPF record without the Microsoft include of the organisation's Outlook mailboxes", async () => {
    const gmailTeam = await organisationWith([{ kind: 'gmail', email: 'cy@good.test' }]);
    const outlookTeam = await organisationWith([{ kind: 'microsoft', email: 'di@good.test' }]);
    expect(check(await report(gmailTeam.accessToken, 'good.test'), 'spf').status).toBe('pass');
    const outlook = await report(outlookTeam.accessToken, 'good.test');
    expect(check(outlook, 'spf').status).toBe('fail');
    expect(check(outlook, 'spf').advice).toContain('Microsoft 365');
    expect(check(outlook, 'spf').advice).toContain(
      'v=spf1 include:_spf.google.com include:spf.protection.outlook.com ~all',
    );
  });

  it("reads a subdomain's DMARC policy from its organisational domain", async () => {
    const owner = await organisationWith([]);
    const result = await report(owner.accessToken, 'mail.parent.test');
    expect(check(result, 'dmarc')).toMatchObject({
      status: 'pass',
      record: 'v=DMARC1; p=reject; rua=mailto:reports@parent.test',
    });
    expect(check(result, 'dmarc').advice).toContain('inherited from _dmarc.parent.test');
  });

  it('says "could not be checked" when the DNS servers do not answer in time', async () => {
    const owner = await organisationWith([]);
    const result = await report(owner.accessToken, 'slow.test');
    for (const name of ['mx', 'spf', 'dkim', 'dmarc'] as const) {
      expect(check(result, name).status).toBe('warn');
      expect(check(result, name).advice).toContain('could not be checked');
    }
    expect(result.status).toBe('warn');
  });

  it('reuses a report for a few minutes, then reads the records again', async () => {
    const owner = await organisationWith([]);
    zone['fresh.test'] = { MX: [{ exchange: 'mx.fresh.test', priority: 1 }] };
    const first = await report(owner.accessToken, 'fresh.test');
    expect(check(first, 'spf').status).toBe('fail');
    zone['fresh.test'] = { MX: [{ exchange: 'mx.fresh.test', priority: 1 }], TXT: ['v=spf1 mx -all'] };
    const asked = dns.questions.length;
    context.clock.advance(60_000);
    const cached = await report(owner.accessToken, 'fresh.test');
    expect(cached).toEqual(first);
    expect(dns.questions.length).toBe(asked);
    context.clock.advance(5 * 60_000);
    const fresh = await report(owner.accessToken, 'fresh.test');
    expect(check(fresh, 'spf')).toMatchObject({ status: 'pass', record: 'v=spf1 mx -all' });
  });

  it('refuses a name that is not a domain, and anyone signed out', async () => {
    const owner = await organisationWith([]);
    const bad = await context.call<{ message: string }>(
      'GET',
      '/api/v1/organisation/deliverability?domain=not a domain',
      {
        token: owner.accessToken,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    const signedOut = await context.call('GET', '/api/v1/organisation/deliverability?domain=good.test');
    expect(signedOut.status).toBe(401);
  });
});
