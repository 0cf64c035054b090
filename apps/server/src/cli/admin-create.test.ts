import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run admin:create -- email --password …` holds the password to sign-up's strength policy:
 * a weak one stops the command with the reason, before any database is opened, and the password
 * itself is never printed.
 */

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function adminCreate(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin-create.ts', ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', DATA_DIR: dataDir },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('admin:create with --password', () => {
  it('refuses a password built from the address, with the reason, never printing it, before opening the database', async () => {
    const password = 'northwind-ops';
    const { code, output } = await adminCreate('ops@northwind.test', '--password', password);
    expect(code).toBe(2);
    expect(output.trim()).toMatch(
      /^The password given with --password is refused: This password is built from your name, email, organisation or the product name, which are easy to guess\. [^\n]+$/,
    );
    expect(output).not.toContain(password);
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  }, 60_000);

  it('asks for the password when --password has none', async () => {
    const { code, output } = await adminCreate('ops@northwind.test', '--password');
    expect(code).toBe(2);
    expect(output).toContain('Give the password after --password');
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  }, 60_000);
});
