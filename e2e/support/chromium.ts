import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser; quiet flags for a machine without internet. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
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
