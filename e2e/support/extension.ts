import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sources = path.join(root, 'apps', 'extension');

/** The browser test's own build of the extension, for the test server (apps/extension/build.mjs). */
export const extensionTestBuild = path.join(root, 'test-results', 'extension-e2e');

function newestIn(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the unpacked extension for `serverUrl` when the test build is missing, older than the
 * extension's sources, or made for another server or hosts. `grantHosts` stands in for the activeTab
 * grant a click on the toolbar button gives, which a test cannot make.
 */
export function ensureExtensionTestBuild(serverUrl: string, grantHosts: string[]) {
  const manifestPath = path.join(extensionTestBuild, 'manifest.json');
  const wanted = [`${new URL(serverUrl).origin}/*`, ...grantHosts];
  if (existsSync(manifestPath) && statSync(manifestPath).mtimeMs >= newestIn(sources)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { host_permissions: string[] };
    if (JSON.stringify(manifest.host_permissions) === JSON.stringify(wanted)) return;
  }
  const built = spawnSync(
    process.execPath,
    [path.join(sources, 'build.mjs'), '--out', extensionTestBuild, '--grant-hosts', grantHosts.join(',')],
    { cwd: root, env: { ...process.env, LEADPILOT_URL: serverUrl }, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`the extension build failed:\n${built.stdout}\n${built.stderr}`);
}

/**
 * Debian's full Chromium (the headless shell loads no extensions) in its new headless mode, with
 * only the test build of the extension loaded; answers the context and the extension's id.
 */
export async function launchWithExtension(): Promise<{ context: BrowserContext; extensionId: string }> {
  const context = await chromium.launchPersistentContext('', {
    executablePath: process.env.E2E_CHROMIUM_FULL ?? '/usr/bin/chromium',
    headless: true,
    args: [
      ...(chromiumLaunchOptions.args ?? []),
      `--disable-extensions-except=${extensionTestBuild}`,
      `--load-extension=${extensionTestBuild}`,
    ],
    viewport: { width: 420, height: 900 },
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return { context, extensionId };
}
