import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';

/**
 * The page's serious and critical accessibility violations, as `rule: selectors` lines (none expected);
 * `include` limits the scan to a part of the page (a dialog).
 *
 * A page without frames is scanned with one `axe.run` in the page, asking for violations only. The
 * builder's default mode runs each frame apart and merges the results in a blank page it opens for
 * the purpose: the same rules, several times slower, and needed only where a frame of another origin
 * (an email preview's sandboxed frame) must be scanned too.
 */
export async function seriousViolations(page: Page, { include }: { include?: string } = {}) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (page.frames().length === 1) builder = builder.setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
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
