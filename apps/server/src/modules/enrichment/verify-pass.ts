import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { enrichmentFiles, enrichmentRows } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { lockOrganisation } from '../credits/index.ts';
import { isAiCell } from './ai-cells.ts';
import { chargedPerson, chargeRows, revealsOf } from './charge-rows.ts';
import { completeFile } from './complete-file.ts';
import { inParallel } from './in-parallel.ts';
import type { EnrichmentCell } from './match/index.ts';
import { addressToVerify, asEnrichedRow, type EmailChecker, type EmailVerdict, withVerdict } from './verify-emails.ts';

export interface VerifyDeps {
  db: Database;
  clock: Clock;
  checker: EmailChecker;
  /** Rows a pass takes (`verifyRowsPerPass` unless set). */
  passRows?: number;
}

/** Rows a verification pass takes: each waits on a mail server, within the verifier's per-domain limits. */
export const verifyRowsPerPass = 50;
/** Addresses checked at once. */
const parallelChecks = 4;

/** The rows whose email waits for the verifier, as a JSON containment test on their added cells. */
const waitingForVerification = sql`${enrichmentRows.added} @> '[{"field":"email","needsVerification":true}]'::jsonb`;

/** Whether the file has rows left for the verification stage. */
export async function hasRowsToVerify(db: Database, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ rowNumber: enrichmentRows.rowNumber })
    .from(enrichmentRows)
    .where(and(eq(enrichmentRows.fileId, fileId), ne(enrichmentRows.status, 'pending'), waitingForVerification))
    .limit(1);
  return row !== undefined;
}

/**
 * One pass of the verification stage (`verifying`, after every row was matched): the next rows whose
 * address waits for a verdict are checked by the verifier (a verdict it holds is reused), then, in one
 * transaction under the file's and the organisation's locks, a deliverable address is charged (the
 * person's reveal, or the address once per organisation when the row found a company only) and the
 * rows written, each only if it still waits. An address the verifier may not probe now (its
 * per-domain limit) waits for the next minute's pass.
 */
export async function verifyPass(deps: VerifyDeps, fileId: string): Promise<'more' | 'completed' | 'stopped'> {
  const { db, clock } = deps;
  const [file] = await db.select().from(enrichmentFiles).where(eq(enrichmentFiles.id, fileId));
  if (file?.stage !== 'verifying') return 'stopped';
  const rows = await db
    .select({ rowNumber: enrichmentRows.rowNumber, personId: enrichmentRows.personId, added: enrichmentRows.added })
    .from(enrichmentRows)
    .where(and(eq(enrichmentRows.fileId, fileId), ne(enrichmentRows.status, 'pending'), waitingForVerification))
    .orderBy(asc(enrichmentRows.rowNumber))
    .limit(deps.passRows ?? verifyRowsPerPass);
  if (rows.length === 0) return finishVerifying(db, fileId, clock.now());

  const verdicts = await inParallel(rows, parallelChecks, async (row): Promise<EmailVerdict | null> => {
    const address = addressToVerify(row.added);
    return address ? deps.checker.verify(address) : null;
  });
  const answered = rows.flatMap((row, index) => {
    const verdict = verdicts[index];
    if (verdict?.isThrottled) return [];
    const cells = row.added.filter((cell) => !isAiCell(cell)) as EnrichmentCell[];
    const ai = row.added.filter(isAiCell);
    const verified = withVerdict(cells, verdict?.status ?? 'unknown');
    return [{ row, before: cells, cells: verified, ai, result: asEnrichedRow(row.rowNumber, row.personId, verified) }];
  });
  const isThrottled = answered.length < rows.length;
  if (answered.length === 0) return 'stopped';

  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${enrichmentFiles} where id = ${fileId} for update`);
    await lockOrganisation(tx, file.organisationId);
    const results = answered.map((item) => item.result);
    const before = await revealsOf(tx, file.organisationId, results);
    const charged = await chargeRows(tx, {
      file,
      results,
      aiCells: [],
      labels: [],
      columnNames: new Map(),
      now,
    });
    const written = answered.slice(0, charged.rowsPaidFor);
    const credits = await revealsOf(tx, file.organisationId, results);
    for (const personId of before.keys()) credits.delete(personId);
    const values = written.map(({ row, cells, ai, result }) => {
      const personId = chargedPerson(result);
      const email = cells.find((cell) => cell.field === 'email');
      // A company-only row's deliverable address is charged under its own key (charge-rows.ts).
      const paid = personId ? (credits.get(personId) ?? 0) : email?.chargeable && email.status === 'found' ? 1 : 0;
      if (personId) credits.delete(personId);
      return { row_number: row.rowNumber, added: [...cells, ...ai], credits: paid };
    });
    type Written = { row_number: number };
    const updated =
      values.length === 0
        ? []
        : await queryRows<Written>(
            tx,
            sql`
              update ${enrichmentRows} as r
                 set added = v.added, credits = r.credits + v.credits
                from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(row_number int, added jsonb, credits int)
               where r.file_id = ${fileId} and r.row_number = v.row_number
                 and r.added @> '[{"field":"email","needsVerification":true}]'::jsonb
           returning r.row_number`,
          );
    const done = new Set(updated.map((row) => row.row_number));
    const foundByColumn = { ...file.foundByColumn };
    let spent = 0;
    for (const [index, item] of written.entries()) {
      if (!done.has(item.row.rowNumber)) continue;
      spent += values[index]?.credits ?? 0;
      for (const field of ['email', 'emailStatus'] as const) {
        const was = item.before.find((cell) => cell.field === field)?.status === 'found' ? 1 : 0;
        const is = item.cells.find((cell) => cell.field === field)?.status === 'found' ? 1 : 0;
        if (is !== was) foundByColumn[field] = (foundByColumn[field] ?? 0) + is - was;
      }
    }
    await tx
      .update(enrichmentFiles)
      .set({
        creditsSpent: sql`${enrichmentFiles.creditsSpent} + ${spent}`,
        foundByColumn,
        updatedAt: now,
        ...(charged.stopReason ? { stage: 'failed' as const, stageReason: charged.stopReason } : {}),
      })
      .where(eq(enrichmentFiles.id, fileId));
  });
  return isThrottled ? 'stopped' : 'more';
}

/** Every address has its verdict: the file is completed (once). */
async function finishVerifying(db: Database, fileId: string, now: Date) {
  await completeFile(db, fileId, 'verifying', now);
  return 'completed' as const;
}
