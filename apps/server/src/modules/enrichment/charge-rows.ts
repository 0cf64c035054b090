import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactReveals, type enrichmentFiles } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { revealPeople } from '../contacts/index.ts';
import { spendCreditsBatch } from '../credits/index.ts';
import { type AiCell, aiCellCredits, aiCellKey } from './ai-cells.ts';
import type { EnrichedRow } from './match/index.ts';

type FileRow = typeof enrichmentFiles.$inferSelect;

/** The person a row is charged for: a match whose found email or phone a reveal charges. */
export function chargedPerson(result: EnrichedRow): string | null {
  if (result.match.outcome !== 'person' || !result.match.personId) return null;
  return result.cells.some((cell) => cell.chargeable && cell.status === 'found') ? result.match.personId : null;
}

/** What one row costs: its person's reveal (when found) and each AI cell written. */
interface RowCharge {
  person: { id: string; fullName: string; companyName: string; isFree: false } | null;
  cells: { amount: number; reason: string; idempotencyKey: string }[];
}

const isCreditShortage = (error: unknown) => error instanceof AppError && error.status === 422;

/**
 * Charges the rows of a pass, in row order: all at once when the credits allow, else one row at a
 * time until they run out (each attempt in a savepoint, so a row is charged whole or not at all).
 * A person is revealed once per organisation (the reveal's keys), an AI cell once (its own key).
 * `rowsPaidFor` is how many of `results` can be written.
 */
export async function chargeRows(
  tx: Database,
  input: {
    file: FileRow;
    results: readonly EnrichedRow[];
    aiCells: readonly (readonly AiCell[])[];
    labels: readonly string[];
    columnNames: ReadonlyMap<string, string>;
    now: Date;
  },
): Promise<{ rowsPaidFor: number; stopReason: string }> {
  const { file, results, now } = input;
  const userId = file.createdByUserId;
  const charges: RowCharge[] = results.map((result, index) => {
    // The ledger says "Revealed Jane Doe (Acme)", in the file's own words for the row.
    const label = input.labels[index] || `row ${result.rowNumber} of “${file.name}”`;
    const personId = chargedPerson(result);
    const email = result.cells.find((cell) => cell.field === 'email');
    // A verified address of a row that found its company but not its person: no person to reveal, so
    // the address itself is charged, once per organisation.
    const address = !personId && email?.chargeable && email.status === 'found' ? email.value : null;
    return {
      person: personId ? { id: personId, fullName: label, companyName: '', isFree: false } : null,
      cells: [
        ...(address
          ? [{ amount: 1, reason: `Verified email for ${label}`, idempotencyKey: `enrichment-email:${address}` }]
          : []),
        ...(input.aiCells[index] ?? [])
          .filter((cell) => cell.status === 'found')
          .map((cell) => ({
            amount: aiCellCredits,
            reason: `AI column “${input.columnNames.get(cell.field) ?? cell.field}” for ${label}`,
            idempotencyKey: aiCellKey(file.id, result.rowNumber, cell.field),
          })),
      ],
    };
  });
  const costs = (charge: RowCharge) => charge.person !== null || charge.cells.length > 0;
  if (!charges.some(costs)) return { rowsPaidFor: results.length, stopReason: '' };
  if (!userId) {
    return { rowsPaidFor: 0, stopReason: 'The member who uploaded this file has left: upload it again to enrich it.' };
  }

  async function charge(rows: readonly RowCharge[]): Promise<boolean> {
    try {
      await tx.transaction(async (savepoint) => {
        const people = rows.flatMap((row) => (row.person ? [row.person] : []));
        if (people.length > 0) {
          await revealPeople(savepoint, { organisationId: file.organisationId, userId: userId as string, people, now });
        }
        const items = rows.flatMap((row) => row.cells);
        if (items.length > 0) {
          await spendCreditsBatch(savepoint, {
            organisationId: file.organisationId,
            userId: userId as string,
            now,
            items,
          });
        }
      });
      return true;
    } catch (error) {
      if (!isCreditShortage(error)) throw error;
      return false;
    }
  }

  if (await charge(charges)) return { rowsPaidFor: results.length, stopReason: '' };
  for (const [index, row] of charges.entries()) {
    if (!costs(row) || (await charge([row]))) continue;
    return {
      rowsPaidFor: index,
      stopReason: `Credits ran out at row ${results[index]?.rowNumber ?? ''}: buy credits, then resume the file. Rows done so far are kept.`,
    };
  }
  return { rowsPaidFor: results.length, stopReason: '' };
}

/** What each person the rows found was charged when the organisation revealed them (absent: not revealed). */
export async function revealsOf(tx: Database, organisationId: string, results: readonly EnrichedRow[]) {
  const ids = [...new Set(results.map(chargedPerson).filter((id): id is string => id !== null))];
  const credits = new Map<string, number>();
  if (ids.length === 0) return credits;
  const rows = await tx
    .select({ personId: contactReveals.personId, credits: contactReveals.credits })
    .from(contactReveals)
    .where(and(eq(contactReveals.organisationId, organisationId), inArray(contactReveals.personId, ids)));
  for (const row of rows) credits.set(row.personId, row.credits);
  return credits;
}
