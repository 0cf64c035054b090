import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { e2eServer, mailServers, oidcLoopback, providerApiLoopback, razorpayLoopback } from './support/e2e-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Browser tests in Debian's Chromium against a real Leadpilot server (built web app, PGlite in a
 * fresh data folder), started once for the run.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results', 'playwright'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: the server, Chromium and the runner share two cores, and CI machines differ several-fold
  // in speed (a page's first load, demo data and all, took over 15 s on a busy one); a passing test
  // waits only for its state, so only failures take longer. Speed is measured in benchmarks.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eServer.baseUrl,
    // No trace by default: recording one (its screencast above all) more than doubled the suite's time
    // (docs/operations.md). A failing test keeps its screenshot; to debug one, run it again with
    // `--trace retain-on-failure` (or `on`) and open the trace with `npx playwright show-trace`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /responsive\.spec\.ts/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /responsive\.spec\.ts/ },
  ],
  webServer: [
    {
      command: 'npx tsx apps/server/test/razorpay-loopback-main.ts',
      cwd: root,
      url: `${razorpayLoopback.url}/v1/checkout.js`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: razorpayLoopback.environment,
    },
    {
      command: 'npx tsx apps/server/test/oidc-loopback-main.ts',
      cwd: root,
      url: `${oidcLoopback.googleUrl}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: oidcLoopback.environment,
    },
    {
      command: 'npx tsx apps/server/test/mail-servers-main.ts',
      cwd: root,
      port: mailServers.imapPort,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: mailServers.environment,
    },
    {
      command: 'npx tsx apps/server/test/provider-api-loopback-main.ts',
      cwd: root,
      url: `${providerApiLoopback.gmailUrl}/__control/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: providerApiLoopback.environment,
    },
    {
      command: 'npx tsx e2e/support/serve.ts',
      cwd: root,
      url: `${e2eServer.baseUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: e2eServer.environment,
    },
  ],
});
