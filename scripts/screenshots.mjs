// Screenshots of the template's dashboards and apps, light and dark, at 1280×800, into
// docs/screenshots/<route>-light.png and <route>-dark.png, so the pictures in the docs stay current.
// The pages are every link of the menu's Dashboards and Apps sections (read from the menu itself).
//
//   PORT=4480 DATA_DIR=/tmp/lp-data npm start                  # in another terminal
//   npx tsx scripts/screenshots.mjs --base-url http://localhost:4480
//
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) through playwright-core; signs in as the
// demo account (SCREENSHOTS_EMAIL / SCREENSHOTS_PASSWORD to use another). Run with tsx: it reads the
// menu's TypeScript source.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { isMenuGroup, templateMenu } from '../apps/web/src/template/navigation/menu.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const baseUrl = argument('--base-url', process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const outputDir = path.resolve(argument('--out', path.join(root, 'docs', 'screenshots')));
const email = process.env.SCREENSHOTS_EMAIL ?? 'demo@leadpilot.test';
const password = process.env.SCREENSHOTS_PASSWORD ?? 'pilot-demo-2026';

const menuPaths = (items) => items.flatMap((item) => (isMenuGroup(item) ? menuPaths(item.children) : [item.path]));
const paths = templateMenu
  .filter((section) => section.id === 'dashboards' || section.id === 'apps')
  .flatMap((section) => menuPaths(section.items));

/** The file name of a route: its path with dashes, the root being the e-commerce dashboard. */
const screenshotName = (route, skin) =>
  `${route === '/' ? 'dashboard-ecommerce' : route.replace(/^\//, '').replace(/\//g, '-')}-${skin}.png`;

async function waitForContent(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
  for (const selector of ['.mantine-Skeleton-root', '[aria-busy="true"]']) {
    await page.waitForFunction((css) => document.querySelectorAll(css).length === 0, selector, { timeout: 30_000 });
  }
  await page.waitForLoadState('networkidle');
  // Fonts and chart drawing settle (animations are off: reduced motion).
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function main() {
  mkdirSync(outputDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home$/, { timeout: 30_000 });

    for (const skin of ['light', 'dark']) {
      await page.evaluate((chosen) => {
        const key = 'leadpilot-template-layout';
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
        localStorage.setItem(key, JSON.stringify({ ...stored, skin: chosen }));
        localStorage.setItem('leadpilot-color-scheme', chosen);
      }, skin);
      for (const route of paths) {
        await page.goto(`${baseUrl}${route}`);
        await waitForContent(page);
        const file = path.join(outputDir, screenshotName(route, skin));
        await page.screenshot({ path: file });
        console.log(`${path.relative(root, file)} (${Math.round(statSync(file).size / 1024)} KB)`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
