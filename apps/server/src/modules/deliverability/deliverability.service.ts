import type { DeliverabilityCheck, DeliverabilityQuery, DeliverabilityReport } from '@leadpilot/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailboxes } from '../../db/schema.ts';
import type { DnsResolve } from '../../integrations/dns/dns-resolver.ts';
import {
  type DkimLookup,
  DnsLookupError,
  lookupDkim,
  lookupDmarc,
  lookupMx,
  lookupSpf,
} from '../../integrations/dns/mail-auth-records.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';

/** Mailbox kinds whose sending servers we know, with the SPF include and DKIM selectors they publish. */
const providers = {
  gmail: { label: 'Google Workspace', include: 'include:_spf.google.com', selectors: ['google'] },
  microsoft: {
    label: 'Microsoft 365',
    include: 'include:spf.protection.outlook.com',
    selectors: ['selector1', 'selector2'],
  },
} as const;
type Provider = keyof typeof providers;

/** Selectors tried when none is given: the big providers', common defaults and Leadpilot's own. */
export const commonDkimSelectors = ['google', 'selector1', 'selector2', 'default', 'leadpilot'];

const minimumDkimBits = 1024;
const maxCachedReports = 500;

type Check = DeliverabilityCheck;

const couldNotCheck = (name: Check['name'], what: string, domain: string): Check => ({
  name,
  status: 'warn',
  record: null,
  advice: `The ${what} of ${domain} could not be checked: the DNS servers did not answer in time. Check again in a few minutes.`,
});

/** Runs one check; a DNS question that failed or timed out gives a warning instead of a verdict. */
async function guarded(name: Check['name'], what: string, domain: string, run: () => Promise<Check>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DnsLookupError) return couldNotCheck(name, what, domain);
    throw error;
  }
}

async function checkMx(resolve: DnsResolve, domain: string, kinds: Provider[]): Promise<Check> {
  const mx = await lookupMx(resolve, domain);
  const example = kinds.includes('gmail')
    ? 'for Google Workspace: MX 1 smtp.google.com'
    : kinds.includes('microsoft')
      ? 'for Microsoft 365: the <your-domain>.mail.protection.outlook.com host its admin center shows'
      : 'the records your mail provider shows';
  if (mx.kind === 'null-mx') {
    return {
      name: 'mx',
      status: 'fail',
      record: '0 .',
      advice: `${domain} publishes a "null MX": it says it accepts no mail, so replies bounce and many receivers refuse its mail. Replace it with your mail provider's MX records (${example}).`,
    };
  }
  if (mx.kind === 'none') {
    return {
      name: 'mx',
      status: 'fail',
      record: null,
      advice: `${domain} has no MX record: replies cannot reach you, and many receivers refuse mail from a domain that takes none. Publish your mail provider's MX records (${example}).`,
    };
  }
  const servers = mx.records.length === 1 ? 'one mail server' : `${mx.records.length} mail servers`;
  return {
    name: 'mx',
    status: 'pass',
    record: mx.records.map((record) => `${record.priority} ${record.exchange}`).join(', '),
    advice: `Replies to ${domain} have somewhere to go: ${servers} accept its mail.`,
  };
}

/** The SPF terms of a record without its version and its `all`, to rebuild a corrected record. */
const spfTerms = (record: string) =>
  record
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((term) => !/^[+?~-]?all$/i.test(term));

function spfWith(terms: string[], includes: string[]): string {
  const merged = [...new Set([...terms, ...includes.filter((include) => !terms.includes(include))])];
  return ['v=spf1', ...merged, '~all'].join(' ');
}

async function checkSpf(resolve: DnsResolve, domain: string, kinds: Provider[], timeoutMs: number): Promise<Check> {
  const spf = await lookupSpf(resolve, domain, timeoutMs);
  const includes = kinds.map((kind) => providers[kind].include);
  const suggestion = spfWith([], includes.length > 0 ? includes : ["include:<your mail provider's SPF domain>"]);
  const [record] = spf.records;
  if (record === undefined) {
    return {
      name: 'spf',
      status: 'fail',
      record: null,
      advice: `${domain} publishes no SPF record, so receivers cannot tell which servers may send its mail. Publish one TXT record at ${domain}: ${suggestion}`,
    };
  }
  if (spf.records.length > 1) {
    return {
      name: 'spf',
      status: 'fail',
      record: spf.records.join(' | '),
      advice: `${domain} publishes ${spf.records.length} SPF records; receivers treat that as an error and ignore them all. Merge them into one TXT record: ${spfWith(spf.records.flatMap(spfTerms), includes)}`,
    };
  }
  if (spf.result === 'permerror') {
    const tooMany = /lookup/i.test(spf.problem) && /limit|many/i.test(spf.problem);
    return {
      name: 'spf',
      status: 'fail',
      record,
      advice: tooMany
        ? `The SPF record of ${domain} needs more than 10 DNS lookups, so receivers treat it as broken. Remove the includes of services you no longer send through.`
        : `The SPF record of ${domain} does not parse (${spf.problem}), so receivers ignore it. Publish a corrected record, e.g. ${spfWith(spfTerms(record), includes)}`,
    };
  }
  if (spf.result === 'pass') {
    return {
      name: 'spf',
      status: 'fail',
      record,
      advice: `The SPF record of ${domain} lets any server in the world send as ${domain}. End it with ~all (or -all) instead: ${spfWith(spfTerms(record), includes)}`,
    };
  }
  const terms = spfTerms(record).map((term) => term.toLowerCase());
  const missing = kinds.filter((kind) => !terms.includes(providers[kind].include));
  if (missing.length > 0) {
    const names = missing.map((kind) => providers[kind].label).join(' and ');
    const added = missing.map((kind) => providers[kind].include).join(' ');
    return {
      name: 'spf',
      status: 'fail',
      record,
      advice: `Your mailboxes on ${domain} send through ${names}, which its SPF record does not list, so their mail fails SPF. Add ${added}: ${spfWith(spfTerms(record), includes)}`,
    };
  }
  if (spf.result === 'neutral') {
    return {
      name: 'spf',
      status: 'warn',
      record,
      advice: `The SPF record of ${domain} does not end in ~all or -all, so it says nothing about servers it does not list. End it with ~all: ${spfWith(spfTerms(record), includes)}`,
    };
  }
  return {
    name: 'spf',
    status: 'pass',
    record,
    advice: `The SPF record of ${domain} lists the servers that may send its mail and asks receivers to distrust the rest.`,
  };
}

