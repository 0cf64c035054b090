import { createRequire } from 'node:module';
import { type DnsResolve, dnsErrorCode, isAbsentAnswer, resolveTxt } from './dns-resolver.ts';

// mailauth is CommonJS and types only its top-level functions; the record helpers used here are
// loaded by path and typed below with the fields this module reads.
const require = createRequire(import.meta.url);

type SpfResultCode = 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'permerror' | 'temperror';

interface SpfEvaluation {
  status: { result: SpfResultCode; comment: string };
  rr?: string;
}

interface ParsedDmarcRecord {
  p?: string;
  rua?: string;
  rr: string;
  isOrgRecord: boolean;
  recordDomain: string | null;
}

interface PublicKey {
  rr: string;
  modulusLength?: number;
  keyType: string;
  testing: boolean;
}

type SpfCheck = (options: {
  sender: string;
  ip: string;
  helo: string;
  mta: string;
  resolver: DnsResolve;
  maxElapsedTime: number;
}) => Promise<SpfEvaluation>;
type DmarcRecordLookup = (domain: string, resolver: DnsResolve) => Promise<ParsedDmarcRecord | false>;
type PublicKeyLookup = (type: 'DKIM', name: string, minBitLength: number, resolver: DnsResolve) => Promise<PublicKey>;

// Loaded on first use: mailauth and what it brings (joi, tldts, the public suffix list) hold about
// 10 MiB of a process's heap, and only the domain checks need them (docs/benchmarks.md, server memory).
const spf: SpfCheck = (options) => (require('mailauth/lib/spf') as { spf: SpfCheck }).spf(options);
const getDmarcRecord: DmarcRecordLookup = (domain, resolver) =>
  (require('mailauth/lib/dmarc/get-dmarc-record') as DmarcRecordLookup)(domain, resolver);
const getPublicKey: PublicKeyLookup = (...args) =>
  (require('mailauth/lib/tools') as { getPublicKey: PublicKeyLookup }).getPublicKey(...args);

/** A DNS question that got no answer in time (or a server failure): the record is unknown, not absent. */
export class DnsLookupError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(`DNS lookup failed (${code})`);
    this.name = 'DnsLookupError';
    this.code = code;
  }
}

const rethrowFailure = (error: unknown): never => {
  if (error instanceof DnsLookupError) throw error;
  throw new DnsLookupError(dnsErrorCode(error));
};

/** TXT records at `name`; a failed question throws `DnsLookupError`. */
async function txtRecords(resolve: DnsResolve, name: string): Promise<string[]> {
  try {
    return await resolveTxt(resolve, name);
  } catch (error) {
    return rethrowFailure(error);
  }
}

export type MxLookup =
  | { kind: 'found'; records: { exchange: string; priority: number }[] }
  /** `MX 0 .`: the domain says it takes no mail. */
  | { kind: 'null-mx' }
  | { kind: 'none' };

/** The domain's MX records, best first. */
export async function lookupMx(resolve: DnsResolve, domain: string): Promise<MxLookup> {
  let answer: unknown;
  try {
    answer = await resolve(domain, 'MX');
  } catch (error) {
    if (isAbsentAnswer(dnsErrorCode(error))) return { kind: 'none' };
    return rethrowFailure(error);
  }
  const records = (Array.isArray(answer) ? answer : [])
    .filter((record): record is { exchange: string; priority: number } => typeof record?.exchange === 'string')
    .map((record) => ({ exchange: record.exchange.replace(/\.$/, '').toLowerCase(), priority: record.priority }))
    .sort((first, second) => first.priority - second.priority);
  if (records.length === 0) return { kind: 'none' };
  if (records.every((record) => record.exchange === '')) return { kind: 'null-mx' };
  return { kind: 'found', records: records.filter((record) => record.exchange !== '') };
}

/** A documentation address (RFC 5737) that no real SPF record lists: how a record treats strangers. */
const strangerAddress = '192.0.2.1';

