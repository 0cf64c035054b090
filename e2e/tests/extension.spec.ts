import type { CreatedAccessCode, PersonSummary, SavedList } from '@leadpilot/contracts';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { superAdmin } from '../support/e2e-server.ts';
import { ensureExtensionTestBuild, launchWithExtension } from '../support/extension.ts';
import { signInThroughApi, signUpThroughApi } from '../support/signed-in.ts';

/** The extension's storage, as its own pages see it (used inside `panel.evaluate`). */
declare const chrome: {
  storage: { local: { clear(): Promise<void>; get(keys: null): Promise<Record<string, unknown>> } };
};

// One browser with the extension for the file: its tests run in order and share the signed-in panel.
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let extensionId: string;

test.beforeAll(async ({ baseURL }) => {
  // Any https page stands in for the one the rep opens the panel on (activeTab, given by the toolbar click).
  ensureExtensionTestBuild(baseURL ?? '', ['https://*/*']);
  ({ context, extensionId } = await launchWithExtension());
});
test.afterAll(async () => {
  await context?.close();
});

const html = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

async function serve(url: string, body: string) {
  await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body }));
}

/** The panel as a tab, reading the tab whose address matches `pattern` (the side panel reads the active tab). */
async function openPanel(panel: Page, pattern: string) {
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?url=${encodeURIComponent(pattern)}`);
}

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const reply = await request.get('/api/v1/payment/credit', { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { balance: number } }).data.balance;
}

test('the panel recognises a LinkedIn profile, an email thread and a company site; reveal charges once; save to list', async ({
  request,
  baseURL,
}) => {
  const owner = await signUpThroughApi(baseURL ?? '', newAccount('Extension'));
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const root = await signInThroughApi(baseURL ?? '', superAdmin);
  const granted = await request.post('/api/v1/sadmin/organisations/credit', {
    headers: { authorization: `Bearer ${root.accessToken}` },
    data: { organisationId: owner.userData.organisation.id, credits: 20, reason: 'Extension test' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const list = await request.post('/api/v1/lists', { headers, data: { name: 'Extension picks' } });
  expect(list.status()).toBe(200);
  const listId = ((await list.json()) as { data: SavedList }).data.id;
  const code = await request.post('/api/v1/key/accesscode/create', {
    headers,
    data: {
      name: 'Chrome extension',
      scopes: ['people:search', 'people:reveal', 'lists', 'campaigns:prospects', 'campaigns:results'],
    },
  });
  expect(code.status()).toBe(200);
  // A running campaign the rep can add people to from the panel.
  const mailbox = await request.post('/api/v1/organisation/emails', {
    headers,
    data: { kind: 'sandbox', email: 'panel-sender@sandbox-sender.example', senderName: 'Panel Rep' },
  });
  expect(mailbox.status(), await mailbox.text()).toBe(200);
  const draft = await request.post('/api/v1/campaign', {
    headers,
    data: {
      name: 'Extension outreach',
      steps: [{ kind: 'email', variants: [{ label: 'A', subject: 'Hello', bodyHtml: '<p>Hi {{ first_name }}.</p>' }] }],
      mailboxIds: [((await mailbox.json()) as { data: { id: string } }).data.id],
      audience: { csv: [{ email: 'first-prospect@company.example', firstName: 'First' }] },
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const campaignId = ((await draft.json()) as { data: { id: string } }).data.id;
  const launched = await request.post('/api/v1/campaign/launch', { headers, data: { id: campaignId } });
  expect(launched.status(), await launched.text()).toBe(200);
  const accessCode = ((await code.json()) as { data: CreatedAccessCode }).data.code;

  // A seeded person with a LinkedIn address, an email and a company.
  const found = await request.post('/api/v1/people/search', {
    headers,
    data: { perPage: 100, page: 1, includeFacets: false },
  });
  const people = ((await found.json()) as { data: PersonSummary[] }).data;
  const person = people.find((one) => one.linkedinUrl && one.email && one.company);
  if (!person?.linkedinUrl || !person.company) throw new Error('no seeded person with a LinkedIn address and an email');
  const profileUrl = `${person.linkedinUrl}/`;
  await serve(
    `${person.linkedinUrl}/**`,
    html(
      `<title>${person.fullName} | LinkedIn</title><meta property="og:title" content="${person.fullName} - ${person.title} - ${person.company.name} | LinkedIn">`,
      `<h1>${person.fullName}</h1><p>${person.title}</p>`,
    ),
  );

  const tab = await context.newPage();
  await tab.goto(profileUrl);
  const panel = await context.newPage();
  await openPanel(panel, profileUrl);

  // Signs in with the access code from the web app.
  await panel.getByLabel('Access code').fill(accessCode);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  const card = panel.getByRole('article', { name: 'Person' });
  await expect(card.getByRole('heading', { name: person.fullName })).toBeVisible();
  await expect(card.getByTestId('email')).toContainText('•••@');
  expect(await balanceOf(request, owner.accessToken)).toBe(20);

  await card.getByRole('button', { name: 'Reveal email and phone' }).click();
  await expect(card.getByRole('status')).toContainText('Revealed');
  await expect(card.getByTestId('email')).not.toContainText('•••');
  const email = ((await card.getByTestId('email').textContent()) ?? '').split(/\s/)[0] ?? '';
  expect(email).toContain('@');
  expect(await balanceOf(request, owner.accessToken)).toBe(19);

  // Saves the person to a list.
  await card.getByLabel('List').selectOption({ label: 'Extension picks' });
  await card.getByRole('button', { name: 'Save to list' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved to Extension picks.');
  const listed = await request.get(`/api/v1/lists/${listId}/people`, { headers });
  expect(((await listed.json()) as { data: PersonSummary[] }).data.map((one) => one.id)).toEqual([person.id]);
  await expect(panel.getByRole('list', { name: 'Recently viewed' })).toContainText(person.fullName);

  // Adds the revealed person to the running campaign: enrolled once, a second click changes nothing.
  await card.getByLabel('Campaign').selectOption({ label: 'Extension outreach' });
  await card.getByRole('button', { name: 'Add to campaign' }).click();
  await expect(card.getByRole('status')).toHaveText('Added 1 person to “Extension outreach”.');
  await card.getByRole('button', { name: 'Add to campaign' }).click();
  await expect(card.getByRole('status')).toHaveText('Added 0 people to “Extension outreach”. 1 person already in it.');

  // An email thread with the same person: recognised by the address, already revealed, nothing charged.
  await serve(
    'https://mail.google.com/**',
    html('<title>Inbox</title>', `<h2>Re: our call</h2><p>From: <a href="mailto:${email}">${email}</a></p>`),
  );
  await tab.goto('https://mail.google.com/mail/u/0/');
  await openPanel(panel, 'https://mail.google.com/*');
  await expect(card.getByRole('heading', { name: person.fullName })).toBeVisible();
  await expect(card.getByTestId('email')).toContainText(email);
  await expect(card.getByRole('button', { name: 'Reveal email and phone' })).toHaveCount(0);
  expect(await balanceOf(request, owner.accessToken)).toBe(19);

  // The company's website: the company, its news.
  const site = `https://www.${person.company.domain}/`;
  await serve(`${site}**`, html(`<title>${person.company.name}</title>`, `<h1>${person.company.name}</h1>`));
  await tab.goto(site);
  await openPanel(panel, site);
  const company = panel.getByRole('article', { name: 'Company' });
  await expect(company.getByRole('heading', { name: person.company.name })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Recently viewed' })).toContainText(person.company.name);
});

test('the panel signs in with the web app’s session; signing it out in the web app signs the panel out', async ({
  request,
  baseURL,
}) => {
  const rep = await signUpThroughApi(baseURL ?? '', newAccount('Session'));
  const headers = { authorization: `Bearer ${rep.accessToken}` };
  // The web app, signed in, in a tab of the server's origin (the extension's one host permission).
  const web = await context.newPage();
  await web.goto(`${baseURL}/api/health`);
  await web.evaluate((token) => localStorage.setItem('accessToken', token), rep.accessToken);
  const profileUrl = 'https://www.linkedin.com/in/nobody-in-leadpilot-4242/';
  await serve('https://www.linkedin.com/in/nobody-in-leadpilot-4242/**', html('<title>Nobody | LinkedIn</title>', ''));
  const tab = await context.newPage();
  await tab.goto(profileUrl);

  const panel = await context.newPage();
  await openPanel(panel, profileUrl);
  await panel.evaluate(() => chrome.storage.local.clear());
  await panel.reload();
  await panel.getByRole('button', { name: 'Use my Leadpilot web app session' }).click();
  await expect(panel.getByText('Leadpilot has no record of this person or company yet.')).toBeVisible();
  await expect(panel.getByText(rep.userData.organisation.name)).toBeVisible();

  const signIns = await request.get('/api/v1/extension/signins', { headers });
  const [signIn] = ((await signIns.json()) as { data: { id: string; revokedAt: string | null }[] }).data;
  expect(signIn?.revokedAt).toBeNull();
  const revoked = await request.post('/api/v1/extension/signins/revoke', { headers, data: { id: signIn?.id } });
  expect(revoked.status()).toBe(200);

  await panel.reload();
  await expect(panel.getByLabel('Access code')).toBeVisible();
  expect(await panel.evaluate(() => chrome.storage.local.get(null))).toEqual({});
});
