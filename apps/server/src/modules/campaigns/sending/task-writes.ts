import type { Database } from '../../../db/client.ts';
import { campaignTasks } from '../../../db/schema.ts';
import type { NewTask } from './send-store.ts';

/**
 * Creates the prospects' tasks once: the unique (enrolment, step) leaves a task that exists as it
 * is, whether the scheduler placed it on an earlier pass or another worker placed it just now.
 */
export async function insertTasks(db: Database, tasks: NewTask[]): Promise<number> {
  if (tasks.length === 0) return 0;
  const inserted = await db
    .insert(campaignTasks)
    .values(tasks)
    .onConflictDoNothing({ target: [campaignTasks.enrolmentId, campaignTasks.stepId] })
    .returning({ id: campaignTasks.id });
  return inserted.length;
}