async function checkDkim(
  resolve: DnsResolve,
  domain: string,
  selector: string | undefined,
  kinds: Provider[],
): Promise<Check> {
  const selectors = selector ? [selector] : commonDkimSelectors;
  const settled = await Promise.allSettled(selectors.map((name) => lookupDkim(resolve, domain, name)));
  const found: DkimLookup[] = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = settled.find((result) => result.status === 'rejected');
  const at = (name: string) => `${name}._domainkey.${domain}`;
  const keys = found.flatMap((lookup) => (lookup.kind === 'key' ? [lookup] : []));
  const strong =
    keys.find((key) => key.bits >= minimumDkimBits && !key.testing) ?? keys.find((key) => key.bits >= minimumDkimBits);
  if (strong) {
    return {
      name: 'dkim',
      status: strong.testing ? 'warn' : 'pass',
      record: strong.record,
      advice: strong.testing
        ? `The DKIM key at ${at(strong.selector)} is marked as a test (t=y), so receivers may treat signatures as unsigned. Remove t=y from the record.`
        : `A ${strong.keyType === 'rsa' ? `${strong.bits}-bit RSA` : strong.keyType} DKIM key is published at ${at(strong.selector)}: receivers can verify mail signed with it.`,
    };
  }
  const problem = found.find((lookup) => lookup.kind !== 'none');
  if (problem?.kind === 'key') {
    return {
      name: 'dkim',
      status: 'fail',
      record: problem.record,
      advice: `The DKIM key at ${at(problem.selector)} is only ${problem.bits} bits; receivers ignore keys shorter than ${minimumDkimBits} bits. Create a 2048-bit key with your mail provider and publish it.`,
    };
  }
  if (problem?.kind === 'revoked') {
    return {
      name: 'dkim',
      status: 'fail',
      record: problem.record,
      advice: `The DKIM key at ${at(problem.selector)} is withdrawn (its p= is empty), so signatures with it fail. Publish the current key your mail provider shows.`,
    };
  }
  if (problem?.kind === 'invalid') {
    return {
      name: 'dkim',
      status: 'fail',
      record: problem.record,
      advice: `The record at ${at(problem.selector)} is not a usable DKIM key (${problem.reason}). Publish the TXT record your mail provider shows, which starts v=DKIM1; k=rsa; p=…`,
    };
  }
  if (failure) return couldNotCheck('dkim', 'DKIM key', domain);
  if (selector) {
    return {
      name: 'dkim',
      status: 'fail',
      record: null,
      advice: `No DKIM key is published at ${at(selector)}. Turn on DKIM signing with your mail provider and publish the TXT record it gives for the selector "${selector}".`,
    };
  }
  const known = kinds.flatMap((kind) => providers[kind].selectors);
  const tried = commonDkimSelectors.join(', ');
  return {
    name: 'dkim',
    // The selectors of Google and Microsoft are known: their absence is a fact, not a guess.
    status: known.length > 0 ? 'fail' : 'warn',
    record: null,
    advice:
      known.length > 0
        ? `No DKIM key is published for ${domain} at ${known.map(at).join(' or ')}. Turn on DKIM signing in ${kinds.map((kind) => providers[kind].label).join(' and ')} and publish the key it shows.`
        : `No DKIM key was found for ${domain} at the usual selectors (${tried}). Turn on DKIM signing with your mail provider, publish its key, and check again with the selector it names.`,
  };
}

