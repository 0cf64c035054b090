/**
 * How fast one worker sends: at most `concurrency` messages in flight, and (when `maxPerWindow` is
 * above 0) at most `maxPerWindow` started in any sliding `windowMs`, as listmonk's sliding window.
 */
export interface Pace {
  concurrency: number;
  maxPerWindow: number;
  windowMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPacer(pace: Pace) {
  /** Start times of recent sends, oldest first (real time: pacing is about the servers, not the plan). */
  const started: number[] = [];

  async function admit() {
    if (pace.maxPerWindow <= 0 || pace.windowMs <= 0) return;
    for (;;) {
      const now = Date.now();
      while (started.length > 0 && (started[0] as number) <= now - pace.windowMs) started.shift();
      if (started.length < pace.maxPerWindow) {
        started.push(now);
        return;
      }
      await sleep((started[0] as number) + pace.windowMs - now);
    }
  }

  return {
    /** Runs `work` for every item, paced; resolves when all have finished. */
    async run<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
      let next = 0;
      const lanes = Array.from({ length: Math.max(1, Math.min(pace.concurrency, items.length)) }, async () => {
        while (next < items.length) {
          const item = items[next] as T;
          next += 1;
          await admit();
          await work(item);
        }
      });
      await Promise.all(lanes);
    },
  };
}
