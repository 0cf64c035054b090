import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeFlagsFor, serverCommand } from './lib/server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The flags a fresh Node process computes with `environment` (the limits are read at import). */
function flagsWith(environment: Record<string, string>, args: string[]): string[] {
  const script = `import('./scripts/lib/server-process.mjs').then((m) => console.log(JSON.stringify(m.nodeFlagsFor(${JSON.stringify(args)}))))`;
  const output = execFileSync(process.execPath, ['-e', script], {
    cwd: root,
    env: { PATH: process.env.PATH, ...environment },
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

describe('server process flags (docs/operations.md)', () => {
  it('caps the old space of every role and asks V8 to optimise for size', () => {
    for (const args of [[], ['--role', 'web'], ['--role', 'worker'], ['--role=worker']]) {
      const flags = nodeFlagsFor(args);
      expect(flags).toContain('--optimize-for-size');
      expect(flags).toContain('--max-semi-space-size=16');
      expect(flags.filter((flag) => flag.startsWith('--max-old-space-size='))).toHaveLength(1);
    }
  });

  it('takes the web and worker limits from their own settings', () => {
    const settings = { SERVER_HEAP_MIB: '192', WORKER_HEAP_MIB: '144' };
    expect(flagsWith(settings, [])).toContain('--max-old-space-size=192');
    expect(flagsWith(settings, ['--role', 'web'])).toContain('--max-old-space-size=192');
    expect(flagsWith(settings, ['--role', 'worker'])).toContain('--max-old-space-size=144');
    expect(flagsWith({}, [])).toContain('--max-old-space-size=160');
  });

  it('runs the server entry with those flags', () => {
    const [, args] = serverCommand(['--role', 'web']);
    expect(args.slice(0, -3)).toEqual(nodeFlagsFor(['--role', 'web']));
    expect(args.slice(-3)).toEqual(['apps/server/src/main.ts', '--role', 'web']);
  });
});
