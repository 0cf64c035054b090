// How a Leadpilot server or worker process is started: `npm start`, `npm run serve:worker` and the
// sending benchmark's engine process share these Node flags, so the benchmark measures what runs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './setup.mjs';

/**
 * V8's young generation capped at 16 MiB a half, as Node 20 had it: Node 24 sizes it from the
 * machine's memory (up to 64 MiB a half here), which adds about 90 MiB to every process's resident
 * memory for no measurable gain in a server whose allocations are short-lived (docs/benchmarks.md).
 * `--optimize-for-size`: V8 grows and keeps less heap and compiles less eagerly; a server on
 * PostgreSQL settles at about 210–250 MiB instead of 530–630 after the same traffic, for a read rate
 * still well above its aim (docs/benchmarks.md, "Server memory").
 * The server's TypeScript runs on Node's own type stripping (the sources use erasable syntax only,
 * which the type-check enforces), so no compiler runs inside the process.
 */
export const serverNodeFlags = ['--max-semi-space-size=16', '--optimize-for-size'];

/**
 * The old space of each kind of process, in MiB. Without a limit V8 lets garbage pile up to several
 * times the live set on a machine with memory to spare (a web process: 440–540 MiB after people
 * searches; a worker: about 200 MiB into a sending pass) and keeps it. The largest live sets were
 * measured under these limits: a scheduling page of 20,000 enrolments in a worker, a launch of
 * 10,000 CSV prospects in a web process (docs/benchmarks.md, sending engine and server memory).
 * `SERVER_HEAP_MIB` (web, and a process doing both) and `WORKER_HEAP_MIB` change them.
 */
const serverHeapMiB = Number(process.env.SERVER_HEAP_MIB ?? 160);
const workerHeapMiB = Number(process.env.WORKER_HEAP_MIB ?? 160);

/** The Node flags of a process started with `args` (`--role worker` for a worker). */
export function nodeFlagsFor(args = []) {
  const worker =
    args.includes('--role=worker') || (args.includes('--role') && args[args.indexOf('--role') + 1] === 'worker');
  return [...serverNodeFlags, `--max-old-space-size=${worker ? workerHeapMiB : serverHeapMiB}`];
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
