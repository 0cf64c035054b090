import { afterAll, describe, expect, it } from 'vitest';
import { startDnsLoopback } from '../../../test/dns-loopback.ts';
import { createDnsResolver } from '../../integrations/dns/dns-resolver.ts';
import { createOutboundGuard, type HostResolver } from '../../platform/outbound/outbound-guard.ts';
import { checkTrackingDomain } from './tracking-domain.ts';

const ourHost = 'app.leadpilot.example';
// A recursive resolver answers a CNAME's name with the target's addresses too: the zone lists them on both.
const dns = await startDnsLoopback({
  zone: {
    [ourHost]: { A: ['93.184.215.14'] },
    'track.acme.example': { CNAME: [ourHost], A: ['93.184.215.14'] },
    'hop.acme.example': { CNAME: ['edge.cdn.example'], A: ['93.184.215.14'] },
    'edge.cdn.example': { CNAME: [ourHost], A: ['93.184.215.14'] },
    'elsewhere.acme.example': { CNAME: ['other.example'], A: ['93.184.215.20'] },
    'bare.acme.example': { A: ['93.184.215.14'] },
    'inside.acme.example': { CNAME: [ourHost], A: ['10.0.0.5'] },
  },
});
afterAll(() => dns.close());

const resolve = createDnsResolver({ servers: [dns.server], timeoutMs: 2000 });
/** The guard with the same loopback DNS behind its address look-ups, and its default policy (public addresses only). */
const resolver: HostResolver = async (name) => {
  const answer = (await resolve(name, 'A')) as string[];
  return answer.map((address) => ({ address, family: 4 }));
};
const deps = { resolve, guard: createOutboundGuard({ resolver }), expectedHost: ourHost };

describe('checkTrackingDomain', () => {
  it('accepts a domain whose CNAME leads to our host, directly or through another name', async () => {
    expect(await checkTrackingDomain(deps, 'Track.Acme.Example.')).toMatchObject({
      domain: 'track.acme.example',
      ok: true,
      cnames: [ourHost],
    });
    expect(await checkTrackingDomain(deps, 'hop.acme.example')).toMatchObject({
      ok: true,
      cnames: ['edge.cdn.example', ourHost],
    });
  });

  it('refuses a domain with no CNAME, or one that points elsewhere, saying which', async () => {
    const bare = await checkTrackingDomain(deps, 'bare.acme.example');
    expect(bare).toMatchObject({ ok: false, cnames: [] });
    expect(bare.message).toContain('has no CNAME record');
    const elsewhere = await checkTrackingDomain(deps, 'elsewhere.acme.example');
    expect(elsewhere).toMatchObject({ ok: false, cnames: ['other.example'] });
    expect(elsewhere.message).toContain(`must be a CNAME to ${ourHost}, but it points to other.example`);
    expect((await checkTrackingDomain(deps, 'missing.acme.example')).ok).toBe(false);
  });

  it("refuses, through the outbound guard's policy, a domain that resolves to a private address", async () => {
    const inside = await checkTrackingDomain(deps, 'inside.acme.example');
    expect(inside.ok).toBe(false);
    expect(inside.message).toContain('10.0.0.5');
    expect(inside.message).toContain('private network');
  });
});
