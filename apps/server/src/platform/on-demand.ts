import { createRequire } from 'node:module';
import type * as Chrono from 'chrono-node';

/**
 * Libraries a process loads the first time it needs them, not at start-up: each holds megabytes of
 * heap (rules, dictionaries, locale data) that a web process serving the API mostly never uses, and
 * a process's resident memory is judged on what it holds steady (docs/benchmarks.md, "Server
 * memory"). `lazy-libraries.test.ts` keeps them out of the modules loaded at start.
 *
 * They load synchronously (`require`, which also takes ES modules on the pinned Node), so the
 * functions that use them keep their synchronous signatures.
 */
const require = createRequire(import.meta.url);

let chrono: typeof Chrono | undefined;

/** chrono-node (dates in free text, six languages): about 4 MiB of heap. */
export function chronoNode(): typeof Chrono {
  chrono ??= require('chrono-node') as typeof Chrono;
  return chrono;
}
