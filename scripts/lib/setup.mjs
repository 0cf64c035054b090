// Set-up shared by `npm start` and `npm test`. Plain JavaScript on purpose: it runs on the
// machine's own Node (20 or newer) before the repo's pinned Node 24 is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command in the repo root, inheriting the terminal; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const pinnedNode = path.join(root, 'node_modules', '.bin', 'node');
  if (existsSync(pinnedNode) && mtime(installed) >= mtime(path.join(root, 'package-lock.json'))) return;
  // npm install rather than npm ci: npm leaves optional platform packages out of the lock file, which npm ci refuses.
  console.log('Installing dependencies (first run or the lock file changed)…');
  runOrExit('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}

/** What a build writes or installs beside the sources: not a source (the server bundle, dist-ssr, included). */
const notSources = new Set(['node_modules', 'dist', 'dist-ssr']);

/** The newest modification time of the sources under a folder (0 when it does not exist). */
export function newestIn(directory) {
  if (!existsSync(directory)) return 0;
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (notSources.has(entry.name)) continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : mtime(full));
  }
  return newest;
}

/** Builds the web app when its output is missing or older than its sources. */
export function ensureWebBuild({ force = false } = {}) {
  const built = mtime(path.join(root, 'apps', 'web', 'dist', 'index.html'));
  const sources = Math.max(
    newestIn(path.join(root, 'apps', 'web')),
    newestIn(path.join(root, 'packages', 'contracts')),
  );
  if (!force && built > 0 && built >= sources) return;
  console.log('Building the web app…');
  runOrExit('npm', ['run', '--silent', 'build:web']);
}

/**
 * Builds the browser extension (apps/extension/dist) when its output is missing or older than its
 * sources or the contracts it reads types from; esbuild makes it a second's work. The browser test
 * (e2e/tests/extension.spec.ts) builds its own copy for the test server the same way.
 */
export function ensureExtensionBuild({ force = false } = {}) {
  const built = mtime(path.join(root, 'apps', 'extension', 'dist', 'manifest.json'));
  const sources = Math.max(
    newestIn(path.join(root, 'apps', 'extension')),
    newestIn(path.join(root, 'packages', 'contracts')),
  );
  if (!force && built > 0 && built >= sources) return;
  console.log('Building the browser extension…');
  runOrExit('npm', ['run', '--silent', 'build', '-w', '@leadpilot/extension']);
}

/**
 * Debian's Chromium for the browser tests: the headless shell the suite runs (`chromium-headless-shell`,
 * e2e/support/chromium.ts) and the full browser (screenshots, Lighthouse, a headed run), installed with
 * apt-get when missing and running as root.
 */
export function ensureChromium() {
  const missing = [
    ['/usr/bin/chromium', 'chromium'],
    ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
  ]
    .filter(([file]) => !existsSync(file))
    .map(([, name]) => name);
  if (missing.length === 0) return;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`Installing Debian’s ${missing.join(' and ')} for the browser tests…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], { env }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', ...missing], { env }) === 0
    ) {
      return;
    }
  }
  console.error(`Browser tests need Debian’s Chromium: run \`sudo apt-get install -y ${missing.join(' ')}\`.`);
  process.exit(1);
}

/**
 * Debian's Dovecot for the mailbox tests, which start their own IMAP server on free loopback ports:
 * installed with apt-get when missing and running as root. A system Dovecot the package starts on
 * 143 and 993 does not disturb them.
 */
export function ensureDovecot() {
  if (existsSync('/usr/sbin/dovecot')) return;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('Installing Debian’s Dovecot (IMAP) for the mailbox tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], { env }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'dovecot-imapd'], { env }) === 0
    ) {
      return;
    }
  }
  console.error(
    'Mailbox tests need Debian’s Dovecot at /usr/sbin/dovecot: run `sudo apt-get install -y dovecot-imapd`.',
  );
  process.exit(1);
}
