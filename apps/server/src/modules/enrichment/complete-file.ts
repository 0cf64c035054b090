import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enrichmentFiles } from '../../db/schema.ts';
import { recordWebhookEvents } from '../webhooks/index.ts';

/**
 * Moves a file from `from` to completed (once: a second pass finds it so) and records the
 * `enrichment.completed` webhook event in the same transaction.
 */
export async function completeFile(db: Database, fileId: string, from: 'running' | 'verifying', now: Date) {
  await db.transaction(async (tx) => {
    const [file] = await tx
      .update(enrichmentFiles)
      .set({ stage: 'completed', stageReason: '', finishedAt: now, updatedAt: now })
      .where(and(eq(enrichmentFiles.id, fileId), eq(enrichmentFiles.stage, from)))
      .returning();
    if (!file) return;
    await recordWebhookEvents(tx, [
      {
        organisationId: file.organisationId,
        type: 'enrichment.completed',
        key: `enrichment.completed:${file.id}`,
        data: {
          fileId: file.id,
          name: file.name,
          kind: file.kind,
          rows: file.rowCount,
          rowsMatched: file.rowsMatched,
          creditsSpent: file.creditsSpent,
          finishedAt: now.toISOString(),
        },
        at: now,
      },
    ]);
  });
}
