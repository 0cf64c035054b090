import type { InboundMessageRow } from './sync-store.ts';

/**
 * What the sync job hands each newly stored message (effects/reply-effects.ts: stop, suppress,
 * pause, credit back, circuit breakers). The engine runs it at least once per message (a crash
 * before `effects_at` is written runs it again), so it must be idempotent.
 */
export type OnInboundStored = (message: InboundMessageRow) => Promise<void>;
