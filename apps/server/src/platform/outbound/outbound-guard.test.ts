import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedRequest } from './guarded-request.ts';
import { createOutboundGuard, type HostResolver, OutboundRefusedError } from './outbound-guard.ts';
import { createOutboundPolicy, hostFormOf, parseAllowedEntries } from './outbound-policy.ts';

const zone: Record<string, string[]> = {
  'public.example': ['93.184.216.34'],
  'loopback.example': ['127.0.0.1'],
  'mixed.example': ['93.184.216.34', '10.1.2.3'],
  'metadata.example': ['169.254.169.254'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'sixtofour.example': ['2002:c0a8:0101::1'],
  'mail.internal': ['10.20.30.40'],
};
const resolver: HostResolver = async (name) => {
  const addresses = zone[name];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

function policyOf(text: string) {
  const parsed = parseAllowedEntries(text);
  if ('invalid' in parsed) throw new Error(`invalid entry ${parsed.invalid}`);
  return createOutboundPolicy(parsed.entries);
}

const guard = createOutboundGuard({ resolver });

describe('the outbound guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['localhost', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['fd00::1', 'private'],
    ['224.0.0.1', 'multicast'],
    ['100.64.0.1', 'shared'],
    ['192.168.1.1', 'private'],
    ['loopback.example', 'loopback'],
    ['mixed.example', 'private'],
    ['metadata.example', 'link-local'],
    ['mapped.example', 'loopback'],
    ['sixtofour.example', 'private'],
    ['08.0.0.1', 'invalid-host'],
  ])('refuses %s (%s) by default', async (host, reason) => {
    const withLocalhost = createOutboundGuard({
      resolver: async (name) => (name === 'localhost' ? [{ address: '::1', family: 6 }] : resolver(name)),
    });
    const refused = await withLocalhost.resolve(host, 25).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OutboundRefusedError);
    expect(refused).toMatchObject({ reason, code: 'EOUTBOUND' });
  });

  it('answers the checked public address to dial, and says when a name is unknown', async () => {
    await expect(guard.resolve('public.example', 587)).resolves.toEqual({
      host: 'public.example',
      address: '93.184.216.34',
      port: 587,
    });
    await expect(guard.resolve('nowhere.example', 587)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('explains a refusal in plain words', async () => {
    await expect(guard.resolve('loopback.example', 25)).rejects.toThrow(
      "loopback.example resolves to 127.0.0.1, which is the Leadpilot server's own (loopback) address: Leadpilot does not connect there.",
    );
  });

  it('reaches what the installation allows: networks and exact host and port pairs', async () => {
    const allowing = createOutboundGuard({ resolver, policy: policyOf('10.0.0.0/8, 127.0.0.1:2525 [::1]:143') });
    await expect(allowing.resolve('mail.internal', 587)).resolves.toMatchObject({ address: '10.20.30.40' });
    await expect(allowing.resolve('127.0.0.1', 2525)).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(allowing.resolve('0x7f000001', 2525)).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(allowing.resolve('[::1]', 143)).resolves.toMatchObject({ address: '::1' });
    await expect(allowing.resolve('127.0.0.1', 2526)).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(allowing.resolve('metadata.example', 80)).rejects.toBeInstanceOf(OutboundRefusedError);
    const named = createOutboundGuard({ resolver, policy: policyOf('mail.internal:587') });
    await expect(named.resolve('mail.internal', 587)).resolves.toMatchObject({ address: '10.20.30.40' });
    await expect(named.resolve('mail.internal', 25)).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it('reads the setting and names an entry it cannot read', () => {
    expect(parseAllowedEntries('')).toEqual({ entries: [] });
    expect(parseAllowedEntries('10.0.0.0/33')).toEqual({ invalid: '10.0.0.0/33' });
    expect(parseAllowedEntries('127.0.0.1:99999')).toEqual({ invalid: '127.0.0.1:99999' });
    expect(hostFormOf('Mail.Example.COM.')).toEqual({ kind: 'name', name: 'mail.example.com' });
  });
});

describe('guarded HTTP requests', () => {
  let server: Server;
  let port = 0;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url ?? '');
      if (request.url === '/moved') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      }
      response.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses loopback by default, whether named or written as an address, before connecting', async () => {
    const loopbackName = createOutboundGuard({ resolver: async () => [{ address: '127.0.0.1', family: 4 }] });
    const before = seen.length;
    await expect(guardedRequest(loopbackName, `http://hooks.example:${port}/`)).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    await expect(guardedRequest(loopbackName, `http://127.0.0.1:${port}/`)).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    await expect(guardedRequest(loopbackName, `http://2130706433:${port}/`)).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    expect(seen.length).toBe(before);
  });

  it('reaches an allowed server through a name, and never follows a redirect', async () => {
    const allowing = createOutboundGuard({
      resolver: async () => [{ address: '127.0.0.1', family: 4 }],
      policy: policyOf(`127.0.0.1:${port}`),
    });
    const reply = await guardedRequest(allowing, `http://hooks.example:${port}/hello`);
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe('hello');
    const moved = await guardedRequest(allowing, `http://hooks.example:${port}/moved`);
    expect(moved.status).toBe(302);
    expect(moved.location).toBe('http://169.254.169.254/latest/meta-data/');
    expect(seen.slice(-2)).toEqual(['/hello', '/moved']);
  });
});
