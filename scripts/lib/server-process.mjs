// How a Leadpilot server or worker process is started: `npm start`, `npm run serve:worker` and the
// sending benchmark's engine process share these Node flags, so the benchmark measures what runs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './setup.mjs';

/**
 * V8's young generation capped at 16 MiB a half, as Node 20 had it: Node 24 sizes it from the
 * machine's memory (up to 64 MiB a half here), which adds about 90 MiB to every process's resident
 * memory for no measurable gain in a server whose allocations are short-lived (docs/benchmarks.md).
 * The server's TypeScript runs on Node's own type stripping (the sources use erasable syntax only,
 * which the type-check enforces), so no compiler runs inside the process.
 */
export const serverNodeFlags = ['--max-semi-space-size=16'];

/**
 * A worker's old space, in MiB (`WORKER_HEAP_MIB` changes it). V8 otherwise lets a sending pass's
 * garbage pile up to about 200 MiB before collecting, as the machine has memory to spare; capped,
 * the worker's peak stayed at 223 MiB for 3,000 messages at the same speed. The largest live sets
 * a worker holds were measured under this cap: a scheduling page of 20,000 enrolments (and a
 * launch of 10,000 CSV prospects, which a web process makes) (docs/benchmarks.md, sending engine).
 */
const workerHeapMiB = Number(process.env.WORKER_HEAP_MIB ?? 160);

/** The Node flags of a process started with `args`: a worker's heap is capped, the others' not. */
export function nodeFlagsFor(args = []) {
  const worker =
    args.includes('--role=worker') || (args.includes('--role') && args[args.indexOf('--role') + 1] === 'worker');
  return worker ? [...serverNodeFlags, `--max-old-space-size=${workerHeapMiB}`] : serverNodeFlags;
}

/**
 * Two malloc arenas instead of glibc's eight per core: the threads that sign tokens and hash
 * passwords each grew an arena of their own, and a sending pass's resident memory grew by about
 * 140 MiB that the heap never held (docs/benchmarks.md, sending engine).
 */
export const serverEnvironment = { MALLOC_ARENA_MAX: '2' };

/**
 * The command that runs apps/server/src/main.ts with `args` (e.g. `--role worker`) on the repo's
 * pinned Node (node_modules/.bin/node): `npm start`'s first run begins on the machine's own Node,
 * before the install that brings the pinned one.
 */
export function serverCommand(args = []) {
  const pinned = path.join(root, 'node_modules', '.bin', 'node');
  const node = existsSync(pinned) ? pinned : process.execPath;
  return [node, [...nodeFlagsFor(args), 'apps/server/src/main.ts', ...args]];
}
