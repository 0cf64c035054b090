import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsLoopback } from '../../../test/dns-loopback.ts';
import { createDnsResolver } from '../../integrations/dns/dns-resolver.ts';
import { createOutboundGuard, type HostResolver } from '../../platform/outbound/outbound-guard.ts';
import {
  createOutboundPolicy,
  parseAllowedEntries,
  publicOnlyPolicy,
} from '../../platform/outbound/outbound-policy.ts';
import { attemptDelivery } from './webhook-attempt.ts';
import { checkWebhookTarget, WebhookTargetError } from './webhook-target.ts';

// Names that resolve, through a real DNS server on loopback, to addresses a webhook must never reach.
const dns = await startDnsLoopback({
  zone: {
    'loopback.hooks.example': { A: ['127.0.0.1'] },
    'loopback-six.hooks.example': { AAAA: ['::1'] },
    'metadata.hooks.example': { A: ['169.254.169.254'] },
    'private.hooks.example': { A: ['10.0.0.7'] },
    'mixed.hooks.example': { A: ['93.184.216.34', '127.0.0.1'] },
    'mapped.hooks.example': { AAAA: ['::ffff:127.0.0.1'] },
    'zero.hooks.example': { A: ['0.0.0.0'] },
    'public.hooks.example': { A: ['93.184.216.34'] },
  },
});
afterAll(() => dns.close());
const resolve = createDnsResolver({ servers: [dns.server], timeoutMs: 2000 });
const resolver: HostResolver = async (name) => {
  const four = ((await resolve(name, 'A').catch(() => [])) as string[]).map((address) => ({ address, family: 4 }));
  const six = ((await resolve(name, 'AAAA').catch(() => [])) as string[]).map((address) => ({ address, family: 6 }));
  if (four.length + six.length === 0) throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return [...four, ...six];
};

/** The default: public addresses only, ports 80 and 443. */
const defaultRules = { guard: createOutboundGuard({ resolver }), policy: publicOnlyPolicy };

const vectors: [string, string][] = [
  ['loopback, dotted', 'http://127.0.0.1/hook'],
  ['loopback, another address of 127/8', 'http://127.8.9.10/hook'],
  ['loopback, short form', 'http://127.1/hook'],
  ['loopback, decimal', 'http://2130706433/hook'],
  ['loopback, hex', 'http://0x7f000001/hook'],
  ['loopback, dotted hex', 'http://0x7f.0x0.0x0.0x1/hook'],
  ['loopback, octal', 'http://0177.0.0.1/hook'],
  ['loopback, long octal', 'http://017700000001/hook'],
  ['loopback, trailing dot', 'http://127.0.0.1./hook'],
  ['the unspecified address', 'http://0.0.0.0/hook'],
  ['the unspecified address, short', 'http://0/hook'],
  ['IPv6 loopback', 'http://[::1]/hook'],
  ['IPv6 loopback, long form', 'http://[0:0:0:0:0:0:0:1]/hook'],
  ['IPv6 unspecified', 'http://[::]/hook'],
  ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/hook'],
  ['IPv4-mapped IPv6 loopback, hex', 'http://[::ffff:7f00:1]/hook'],
  ['IPv4-mapped metadata address', 'http://[::ffff:169.254.169.254]/hook'],
  ['6to4 of a private address', 'http://[2002:c0a8:0101::1]/hook'],
  ['NAT64 of loopback', 'http://[64:ff9b::7f00:1]/hook'],
  ['IPv6 unique local', 'http://[fd00::1]/hook'],
  ['IPv6 link-local', 'http://[fe80::1]/hook'],
  ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
  ['cloud metadata, decimal', 'http://2852039166/latest/meta-data/'],
  ['private 10/8', 'https://10.0.0.1/hook'],
  ['private 172.16/12', 'https://172.16.5.4/hook'],
  ['private 192.168/16', 'https://192.168.1.1/hook'],
  ['private, octal', 'http://012.0.0.1/hook'],
  ['carrier-grade NAT', 'http://100.64.0.1/hook'],
  ['multicast', 'http://224.0.0.1/hook'],
  ['broadcast', 'http://255.255.255.255/hook'],
  ['a name resolving to loopback', 'https://loopback.hooks.example/hook'],
  ['a name resolving to IPv6 loopback', 'https://loopback-six.hooks.example/hook'],
  ['a name resolving to the metadata address', 'https://metadata.hooks.example/hook'],
  ['a name resolving to a private address', 'https://private.hooks.example/hook'],
  ['a name with one public and one loopback address', 'https://mixed.hooks.example/hook'],
  ['a name resolving to IPv4-mapped loopback', 'https://mapped.hooks.example/hook'],
  ['a name resolving to 0.0.0.0', 'https://zero.hooks.example/hook'],
  ['a public name on another port', 'https://public.hooks.example:8443/hook'],
  ['a public name on an SSH port', 'http://public.hooks.example:22/hook'],
  ['another scheme', 'ftp://public.hooks.example/hook'],
  ['a file address', 'file:///etc/passwd'],
  ['credentials in the address', 'https://user:secret@public.hooks.example/hook'],
  ['a name that does not exist', 'https://missing.hooks.example/hook'],
];

