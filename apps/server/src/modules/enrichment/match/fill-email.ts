import { guessEmail } from './email-patterns.ts';
import type { CellSource, EmailPattern, EmailStatus, EnrichmentCell, EnrichmentRow } from './match-types.ts';
import type { PickedMatch } from './pick-match.ts';

/**
 * Statuses a found email is charged for: as Lemlist, deliverable or risky addresses only. An
 * address that still needs verification is not chargeable until the verifier answers one of these.
 */
export function isChargeableEmailStatus(status: EmailStatus): boolean {
  return status === 'verified' || status === 'risky';
}

/** What the email step knows beside the match. */
export interface EmailContext {
  /** The verifier's stored verdicts of the file's addresses, by address. */
  verdicts: ReadonlyMap<string, EmailStatus>;
  /** Email patterns, by company domain. */
  patterns: ReadonlyMap<string, EmailPattern>;
}

interface Choice {
  value: string | null;
  status: EmailStatus | null;
  statusSource: CellSource | null;
  source: CellSource | null;
  confidence: number;
  cellStatus: EnrichmentCell['status'];
  chargeable: boolean;
  needsVerification: boolean;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The names a guessed address is built from: the matched person's, else the row's own. */
function namesFor(row: EnrichmentRow, match: PickedMatch): { first: string; last: string } | null {
  if (match.person) return { first: match.person.firstName, last: match.person.lastName };
  if (row.firstName?.trim() && row.lastName?.trim()) return { first: row.firstName, last: row.lastName };
  const words = row.fullName?.trim().split(/\s+/) ?? [];
  const first = words[0];
  const last = words.at(-1);
  return words.length >= 2 && first && last ? { first, last } : null;
}

/** The address the company's email pattern gives the row's (or its person's) names, if any. */
function guessedEmailFor(
  row: EnrichmentRow,
  match: PickedMatch,
  patterns: ReadonlyMap<string, EmailPattern>,
): { address: string; pattern: EmailPattern } | null {
  const pattern = match.company ? patterns.get(match.company.domain) : undefined;
  const names = namesFor(row, match);
  if (!pattern || !names || !match.company) return null;
  const address = guessEmail(pattern.pattern, names.first, names.last, match.company.domain);
  return address ? { address, pattern } : null;
}

/**
 * The work email, in this order: a file address the verifier (or the records) holds as verified is
 * kept; the records' address for the person replaces the file's only when the file has none, its
 * address is invalid, or the records' is verified or risky; an unverified file address is kept
 * rather than replaced by a guess; then the company's pattern guesses one from the names (source
 * `pattern`, needs verification); an invalid address is the last resort, never charged.
 */
export function chooseEmail(row: EnrichmentRow, match: PickedMatch, context: EmailContext): Choice {
  const fileEmail = row.email?.trim().toLowerCase() || null;
  const recordEmail = match.person?.email ?? null;
  const recordStatus = match.person?.emailStatus ?? 'unknown';
  // The records' address has the records' status; any other, the verifier's stored verdict if any.
  const statusOf = (address: string): { status: EmailStatus; source: CellSource } | null => {
    if (address === recordEmail) return { status: recordStatus, source: 'records' };
    const verdict = context.verdicts.get(address);
    return verdict ? { status: verdict, source: 'verifier' } : null;
  };
  const kept = (address: string): Choice => {
    const known = statusOf(address);
    return {
      value: address,
      status: known?.status ?? null,
      statusSource: known?.source ?? null,
      source: 'file',
      confidence: 1,
      cellStatus: 'kept',
      chargeable: false,
      needsVerification: !known || known.status === 'unknown',
    };
  };
  const fileStatus = fileEmail ? (statusOf(fileEmail)?.status ?? 'unknown') : null;
  const fromRecords = (address: string): Choice => ({
    value: address,
    status: recordStatus,
    statusSource: 'records',
    source: 'records',
    confidence: match.confidence,
    cellStatus: 'found',
    chargeable: isChargeableEmailStatus(recordStatus),
    needsVerification: recordStatus === 'unknown',
  });

  if (fileEmail && fileStatus === 'verified') return kept(fileEmail);
  if (fileEmail && fileEmail === recordEmail) return kept(fileEmail);
  const isRecordBetter = !fileEmail || fileStatus === 'invalid' || isChargeableEmailStatus(recordStatus);
  if (recordEmail && recordStatus !== 'invalid' && isRecordBetter) return fromRecords(recordEmail);
  if (fileEmail && fileStatus !== 'invalid') return kept(fileEmail);

  const guessed = guessedEmailFor(row, match, context.patterns);
  const guess = guessed?.address;
  const pattern = guessed?.pattern;
  if (guess && guess !== fileEmail && guess !== recordEmail && pattern) {
    return {
      value: guess,
      status: null,
      statusSource: null,
      source: 'pattern',
      confidence: round(match.companyConfidence * pattern.confidence),
      cellStatus: 'found',
      chargeable: false,
      needsVerification: true,
    };
  }
  if (fileEmail) return kept(fileEmail);
  if (recordEmail) return fromRecords(recordEmail);
  return {
    value: null,
    status: null,
    statusSource: null,
    source: null,
    confidence: 0,
    cellStatus: 'not_found',
    chargeable: false,
    needsVerification: false,
  };
}

/**
 * The email and email status cells of a choice. The status is found only where a verdict or the
 * records hold one; a kept or guessed address without one leaves it to the verification stage.
 */
export function emailCells(choice: Choice): [EnrichmentCell, EnrichmentCell] {
  const hasStatus = choice.value !== null && choice.status !== null;
  return [
    {
      field: 'email',
      value: choice.value,
      source: choice.source,
      confidence: choice.confidence,
      status: choice.cellStatus,
      chargeable: choice.chargeable,
      needsVerification: choice.needsVerification,
    },
    {
      field: 'emailStatus',
      value: hasStatus ? choice.status : null,
      source: hasStatus ? choice.statusSource : null,
      confidence: hasStatus ? choice.confidence : 0,
      status: hasStatus ? 'found' : 'not_found',
      chargeable: false,
      needsVerification: choice.needsVerification,
    },
  ];
}
