import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmailVerificationWorld, startEmailVerificationWorld } from './email-verification-test-support.ts';
import { createMailDomainResolver, type MailDomainResolver } from './mail-domain-resolver.ts';

let world: EmailVerificationWorld;
let resolver: MailDomainResolver;

beforeAll(async () => {
  world = await startEmailVerificationWorld();
  resolver = createMailDomainResolver({ servers: [world.dns.server], timeoutMs: 300 });
});
afterAll(() => world.close());

describe('the mail-domain resolver', () => {
  it('lists MX hosts best first', async () => {
    expect(await resolver.findMailHosts('example.test')).toEqual({ kind: 'mx', hosts: ['mx.example.test'] });
    expect(await resolver.findMailHosts('backup.test')).toEqual({
      kind: 'mx',
      hosts: ['mx1.backup.test', 'mx2.backup.test'],
    });
  });

  it('falls back to the domain itself when it has an address but no MX (RFC 5321 §5.1)', async () => {
    expect(await resolver.findMailHosts('implicit.test')).toEqual({ kind: 'implicit', hosts: ['implicit.test'] });
  });

  it('reads a null MX as "accepts no mail", even with an address record', async () => {
    expect(await resolver.findMailHosts('nullmx.test')).toEqual({ kind: 'null-mx' });
  });

  it('tells a missing domain from one without mail records', async () => {
    expect(await resolver.findMailHosts('missing.test')).toEqual({ kind: 'no-domain' });
    expect(await resolver.findMailHosts('nomail.test')).toEqual({ kind: 'no-mail-host' });
  });

  it('reports a DNS server that does not answer as a failure', async () => {
    expect(await resolver.findMailHosts('dnsdown.test')).toEqual({ kind: 'failed', code: 'ETIMEOUT' });
  });

  it('finds a host’s addresses, and none for a host that does not exist', async () => {
    expect(await resolver.findAddresses('mx.silent.test')).toEqual({ kind: 'found', addresses: ['127.0.0.2'] });
    expect(await resolver.findAddresses('mx1.backup.test')).toEqual({ kind: 'missing' });
    expect(await resolver.findAddresses('192.0.2.7')).toEqual({ kind: 'found', addresses: ['192.0.2.7'] });
  });
});
