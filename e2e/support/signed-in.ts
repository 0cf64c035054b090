import type { LoginReply } from '@leadpilot/contracts';
import { type Browser, type BrowserContext, test as base, expect, type Page, request } from '@playwright/test';
import { type Account, newAccount } from './accounts.ts';

/** Playwright's `storageState` shape: the browser's origins and what each holds in localStorage. */
type StorageState = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState'];

/**
 * The browser state a signed-in tab starts from: the three localStorage entries the web app's
 * `saveSession` writes (apps/web/src/session/session-storage.ts), for the given origin.
 */
export function sessionStorageState(baseURL: string, session: LoginReply): StorageState {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [
          { name: 'userData', value: JSON.stringify(session.userData) },
          { name: 'accessToken', value: session.accessToken },
          { name: 'refreshToken', value: session.refreshToken },
        ],
      },
    ],
  };
}

async function postForSession(baseURL: string, path: string, data: object): Promise<LoginReply> {
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.post(path, { data });
    expect(response.status(), `POST ${path}`).toBe(200);
    return (await response.json()) as LoginReply;
  } finally {
    await api.dispose();
  }
}

/** Creates an organisation and its owner through the API (one request); the reply is a session. */
export function signUpThroughApi(baseURL: string, account: Account): Promise<LoginReply> {
  return postForSession(baseURL, '/api/v1/signup', account);
}

/** Signs an existing account in through the API: a session of its own (its own refresh token). */
export function signInThroughApi(baseURL: string, account: Pick<Account, 'email' | 'password'>): Promise<LoginReply> {
  return postForSession(baseURL, '/api/v1/login', { email: account.email, password: account.password });
}

/** A new browser context of the project's kind that starts signed in with the session. */
export async function signedInContext(
  browser: Browser,
  use: { baseURL?: string; viewport?: { width: number; height: number } | null },
  session: LoginReply,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const baseURL = requireBaseUrl(use.baseURL);
  return browser.newContext({
    baseURL,
    viewport: use.viewport,
    ...options,
    storageState: sessionStorageState(baseURL, session),
  });
}

function requireBaseUrl(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('The Playwright project has no baseURL');
  return baseURL;
}

export interface SignedInOptions {
  /**
   * `worker` (default): the tests of a worker share one organisation, each test with its own session.
   * `fresh`: each test signs up its own organisation (for tests that read or change its state).
   */
  organisation: 'worker' | 'fresh';
  /** The label of the accounts created (it starts the owner's name and email). */
  accountLabel: string;
}

interface SignedInFixtures {
  /** The signed-in owner's account. */
  account: Account;
  /** The session the test's browser context starts with. */
  session: LoginReply;
}

/**
 * Tests whose `page` starts signed in, without going through /register or /login in the browser:
 * the organisation is created through the API and the session put into localStorage before the app
 * loads. Keep the browser's sign-up and sign-in forms for the tests about them.
 */
export const test = base.extend<SignedInOptions & SignedInFixtures, { workerAccount: Account }>({
  organisation: ['worker', { option: true }],
  accountLabel: ['Owner', { option: true }],
  workerAccount: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const account = newAccount(`Worker ${workerInfo.workerIndex}`);
      await signUpThroughApi(requireBaseUrl(workerInfo.project.use.baseURL), account);
      await use(account);
    },
    { scope: 'worker' },
  ],
  account: async ({ organisation, accountLabel, workerAccount }, use) => {
    await use(organisation === 'fresh' ? newAccount(accountLabel) : workerAccount);
  },
  session: async ({ organisation, account, baseURL }, use) => {
    const origin = requireBaseUrl(baseURL);
    await use(
      organisation === 'fresh' ? await signUpThroughApi(origin, account) : await signInThroughApi(origin, account),
    );
  },
  storageState: async ({ session, baseURL }, use) => {
    await use(sessionStorageState(requireBaseUrl(baseURL), session));
  },
});

/**
 * Writes localStorage entries of the app's origin before the next visit. A tab that has not opened the
 * app yet first gets an empty document of the origin (answered here, no server or app load).
 */
export async function seedLocalStorage(page: Page, entries: Record<string, string>) {
  const origin = new URL(requireBaseUrl(test.info().project.use.baseURL)).origin;
  if (new URL(page.url()).origin !== origin) {
    const blank = `${origin}/e2e-storage-seed`;
    await page.route(blank, (route) =>
      // An icon of its own: without one Chromium asks the real server for /favicon.ico, whose 404 is a console error.
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>seed</title><link rel="icon" href="data:,">',
      }),
    );
    await page.goto(blank);
    await page.unroute(blank);
  }
  await page.evaluate((pairs) => {
    for (const [name, value] of Object.entries(pairs)) localStorage.setItem(name, value);
  }, entries);
}

export { expect, type Page };