async function checkDmarc(resolve: DnsResolve, domain: string): Promise<Check> {
  const dmarc = await lookupDmarc(resolve, domain);
  const suggestion = `v=DMARC1; p=none; rua=mailto:dmarc-reports@${domain}`;
  if (dmarc.records.length > 1) {
    return {
      name: 'dmarc',
      status: 'fail',
      record: dmarc.records.join(' | '),
      advice: `_dmarc.${domain} publishes ${dmarc.records.length} DMARC records; receivers ignore them all. Keep exactly one, e.g. ${suggestion}`,
    };
  }
  const policy = dmarc.policy;
  if (!policy) {
    const [broken] = dmarc.records;
    return {
      name: 'dmarc',
      status: 'fail',
      record: broken ?? null,
      advice: broken
        ? `The DMARC record at _dmarc.${domain} has no valid policy (p=none, quarantine or reject), so receivers ignore it. Publish: ${suggestion}`
        : `${domain} publishes no DMARC record; Gmail and Yahoo require one from bulk senders. Publish a TXT record at _dmarc.${domain}: ${suggestion}`,
    };
  }
  const where = policy.inheritedFrom ? ` (inherited from _dmarc.${policy.inheritedFrom})` : '';
  const reports = policy.rua
    ? ''
    : ` Add rua=mailto:dmarc-reports@${domain} to receive the daily reports of who sends as ${domain}.`;
  if (policy.p === 'none') {
    return {
      name: 'dmarc',
      status: 'warn',
      record: policy.record,
      advice: `The DMARC policy of ${domain}${where} only monitors (p=none): receivers still deliver mail that fails SPF and DKIM. Once the reports show only your own senders, move to p=quarantine.${reports}`,
    };
  }
  if (!policy.rua) {
    return {
      name: 'dmarc',
      status: 'warn',
      record: policy.record,
      advice: `The DMARC policy of ${domain}${where} is p=${policy.p}, but it asks for no reports.${reports}`,
    };
  }
  return {
    name: 'dmarc',
    status: 'pass',
    record: policy.record,
    advice: `The DMARC policy of ${domain}${where} is p=${policy.p}: receivers ${policy.p === 'reject' ? 'refuse' : 'send to spam'} mail that pretends to be from ${domain}, and reports arrive at ${policy.rua}.`,
  };
}

function overallStatus(checks: Check[]): DeliverabilityReport['status'] {
  if (checks.some((check) => check.status === 'fail')) return 'fail';
  return checks.some((check) => check.status === 'warn') ? 'warn' : 'pass';
}

export interface DeliverabilityDeps {
  db: Database;
  clock: Clock;
  resolve: DnsResolve;
  /** Per DNS question; SPF's whole evaluation may take a few times this. */
  timeoutMs: number;
  /** How long a report is reused; 0: never. */
  cacheTtlMs: number;
}

/**
 * The deliverability pre-flight of a sending domain: MX, SPF, DKIM and DMARC, each with the record
 * found and what to publish. The organisation's Gmail and Microsoft mailboxes on the domain decide
 * which SPF include and DKIM selectors must be there. Reports are reused for `cacheTtlMs`.
 */
export function createDeliverabilityService(deps: DeliverabilityDeps) {
  const { db, clock, resolve, timeoutMs, cacheTtlMs } = deps;
  const cache = new Map<string, { report: DeliverabilityReport; expiresAt: number }>();

  /** The kinds of the organisation's mailboxes that send from addresses on `domain`. */
  async function providerKindsOn(organisationId: string, domain: string): Promise<Provider[]> {
    const rows = await db
      .selectDistinct({ kind: mailboxes.kind })
      .from(mailboxes)
      .where(
        and(
          eq(mailboxes.organisationId, organisationId),
          eq(mailboxes.mode, 'Email'),
          sql`split_part(${mailboxes.email}, '@', 2) = ${domain}`,
        ),
      );
    return rows
      .map((row) => row.kind)
      .filter((kind): kind is Provider => kind in providers)
      .sort();
  }

  async function build(domain: string, selector: string | undefined, kinds: Provider[]) {
    const checks = await Promise.all([
      guarded('mx', 'MX record', domain, () => checkMx(resolve, domain, kinds)),
      guarded('spf', 'SPF record', domain, () => checkSpf(resolve, domain, kinds, timeoutMs)),
      guarded('dkim', 'DKIM key', domain, () => checkDkim(resolve, domain, selector, kinds)),
      guarded('dmarc', 'DMARC record', domain, () => checkDmarc(resolve, domain)),
    ]);
    return { domain, status: overallStatus(checks), checks, checkedAt: clock.now().toISOString() };
  }

  return {
    async report(actor: Actor, query: DeliverabilityQuery): Promise<DeliverabilityReport> {
      const domain = query.domain.trim().toLowerCase();
      const selector = query.selector?.trim().toLowerCase() || undefined;
      const kinds = await providerKindsOn(actor.organisationId, domain);
      const key = [domain, selector ?? '', kinds.join(',')].join('|');
      const now = clock.now().getTime();
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now) return cached.report;
      const report = await build(domain, selector, kinds);
      if (cacheTtlMs > 0) {
        cache.delete(key);
        cache.set(key, { report, expiresAt: now + cacheTtlMs });
        for (const oldest of cache.keys()) {
          if (cache.size <= maxCachedReports) break;
          cache.delete(oldest);
        }
      }
      return report;
    },
  };
}
export type DeliverabilityService = ReturnType<typeof createDeliverabilityService>;
