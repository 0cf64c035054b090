// Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU throttling) for the product's
// public pages (sign-in, pricing, a booking page, the unsubscribe page) and the template's
// /dashboard/analytics, in Debian's Chromium, against a running server.
// Not part of CI: run it by hand and record the figures in docs/benchmarks.md.
//
//   PORT=4480 DATA_DIR=/tmp/lp-data npm start            # in another terminal (seeds the demo account)
//   node scripts/lighthouse.mjs --base-url http://localhost:4480 [--data-dir /tmp/lp-data] [--booking-slug jane-doe] [--write]
//     [--only dashboard] [--report-dir /tmp/lh-reports]
//
// `--only dashboard` measures the template's analytics dashboard alone (no --write then: the table
// would lose the other rows); `--report-dir` keeps each page's Lighthouse JSON report there.
//
// The booking page: `--booking-slug`, else the demo organisation's first calendar with a booking page
// (the script gives its first connected calendar one, `lighthouse-demo`, through the API if none has);
// an organisation with no connected calendar has no booking page, and the row is left out with a note.
// The unsubscribe page is measured with a real link when the server's secret is known (JWT_SECRET, or
// `--data-dir`: the development secrets file the server keeps there), made as the sending engine
// makes it (apps/server/src/modules/suppressions/unsubscribe-tokens.ts) for the demo organisation;
// without it, the page a link no longer valid shows (the same server page, its shorter state).
//
// The session lives in the browser's localStorage, so the script starts Chromium itself with a remote
// debugging port and a fresh profile, measures the sign-in page signed out, signs in through /login
// (playwright-core, the demo account unless LIGHTHOUSE_EMAIL / LIGHTHOUSE_PASSWORD say otherwise), and
// lets Lighthouse measure the dashboard in the same browser with --disable-storage-reset.
// `--write` puts the table between the lighthouse markers of docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { hkdfSync } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EncryptJWT } from 'jose';
import { chromium } from 'playwright-core';

const lighthouseVersion = '13.5.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const baseUrl = argument('--base-url', process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const shouldWrite = process.argv.includes('--write');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const email = process.env.LIGHTHOUSE_EMAIL ?? 'demo@leadpilot.test';
const password = process.env.LIGHTHOUSE_PASSWORD ?? 'pilot-demo-2026';
const debuggingPort = Number(argument('--debugging-port', '9333'));
const bookingSlugFlag = argument('--booking-slug', process.env.LIGHTHOUSE_BOOKING_SLUG);
const dataDir = argument('--data-dir', process.env.DATA_DIR);
const only = argument('--only', null);
const reportDir = argument('--report-dir', null);
if (only !== null && only !== 'dashboard') throw new Error(`--only takes "dashboard", not ${only}.`);
if (only !== null && shouldWrite) throw new Error('--only measures one page: it cannot --write the whole table.');

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};

function startChromium(profile) {
  const browser = spawn(
    chromePath,
    [
      '--headless=new',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--no-first-run',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  return browser;
}

async function waitForDebugging() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      const reply = await fetch(`http://127.0.0.1:${debuggingPort}/json/version`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium did not open its debugging port ${debuggingPort}.`);
}

/** One Lighthouse run against the browser on the debugging port; its JSON report. */
function runLighthouse(url, reportFile) {
  const result = spawnSync(
    'npx',
    [
      '-y',
      `lighthouse@${lighthouseVersion}`,
      url,
      `--port=${debuggingPort}`,
      '--form-factor=mobile',
      '--disable-storage-reset',
      `--only-categories=${categories.join(',')}`,
      '--output=json',
      `--output-path=${reportFile}`,
      // Lighthouse's progress goes to stderr; LIGHTHOUSE_QUIET=1 hides it.
      ...(process.env.LIGHTHOUSE_QUIET ? ['--quiet'] : []),
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${result.status}).`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    copyFileSync(reportFile, path.join(reportDir, path.basename(reportFile)));
  }
  return JSON.parse(readFileSync(reportFile, 'utf8'));
}

function summarise(name, report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id];
  return {
    name,
    url: report.finalDisplayedUrl ?? report.finalUrl,
    scores: Object.fromEntries(categories.map((id) => [id, score(id)])),
    metrics: Object.fromEntries(Object.entries(metrics).map(([label, id]) => [label, audit(id).displayValue])),
    lighthouse: report.lighthouseVersion,
    chrome: report.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'unknown',
  };
}

