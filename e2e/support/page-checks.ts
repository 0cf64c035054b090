import type { ConsoleMessage, ElementHandle, Frame, Page, Request, Response, TestInfo } from '@playwright/test';
import axe from 'axe-core';

type ScannedWindow = Window & { axe: typeof axe };

/**
 * The page's serious and critical accessibility violations, as `rule: selectors` lines (none expected);
 * `include` limits the scan to a part of the page (a dialog).
 *
 * axe-core runs in each frame's own document (violations only, the frame's selector before a node's
 * own). Not @axe-core/playwright's builder: it merges frames' results in a blank page it opens for
 * every scan (several times slower), and it gives up on a frame whose injection takes over a second,
 * which a busy machine reaches, so a frame's problems went unreported at random. A frame that may
 * not run scripts (an email preview sandboxed without `allow-scripts`) shows a customer's email, not
 * Leadpilot's interface, and no script can scan it.
 */
export async function seriousViolations(page: Page, { include }: { include?: string } = {}) {
  await transitionsEnded(page);
  return scanFrame(page.mainFrame(), '', include);
}

/**
 * Waits until no transition or finite animation has run for two frames in a row (a spinner's endless
 * one may run on): a popup or drawer caught fading in is measured at partial opacity, and its colours
 * fail. Two frames, because a drawer is drawn once before its transition starts.
 */
function transitionsEnded(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 10_000; // a page that never stops moving is scanned as it is
        let calmFrames = 0;
        const look = () => {
          const moving = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
            );
          calmFrames = moving ? 0 : calmFrames + 1;
          if (calmFrames >= 2 || performance.now() > deadline) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

async function scanFrame(frame: Frame, prefix: string, include: string | undefined): Promise<string[]> {
  // Injected once per document: a tab that moves between routes on the client keeps it (axe's source
  // is half a megabyte to evaluate again for every scan).
  const injected = await frame.evaluate(
    () => typeof (window as unknown as Partial<ScannedWindow>).axe?.run === 'function',
  );
  if (!injected) await frame.evaluate(axe.source);
  const lines = await frame.evaluate(async (selector) => {
    const scanner = (window as unknown as ScannedWindow).axe;
    const results = await scanner.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  }, include);
  const found = lines.map(({ rule, nodes }) => `${rule}: ${nodes.map((node) => prefix + node).join(', ')}`);
  for (const child of frame.childFrames()) {
    const element = await child.frameElement();
    if (!(await scannable(element, include))) continue;
    // A frame is named by its title (axe requires one), else by its place among the page's frames.
    const selector = await element.evaluate((node) => {
      const title = (node as Element).getAttribute('title');
      const place = [...document.querySelectorAll('iframe')].indexOf(node as HTMLIFrameElement) + 1;
      return title ? `iframe[title="${title}"]` : `iframe:nth-of-type(${place})`;
    });
    found.push(...(await scanFrame(child, `${prefix}${selector} `, undefined)));
  }
  return found;
}

/** A frame is scanned when it may run scripts and lies inside the scanned part of its page. */
function scannable(element: ElementHandle, include: string | undefined) {
  return element.evaluate((node, selector) => {
    const frame = node as Element;
    const sandbox = frame.getAttribute('sandbox');
    const scripts = sandbox === null || sandbox.split(/\s+/).includes('allow-scripts');
    return scripts && (!selector || frame.closest(selector) !== null);
  }, include);
}

/** Console errors, uncaught errors, failed requests and 4xx/5xx answers seen while the test runs (none expected). */
export function watchProblems(page: Page) {
  return startWatchingProblems(page).problems;
}

/** Like `watchProblems`, with `stop` for a page that outlives the test (a tab reused by a worker's tests). */
export function startWatchingProblems(page: Page) {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onRequestFailed = (request: Request) => {
    // A request the browser cancels because the page moved on is not a failure.
    const reason = request.failure()?.errorText;
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${reason}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  };
  return { problems, stop };
}

/**
 * Saves a screenshot for people to look at, when `E2E_SCREENSHOTS` is set (`npm run e2e:screenshots`).
 * No test reads it, so a normal run skips the cost (a full-page capture takes a second on a busy
 * machine); a failing test keeps its own screenshot anyway (`screenshot: 'only-on-failure'`).
 */
export async function keepScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: testInfo.outputPath(name), fullPage });
}
