import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnMain } from '../test/server-process.ts';

/**
 * Start-up holds SUPERADMIN_PASSWORD to sign-up's strength policy: a weak one stops the server
 * before the database is opened, saying which setting and why, and never printing the password.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'start-up-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(
  environment: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const run = spawnMain(args, { NODE_ENV: 'development', DATA_DIR: dataDir, ...environment });
  return { code: await run.exited, output: run.output() };
}

describe('start-up with SUPERADMIN_PASSWORD', () => {
  it('stops on a weak password with the setting’s name and the reason, before opening the database', async () => {
    const password = 'leadpilot2026';
    const { code, output } = await start({ SUPERADMIN_EMAIL: 'root@northwind.test', SUPERADMIN_PASSWORD: password });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Invalid configuration:\n  SUPERADMIN_PASSWORD is refused: This password is built from your name, email, organisation or the product name, which are easy to guess. Add more words that are less common.',
    );
    expect(output).not.toContain(password);
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  }, 60_000);
});

describe('start-up with --role', () => {
  it('refuses web and worker processes on the embedded database, before opening it', async () => {
    for (const role of ['worker', 'web']) {
      const { code, output } = await start({}, ['--role', role]);
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `--role ${role} needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process, so run one process without --role instead.`,
      );
    }
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  }, 60_000);

  it('refuses a role it does not know, and an argument it does not know, saying what it takes', async () => {
    const unknownRole = await start({}, ['--role', 'mailer']);
    expect(unknownRole.code).toBe(1);
    expect(unknownRole.output.trim()).toBe('Invalid --role mailer: choose all (the default), web or worker.');
    const unknownArgument = await start({}, ['--workers', '4']);
    expect(unknownArgument.code).toBe(1);
    expect(unknownArgument.output).toContain("Unknown option '--workers'");
    expect(unknownArgument.output).toContain('Usage: main.ts [--role all|web|worker]');
  }, 60_000);
});
