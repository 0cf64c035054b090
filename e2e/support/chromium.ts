import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser. Headless runs use Debian's headless shell
 * (`chromium-headless-shell`, the same engine without the desktop browser's UI, GPU process and
 * background services), the browser Playwright itself runs headless; `E2E_CHROMIUM=/usr/bin/chromium`
 * (or any path) chooses another. Quiet flags for a machine without internet.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumExecutable =
  process.env.E2E_CHROMIUM ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