describe('webhook addresses: SSRF vectors refused by default', () => {
  it('has at least 30 vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(30);
  });

  it.each(vectors)('refuses %s (%s)', async (_name, url) => {
    const refusal = await checkWebhookTarget(defaultRules, url).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(WebhookTargetError);
    expect((refusal as Error).message).not.toBe('');
  });

  it('accepts a public name on 443', async () => {
    await expect(checkWebhookTarget(defaultRules, 'https://public.hooks.example/hook')).resolves.toBeUndefined();
  });
});

describe('webhook calls', () => {
  let receiver: ReturnType<typeof createServer>;
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      hits.push(request.url ?? '');
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://127.0.0.1:9/internal' }).end();
        return;
      }
      if (request.url === '/large') {
        response.writeHead(200).end('x'.repeat(200_000));
        return;
      }
      if (request.url === '/slow') return; // never answers
      response.writeHead(200).end('ok');
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => receiver.close(() => done())));

  const parsed = parseAllowedEntries('127.0.0.0/8');
  if ('invalid' in parsed) throw new Error('bad entry');
  const loopbackRules = {
    guard: createOutboundGuard({ resolver, policy: createOutboundPolicy(parsed.entries) }),
    policy: createOutboundPolicy(parsed.entries),
  };
  const message = (url: string) => ({
    url,
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    messageId: 'msg_1',
    body: '{}',
    at: new Date(),
  });

  it('the default policy refuses a receiver on loopback and dials nothing', async () => {
    const before = hits.length;
    const result = await attemptDelivery(defaultRules, message(`http://127.0.0.1:${port}/hook`));
    expect(result).toMatchObject({ succeeded: false, statusCode: null });
    expect(result.error).toMatch(/loopback|ports 80 and 443/);
    expect(hits.length).toBe(before);
  });

  it('does not follow a redirect to loopback: the attempt fails naming it', async () => {
    const result = await attemptDelivery(loopbackRules, message(`http://127.0.0.1:${port}/redirect`));
    expect(result).toMatchObject({ succeeded: false, statusCode: 302 });
    expect(result.error).toContain('do not follow redirects');
    expect(hits.filter((hit) => hit === '/internal')).toHaveLength(0);
  });

  it('cuts off a reply over the size cap', async () => {
    const result = await attemptDelivery(loopbackRules, message(`http://127.0.0.1:${port}/large`), {
      timeoutMs: 2000,
      maxResponseBytes: 64 * 1024,
    });
    expect(result.succeeded).toBe(false);
    expect(result.error).toMatch(/larger than/);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const result = await attemptDelivery(loopbackRules, message(`http://127.0.0.1:${port}/slow`), {
      timeoutMs: 300,
      maxResponseBytes: 1024,
    });
    expect(result).toMatchObject({ succeeded: false, statusCode: null });
    expect(result.error).toMatch(/within/);
  });
});
