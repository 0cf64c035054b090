import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SendOptions } from '../../platform/queue.ts';

/** What the delivery worker's wake is asked with: at once (a window's worth of sends kept once), or at a time. */
export type WakeOptions = Pick<SendOptions, 'singletonKey' | 'singletonSeconds' | 'singletonNextSlot' | 'startAfter'>;

/**
 * New events wake the worker at most once a second (and once more right after the second, for the
 * events of a burst that committed after the first pass looked): pg-boss's debouncing, across
 * processes.
 */
export const newEventsWake: WakeOptions = {
  singletonKey: 'webhooks.deliver:new-events',
  singletonSeconds: 1,
  singletonNextSlot: true,
};

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Called when events were recorded. `recordWebhookEvents` is handed only the caller's transaction
 * (it is the engines' narrow door), so the service listens here, in this process. Returns the way
 * to stop listening.
 */
export function onWebhookEventsRecorded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners; runs right after the recording statement, before the caller's transaction commits. */
export function webhookEventsRecorded(): void {
  for (const listener of listeners) listener();
}

/**
 * The wakes of one process for new events. The wake is asked for right after the recording
 * statement, before the caller's transaction commits, so the pass it starts may not see the rows
 * yet: every wake is followed by one more a second later, for what committed meanwhile. A burst
 * makes one wake a second, and that one more after it. The queue's singleton window does the same
 * across processes; this spares the database a send per event.
 */
export function coalescedWake(wake: (options: WakeOptions) => Promise<void>, onError: (error: unknown) => void) {
  const gapMs = 1000;
  let last = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  let asked = false;
  const later = (waitMs: number) => {
    timer = setTimeout(fire, waitMs);
    timer.unref();
  };
  function fire() {
    timer = null;
    last = Date.now();
    wake(newEventsWake).catch(onError);
    // The follow-up for this wake's events; it has none of its own unless more were recorded meanwhile.
    if (asked) later(gapMs);
    asked = false;
  }
  return () => {
    asked = true;
    if (timer) return;
    const waitMs = last + gapMs - Date.now();
    if (waitMs <= 0) fire();
    else later(waitMs);
  };
}

/**
 * After a pass: when the soonest planned attempt of an enabled endpoint falls before the next
 * minute's cron, the wake for its time (rounded up to the second, so the passes that plan the same
 * retry send one job). The plan is by the application's clock, the queue runs by the wall clock:
 * the same in production, and the wait is carried over as it is when a test moves its clock.
 */
export async function nextRetryWake(db: Database, clock: Clock): Promise<WakeOptions | null> {
  const now = clock.now();
  const nextMinute = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
  const [soonest] = await queryRows<{ next_attempt_at: string | Date }>(
    db,
    sql`
    select d.next_attempt_at from webhook_deliveries d
    join webhook_endpoints e on e.id = d.endpoint_id
    where d.status = 'pending' and d.next_attempt_at < ${nextMinute.toISOString()}::timestamptz
      and e.status = 'enabled' and e.deleted_at is null
    order by d.next_attempt_at
    limit 1`,
  );
  if (!soonest) return null;
  const waitMs = Math.max(0, new Date(soonest.next_attempt_at).getTime() - now.getTime());
  const startAfter = new Date(Math.ceil((Date.now() + waitMs) / 1000) * 1000);
  return { startAfter, singletonKey: `webhooks.deliver:at:${startAfter.toISOString()}`, singletonSeconds: 60 };
}