async function signIn(page) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/, { timeout: 30_000 });
}

/** The demo account's API access: its token and organisation, from a sign-in through the API. */
async function apiSession() {
  const reply = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!reply.ok) throw new Error(`Signing in as ${email} through the API answered ${reply.status}.`);
  const { accessToken, userData } = await reply.json();
  return { headers: { authorization: `Bearer ${accessToken}` }, organisationId: userData.organisation.id };
}

/**
 * A booking page to measure: the flag's, else one of the demo organisation's calendars (given the
 * booking page `lighthouse-demo` if none has one); null when the organisation has no calendar.
 */
async function bookingSlug(session) {
  if (bookingSlugFlag) return bookingSlugFlag;
  const reply = await fetch(`${baseUrl}/api/v1/organisation/emails?mode=Calendar&page=1&perPage=100`, {
    headers: session.headers,
  });
  if (!reply.ok) throw new Error(`Listing the calendars answered ${reply.status}.`);
  const calendars = (await reply.json()).data;
  const withPage = calendars.find((calendar) => calendar.calendar?.bookingSlug);
  if (withPage) return withPage.calendar.bookingSlug;
  const first = calendars.find((calendar) => calendar.status !== 'deactivated');
  if (!first) return null;
  const settings = first.calendar;
  const saved = await fetch(`${baseUrl}/api/v1/organisation/calendar`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: first.id,
      workingHours: settings?.workingHours ?? { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
      timeZone: settings?.timeZone ?? 'Europe/Berlin',
      meetingMinutes: settings?.meetingMinutes ?? 30,
      bufferMinutes: settings?.bufferMinutes ?? 0,
      bookingSlug: 'lighthouse-demo',
    }),
  });
  if (!saved.ok)
    throw new Error(`Giving ${first.email} a booking page answered ${saved.status}: ${await saved.text()}`);
  return 'lighthouse-demo';
}

/** The server's JWT secret: JWT_SECRET, or the development secrets file in its data folder; null if unknown. */
function serverSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = dataDir ? path.join(dataDir, 'secrets.json') : null;
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).JWT_SECRET ?? null) : null;
}

/**
 * An unsubscribe link's token for an address of the organisation, as the sending engine signs it
 * (unsubscribe-tokens.ts: a compact JWT, `dir` + A256GCM, under a key derived from the secret for
 * this one purpose); null without the secret.
 */
async function unsubscribeToken(organisationId) {
  const secret = serverSecret();
  if (!secret) return null;
  const key = Buffer.from(hkdfSync('sha256', secret, 'leadpilot', 'unsubscribe-token', 32));
  return new EncryptJWT({ o: organisationId, e: 'lighthouse@prospect.example' })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(key);
}

function table(rows) {
  const lines = [
    '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const { performance, accessibility, 'best-practices': bestPractices, seo } = row.scores;
    const { FCP, LCP, TBT, CLS } = row.metrics;
    lines.push(
      `| ${row.name} | ${performance} | ${accessibility} | ${bestPractices} | ${seo} | ${FCP} | ${LCP} | ${TBT} | ${CLS} |`,
    );
  }
  return lines.join('\n');
}

function machine() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  return `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${load} at the start`;
}

