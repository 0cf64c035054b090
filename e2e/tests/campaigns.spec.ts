import { expect, type Page } from '@playwright/test';
import { mailServers } from '../support/e2e-server.ts';
import { test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/page-checks.ts';

// The owner of a newly signed-up organisation (made through the API), with no mailbox or campaign yet.
test.use({ organisation: 'fresh' });

const prospectCount = 25;
const prospects = Array.from({ length: prospectCount }, (_, index) => ({
  email: `prospect-${String(index + 1).padStart(2, '0')}@buyer-${index % 5}.example`,
  firstName: `Pat${index + 1}`,
  company: `Buyer ${index % 5}`,
}));

interface SandboxSummary {
  id: string;
  to: string;
  subject: string;
}

/** The organisation's sandbox mail, newest first, through the API the Sandbox mail page reads. */
async function sandboxMail(page: Page, token: string): Promise<SandboxSummary[]> {
  const response = await page.request.get('/api/v1/sandbox/messages?perPage=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SandboxSummary[] }).data;
}

/** The unsubscribe token of a message's visible footer link. */
async function unsubscribeTokenOf(page: Page, token: string, messageId: string): Promise<string> {
  const response = await page.request.get(`/api/v1/sandbox/messages/${messageId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const message = (await response.json()) as { data: { text: string } };
  const found = /\/unsubscribe\?token=([^\s)>\]]+)/.exec(message.data.text)?.[1];
  expect(found, 'the message carries an unsubscribe link').toBeTruthy();
  return decodeURIComponent(found ?? '');
}

test('a rep builds a 3-step A/B campaign for 25 prospects, launches it, watches it send within the limits, and two who unsubscribe are not mailed again', async ({
  page,
  session,
}, testInfo) => {
  test.slow();
  const token = session.accessToken;
  const authorised = { authorization: `Bearer ${token}` };

  // Three senders, set up through the API: two sandbox mailboxes and an SMTP + IMAP one on the loopback servers.
  const user = mailServers.users[0];
  if (!user) throw new Error('the loopback mail servers have no user');
  const server = (port: number) => ({
    host: mailServers.host,
    port,
    secure: false,
    plainText: true,
    username: user.address,
    password: user.password,
  });
  for (const data of [
    { kind: 'sandbox', email: 'rita@sandbox-sender.example', senderName: 'Rita Rep' },
    { kind: 'sandbox', email: 'sam@sandbox-sender.example', senderName: 'Sam Rep' },
    {
      kind: 'smtp',
      email: user.address,
      senderName: 'Sales Team',
      smtp: server(mailServers.smtpPort),
      imap: server(mailServers.imapPort),
    },
  ]) {
    const added = await page.request.post('/api/v1/organisation/emails', { headers: authorised, data });
    expect(added.status(), await added.text()).toBe(200);
  }

  // Every campaign email shows the organisation's postal address (CAN-SPAM): the launch check asks for it.
  const address = {
    line1: '1 Market Street',
    line2: '',
    city: 'Springfield',
    region: '',
    postalCode: '12345',
    country: 'US',
  };
  const updated = await page.request.put('/api/v1/organisation', { headers: authorised, data: { address } });
  expect(updated.status(), await updated.text()).toBe(200);

  // Audience: 25 prospects pasted as CSV.
  await page.goto('/campaigns/new');
  await page.getByLabel('Campaign name').fill('Winter outreach');
  const csv = ['email,first_name,company', ...prospects.map((p) => `${p.email},${p.firstName},${p.company}`)];
  await page.getByLabel('Paste CSV').fill(csv.join('\n'));
  await expect(page.getByText(`${prospectCount} rows pasted.`)).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue to steps' }).click();

  // Steps: an A/B first email, a wait, a follow-up, a wait, a last note.
  await expect(page.getByRole('region', { name: 'Step 1: Email' })).toBeVisible();
  const first = page.getByRole('region', { name: 'Step 1: Email' });
  await first.getByLabel('Subject (step 1, variant A)').fill('Quick idea for {{ company_name }}');
  await first.getByLabel('Body (step 1, variant A)').fill('<p>Hi {{ first_name }}, a quick idea for your team.</p>');
  await first.getByRole('button', { name: 'Add variant' }).click();
  await first.getByRole('tab', { name: 'Variant B' }).click();
  await first.getByLabel('Subject (step 1, variant B)').fill('{{ first_name }}, a question');
  await first.getByLabel('Body (step 1, variant B)').fill('<p>Hi {{ first_name }}, may I ask a question?</p>');
  for (const [index, body] of [
    '<p>Following up, {{ first_name }}.</p>',
    '<p>Last note, {{ first_name }}.</p>',
  ].entries()) {
    await page.getByRole('button', { name: 'Add wait' }).click();
    await page.getByRole('button', { name: 'Add email' }).click();
    const number = 3 + index * 2;
    await page.getByLabel(`Body (step ${number}, variant A)`).fill(body);
  }
  await page.getByRole('button', { name: 'Save and continue to schedule and limits' }).click();

  // Schedule: every day, all day (the run must not wait for office hours).
  await expect(page.getByRole('checkbox', { name: 'Sat' })).toBeVisible();
  for (const day of ['Sat', 'Sun']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByLabel('From').fill('00:00');
  await page.getByLabel('Until').fill('23:59');
  await page.getByRole('button', { name: 'Save and continue to senders' }).click();

  // Senders: all three mailboxes.
  const senders = page.getByRole('group', { name: 'Sending mailboxes' });
  await senders.getByRole('checkbox', { name: /rita@sandbox-sender\.example/ }).check();
  await senders.getByRole('checkbox', { name: /sam@sandbox-sender\.example/ }).check();
  await senders.getByRole('checkbox', { name: new RegExp(user.address.replace('.', '\\.')) }).check();
  await page.getByRole('button', { name: 'Save and continue to review' }).click();

  // Review: the launch check passes, then launch.
  const check = page.getByRole('region', { name: 'Launch check' });
  await expect(check).toBeVisible();
  await expect(page.getByText(`Audience: 0 saved lists, ${prospectCount} pasted rows`)).toBeVisible();
  await expect(page.getByText('Sequence: 5 steps, 3 emails')).toBeVisible();
  await page.getByRole('button', { name: 'Launch' }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  const campaignUrl = page.url();

  // The launch wakes the engine: each mailbox sends its first message at once. A new mailbox sends
  // at most 2 on its first day (the ramp), and its messages keep a gap, so more come slowly.
  const fromSandbox = async () => (await sandboxMail(page, token)).filter((m) => m.to.includes('@buyer-'));
  await expect
    .poll(async () => (await fromSandbox()).length, { timeout: 120_000, intervals: [2_000] })
    .toBeGreaterThanOrEqual(2);
  const received = await fromSandbox();
  expect(received.length).toBeLessThanOrEqual(4);
  expect(new Set(received.map((m) => m.to)).size).toBe(received.length);
  for (const message of received) expect(message.subject).toMatch(/^(Quick idea for Buyer \d|Pat\d+, a question)$/);

  // One recipient's mail client unsubscribes with RFC 8058's one-click POST; the other confirms on the page.
  const [oneClick, byPage] = received;
  if (!oneClick || !byPage) throw new Error('two messages were expected');
  const oneClickToken = await unsubscribeTokenOf(page, token, oneClick.id);
  const posted = await page.request.post(`/api/v1/callback/unsubscribe?token=${encodeURIComponent(oneClickToken)}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(posted.status()).toBe(200);
  const pageToken = await unsubscribeTokenOf(page, token, byPage.id);
  await page.goto(`/unsubscribe?token=${encodeURIComponent(pageToken)}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  // Both are stopped on the campaign page, and nothing more is queued for them.
  await page.goto(campaignUrl);
  for (const message of [oneClick, byPage]) {
    const row = page.getByRole('row').filter({ hasText: message.to });
    await expect(row).toContainText(/Stopped/);
    await expect(row).toContainText(/unsubscribed/i);
  }
  await keepScreenshot(page, testInfo, 'campaign-1280.png');
  await page
    .getByRole('row')
    .filter({ hasText: oneClick.to })
    .getByRole('button', { name: /^Open the conversation with / })
    .click();
  const conversation = page.getByRole('dialog', { name: /^Conversation with / });
  await expect(conversation.getByText(/Unsubscribed/)).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) {
    // The drawer slides in from the right: the picture waits for it to settle.
    await expect.poll(async () => Math.round((await conversation.boundingBox())?.x ?? 0)).toBe(1280 - 640);
  }
  await keepScreenshot(page, testInfo, 'conversation-1280.png', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.goto('/campaigns/upcoming');
  await expect(page.getByRole('table')).toBeVisible();
  await keepScreenshot(page, testInfo, 'upcoming-1280.png');
  // Everyone else still waits in the queue: the ramp deferred them, nobody was dropped.
  await expect(page.getByText(/@buyer-\d\.example/).first()).toBeVisible();
  for (const message of [oneClick, byPage]) await expect(page.getByText(message.to)).toHaveCount(0);
  if (process.env.E2E_SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, 'upcoming-390.png');
    await page.goto(campaignUrl);
    await expect(page.getByRole('row').filter({ hasText: oneClick.to })).toBeVisible();
    await keepScreenshot(page, testInfo, 'campaign-390.png');
    await page.goto('/campaigns/tasks');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await keepScreenshot(page, testInfo, 'tasks-390.png');
  }
});
