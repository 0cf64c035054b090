// The sending benchmark's worker protocol (sending-worker.ts, sending-engine-worker.ts): what the
// parent asks, what the worker answers, and the worker's side of ready / go / done.
import { readFileSync } from 'node:fs';

export interface WorkerJob {
  mode: 'engine' | 'bare';
  messages: number;
  smtp: { host: string; port: number };
  /** The bare sender's account (the engine's mailboxes are in the database). */
  sender: { address: string; password: string };
  /** Bare: connections of the pool. */
  connections: number;
  databaseUrl: string;
  /** The engine's campaigns (one per `recipients` messages), and how many recipients there are. */
  campaignIds: string[];
  recipients: number;
  /** The simulated timeline of the engine (epoch ms) and how much faster than real time it runs. */
  simStart: number;
  speed: number;
  timeoutSeconds: number;
}

export interface WorkerResult {
  mode: 'engine' | 'bare';
  sent: number;
  failed: number;
  seconds: number;
  /** Engine: job passes, ledger rows by state, deferrals logged, warnings the engine logged. */
  passes: number;
  states: Record<string, number>;
  deferred: number;
  warnings: string[];
  timedOut: boolean;
  /** Engine: the scheduling step before the send (ledger rows placed, seconds). */
  scheduled: number;
  scheduleSeconds: number;
  /** VmHWM of this process at the end (start-up included), MiB. */
  peakRssMiB: number;
  /** RSS when it said ready (set up, nothing sent yet), MiB. */
  readyRssMiB: number;
  /** Engine: V8 heap when the send ended (total and used), and used after a full GC when Node runs with --expose-gc. */
  heapTotalMiB: number;
  heapUsedMiB: number;
  heapUsedAfterGcMiB: number | null;
}

export type WorkerMessage = { type: 'ready' } | { type: 'done'; result: WorkerResult };

export function vmHwmMiB(): number {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return match?.[1] ? Number(match[1]) / 1024 : process.memoryUsage().rss / 1048576;
}

export const rssMiB = () => process.memoryUsage().rss / 1048576;

export function announce(message: WorkerMessage) {
  process.send?.(message);
}

export const go = () =>
  new Promise<void>((resolve) => {
    process.on('message', (message) => {
      if ((message as { type?: string }).type === 'go') resolve();
    });
  });

export const blank = (mode: WorkerJob['mode']): WorkerResult => ({
  mode,
  sent: 0,
  failed: 0,
  seconds: 0,
  passes: 0,
  states: {},
  deferred: 0,
  warnings: [],
  timedOut: false,
  scheduled: 0,
  scheduleSeconds: 0,
  peakRssMiB: 0,
  readyRssMiB: 0,
  heapTotalMiB: 0,
  heapUsedMiB: 0,
  heapUsedAfterGcMiB: null,
});
