import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newestIn } from './lib/setup.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'leadpilot-setup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes a file with a given modification time (seconds since the epoch). */
function fileAt(relative: string, seconds: number) {
  const file = path.join(folder, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, relative);
  utimesSync(file, seconds, seconds);
}

describe('newestIn (npm start builds the web app when a source is newer than the build)', () => {
  it('reads the sources, not what the build writes: a fresh build is not rebuilt on every start', async () => {
    fileAt('src/main.tsx', 1_000);
    fileAt('src/app/app.tsx', 2_000);
    // The build's output and the installed packages are newer, and do not count.
    fileAt('dist/index.html', 3_000);
    fileAt('dist-ssr/entry-server.js', 4_000);
    fileAt('node_modules/react/index.js', 5_000);
    expect(newestIn(folder)).toBe(2_000_000);
    expect(newestIn(path.join(folder, 'missing'))).toBe(0);
  });
});
