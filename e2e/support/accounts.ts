import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
  organisationName: string;
}

/** A fresh owner account with its own organisation, unique per test. */
export function newAccount(label = 'Owner'): Account {
  const id = randomUUID().slice(0, 8);
  return {
    name: `${label} ${id}`,
    email: `${label.toLowerCase().replace(/\W+/g, '-')}-${id}@e2e.leadpilot.test`,
    // Strong, and free of the name and email (the password policy refuses passwords built from them).
    password: `correct horse ${randomUUID().slice(0, 8)}`,
    organisationName: `Acme ${id}`,
  };
}

/** Signs up through /register and waits for the product's home. */
export async function signUp(page: Page, account: Account) {
  await page.goto('/register');
  await page.getByLabel('Your name').fill(account.name);
  await page.getByLabel('Work email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel('Organisation name').fill(account.organisationName);
  const response = await answerTo(page, '/api/v1/signup', () =>
    page.getByRole('button', { name: 'Create account' }).click(),
  );
  expect(response.status(), `sign-up answered: ${await response.text()}`).toBe(200);
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * The server's answer to the POST `path` that `submit` sends: a refusal then fails with its reason,
 * not as a URL timeout, and a slow answer (one embedded database for both workers' tests) is waited
 * for within the test's own time.
 */
async function answerTo(page: Page, path: string, submit: () => Promise<void>) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path,
    { timeout: 0 },
  );
  await submit();
  return answer;
}

/** Signs in through /login and waits for the product's home. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  const response = await answerTo(page, '/api/v1/login', () => page.getByRole('button', { name: 'Sign in' }).click());
  expect(response.status(), `sign-in answered: ${await response.text()}`).toBe(200);
  await expect(page, 'the session was accepted, then lost on the way to home').toHaveURL(/\/home$/);
}

/** Signs out from the account menu in the header. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}
