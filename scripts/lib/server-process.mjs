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
  return [node, [...serverNodeFlags, 'apps/server/src/main.ts', ...args]];
}