/** The public pages: sign-in and pricing signed out, a booking page and the unsubscribe page. */
async function measurePublicPages(rows, notes, work) {
  // Signed out: the sign-in page as a visitor first sees it.
  rows.push(summarise('Sign-in page (`/login`)', runLighthouse(`${baseUrl}/login`, path.join(work, 'login.json'))));
  rows.push(summarise('Pricing (`/pricing`)', runLighthouse(`${baseUrl}/pricing`, path.join(work, 'pricing.json'))));
  const session = await apiSession();
  const slug = await bookingSlug(session);
  if (slug) {
    const report = runLighthouse(`${baseUrl}/book/${encodeURIComponent(slug)}`, path.join(work, 'booking.json'));
    rows.push(summarise('Booking page (`/book/{slug}`)', report));
  } else {
    notes.push('No booking page: the demo organisation has no connected calendar (give one with --booking-slug).');
  }
  const token = await unsubscribeToken(session.organisationId);
  if (!token) notes.push('Unsubscribe page measured with a link no longer valid (no JWT_SECRET or --data-dir).');
  rows.push(
    summarise(
      token ? 'Unsubscribe page (`/unsubscribe?token=…`)' : 'Unsubscribe page, link not valid (`/unsubscribe`)',
      runLighthouse(
        `${baseUrl}/unsubscribe?token=${encodeURIComponent(token ?? 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..invalid')}`,
        path.join(work, 'unsubscribe.json'),
      ),
    ),
  );
}

async function main() {
  const started = new Date();
  const where = machine();
  const revision = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const work = mkdtempSync(path.join(os.tmpdir(), 'leadpilot-lighthouse-'));
  const browserProcess = startChromium(path.join(work, 'profile'));
  try {
    await waitForDebugging();
    const rows = [];
    const notes = [];
    if (only === null) await measurePublicPages(rows, notes, work);

    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
    const page = await browser.contexts()[0].newPage();
    await signIn(page);
    await page.close();
    // Disconnect: Playwright would otherwise hold the new tabs Lighthouse opens (it attaches to every target).
    await browser.close();
    rows.push(
      summarise(
        'Template analytics dashboard (`/dashboard/analytics`)',
        runLighthouse(`${baseUrl}/dashboard/analytics`, path.join(work, 'analytics.json')),
      ),
    );
    for (const row of rows) {
      if (
        !row.url.startsWith(baseUrl) ||
        (row.name.includes('dashboard') && !row.url.endsWith('/dashboard/analytics'))
      ) {
        throw new Error(`Lighthouse ended on ${row.url} for ${row.name}: was the session lost?`);
      }
    }

    const chrome = rows[0].chrome;
    const text = [
      `Run on ${started.toISOString().replace(/\.\d+Z$/, 'Z')} (revision ${revision}): ${where}; ${chrome} (Debian's ` +
        `Chromium, headless), Lighthouse ${rows[0].lighthouse}, mobile preset (emulated Moto G Power, simulated ` +
        'slow 4G and 4× CPU slowdown); the production build served by a Leadpilot server on the same machine.',
      '',
      table(rows),
      ...(notes.length > 0 ? ['', ...notes] : []),
    ].join('\n');
    console.log(`\n${text}`);
    if (shouldWrite) {
      const file = path.join(root, 'docs', 'benchmarks.md');
      const docs = readFileSync(file, 'utf8');
      const pattern = /<!-- lighthouse:start[^>]*-->[\s\S]*?<!-- lighthouse:end -->/;
      if (!pattern.test(docs)) throw new Error('docs/benchmarks.md has no lighthouse markers.');
      writeFileSync(
        file,
        docs.replace(
          pattern,
          `<!-- lighthouse:start (written by node scripts/lighthouse.mjs --write) -->\n${text}\n<!-- lighthouse:end -->`,
        ),
      );
      console.log('\nWritten to docs/benchmarks.md.');
    }
  } finally {
    const exited = new Promise((resolve) => browserProcess.once('exit', resolve));
    browserProcess.kill();
    await exited;
    rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

await main();