export interface SpfLookup {
  /** The TXT records at the domain that start with `v=spf1`. */
  records: string[];
  /**
   * The record evaluated for a server it does not list: `fail`/`softfail` (ends in -all/~all),
   * `neutral` (?all or no all), `pass` (+all: anyone may send), `permerror` (broken: syntax, more
   * than 10 lookups, several records), `none` (no record).
   */
  result: SpfResultCode;
  /** mailauth's explanation of a `permerror`, e.g. "Unknown mechanism foo". */
  problem: string;
}

/** The domain's SPF record and how it treats a server it does not list (mailauth's SPF evaluation). */
export async function lookupSpf(resolve: DnsResolve, domain: string, timeoutMs: number): Promise<SpfLookup> {
  const records = (await txtRecords(resolve, domain)).filter((record) => /^v=spf1(\s|$)/i.test(record.trim()));
  if (records.length === 0) return { records, result: 'none', problem: '' };
  const evaluation = await spf({
    sender: `postmaster@${domain}`,
    ip: strangerAddress,
    helo: domain,
    mta: 'leadpilot',
    resolver: resolve,
    maxElapsedTime: timeoutMs * 4,
  });
  const { result, comment } = evaluation.status;
  if (result === 'temperror') throw new DnsLookupError('ETIMEOUT');
  const problem = result === 'permerror' ? comment.replace(/^.*?during lookup of [^:]+:\s*/, '') : '';
  return { records, result, problem };
}

export type DkimLookup =
  | { kind: 'key'; selector: string; record: string; bits: number; keyType: string; testing: boolean }
  /** `p=` empty: the key was withdrawn. */
  | { kind: 'revoked'; selector: string; record: string }
  | { kind: 'invalid'; selector: string; record: string; reason: string }
  | { kind: 'none'; selector: string };

/** The DKIM key published for `selector` at `<selector>._domainkey.<domain>`, parsed by mailauth. */
export async function lookupDkim(resolve: DnsResolve, domain: string, selector: string): Promise<DkimLookup> {
  const name = `${selector}._domainkey.${domain}`;
  const [record] = await txtRecords(resolve, name);
  if (record === undefined) return { kind: 'none', selector };
  try {
    const key = await getPublicKey('DKIM', name, 1, resolve);
    const bits = key.keyType === 'rsa' ? (key.modulusLength ?? 0) : 256;
    return { kind: 'key', selector, record, bits, keyType: key.keyType, testing: key.testing };
  } catch (error) {
    const code = dnsErrorCode(error);
    if (code === 'EINVALIDVAL' && error instanceof Error && error.message === 'Missing key value') {
      return { kind: 'revoked', selector, record };
    }
    if (code.startsWith('EINVALID')) {
      return { kind: 'invalid', selector, record, reason: error instanceof Error ? error.message : code };
    }
    return rethrowFailure(error);
  }
}

export interface DmarcLookup {
  /** The TXT records at `_dmarc.<domain>` that start with `v=DMARC1`. */
  records: string[];
  /** The policy that applies (the domain's own or its organisational domain's), or null. */
  policy: {
    p: string;
    rua: string;
    record: string;
    /** Where it is published when inherited from a parent domain. */
    inheritedFrom: string | null;
  } | null;
}

/** The DMARC records at `_dmarc.<domain>` and the policy that applies (mailauth's DNS tree walk). */
export async function lookupDmarc(resolve: DnsResolve, domain: string): Promise<DmarcLookup> {
  const records = (await txtRecords(resolve, `_dmarc.${domain}`)).filter((record) =>
    /^v\s*=\s*DMARC1/i.test(record.trim()),
  );
  let found: ParsedDmarcRecord | false;
  try {
    found = await getDmarcRecord(domain, resolve);
  } catch (error) {
    return rethrowFailure(error);
  }
  if (!found) return { records, policy: null };
  return {
    records,
    policy: {
      p: typeof found.p === 'string' ? found.p : '',
      rua: typeof found.rua === 'string' ? found.rua : '',
      record: found.rr,
      inheritedFrom: found.isOrgRecord ? found.recordDomain : null,
    },
  };
}
