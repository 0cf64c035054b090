import type { EmailStatus, EnrichedRow, EnrichmentCell } from './match/index.ts';

/**
 * The verification stage's rule for one row: the address the run found or kept without a verdict
 * (a guess from the company's pattern, a file's address, a record's unchecked one) is sent to the
 * email verifier, which reuses the verdicts it holds and keeps its per-domain probe limits. A
 * deliverable or risky guess becomes a found, chargeable address; an invalid guess is dropped; a
 * kept address gets its status and stays free.
 */

/** The verifier's answer as the stage needs it. */
export interface EmailVerdict {
  status: EmailStatus;
  /** The verifier could not probe now (its per-domain limit): try again on a later pass. */
  isThrottled: boolean;
}

export interface EmailChecker {
  verify(address: string): Promise<EmailVerdict>;
}

/** The address a row waits to have verified, or null. */
export function addressToVerify(cells: readonly unknown[]): string | null {
  const email = cells.find((cell): cell is EnrichmentCell => (cell as EnrichmentCell)?.field === 'email') as
    | EnrichmentCell
    | undefined;
  return email?.needsVerification && email.value ? email.value : null;
}

const isDeliverable = (status: EmailStatus) => status === 'verified' || status === 'risky';

/** The row's email cells once the verifier has answered (`status` not `unknown`, or an unknown it settled on). */
export function withVerdict(cells: readonly EnrichmentCell[], status: EmailStatus): EnrichmentCell[] {
  const email = cells.find((cell) => cell.field === 'email');
  if (!email) return [...cells];
  const isGuess = email.source === 'pattern';
  const dropped = isGuess && status === 'invalid';
  return cells.map((cell) => {
    if (cell.field === 'email') {
      return dropped
        ? { ...cell, value: null, source: null, confidence: 0, status: 'not_found', needsVerification: false }
        : {
            ...cell,
            needsVerification: false,
            // A guess or a record's address found deliverable is what a reveal charges for; the file's own never.
            chargeable: cell.status !== 'kept' && isDeliverable(status),
          };
    }
    if (cell.field === 'emailStatus') {
      return dropped
        ? { ...cell, needsVerification: false }
        : {
            ...cell,
            value: status,
            source: 'verifier',
            confidence: email.confidence,
            status: 'found',
            needsVerification: false,
          };
    }
    return cell;
  });
}

/** A verified row as the charging step reads it: the person (when matched) and the found cells. */
export const asEnrichedRow = (rowNumber: number, personId: string | null, cells: EnrichmentCell[]): EnrichedRow => ({
  rowNumber,
  match: {
    outcome: personId ? 'person' : 'company',
    rule: null,
    confidence: 0,
    personId,
    companyId: null,
    companyRule: null,
    companyConfidence: 0,
    ambiguousPersonIds: [],
  },
  cells,
});
