import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr together. */
  output(): string;
  /** Its exit code once it ended (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Runs apps/server/src/main.ts with `args` as `npm start` does (the repo's Node strips the types
 * itself: scripts/lib/server-process.mjs), with only `environment` besides PATH and HOME.
 */
export function spawnMain(args: string[], environment: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['src/main.ts', ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...environment },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  return { child, output: () => output, exited };
}
