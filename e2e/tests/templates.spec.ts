import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { signIn } from '../support/accounts.ts';
import { publicTest as test } from '../support/fixtures.ts';

// The seeded demo organisation has credits for the AI writer and people to preview templates for.
const demo = { email: 'demo@leadpilot.test', password: 'pilot-demo-2026' };

interface DraftReply {
  data: { subject: string; engine: string; credits: number; factsUsed: { source: string }[] };
}

async function openTemplates(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
}

test('a rep writes a template with AI, previews it for three prospects, saves it, and saves a second version', async ({
  page,
}) => {
  test.slow();
  const name = `First touch ${randomUUID().slice(0, 8)}`;
  await signIn(page, demo.email, demo.password);
  await openTemplates(page);

  await page.getByRole('link', { name: 'Write with AI' }).first().click();
  await expect(page).toHaveURL(/\/templates\/new$/);
  const writer = page.getByRole('dialog', { name: 'Write with AI' });
  await writer.getByLabel('What you offer').fill('Verified B2B contacts and an AI writer that books meetings');
  await writer.getByLabel('Who it is for').fill('Heads of sales at software companies');
  await writer.getByLabel('Call to action').fill('Book a 15-minute call next week');
  const written = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/emailtemplate/ai') && response.request().method() === 'POST',
  );
  await writer.getByRole('button', { name: /^Write draft/ }).click();
  const reply = await written;
  expect(reply.status()).toBe(200);
  const draft = ((await reply.json()) as DraftReply).data;

  const result = page.getByRole('dialog', { name: 'Your AI draft' });
  await expect(result.getByTestId('ai-draft-subject')).toHaveText(draft.subject);
  await expect(result.getByTestId('ai-engine')).toHaveText(draft.engine === 'llm' ? /^AI model/ : 'Built-in writer');
  await expect(result.getByTestId('ai-credits')).toHaveText(
    `${draft.credits} ${draft.credits === 1 ? 'credit' : 'credits'} spent`,
  );
  await expect(result.getByRole('list', { name: 'Facts used' }).getByRole('listitem')).toHaveCount(
    draft.factsUsed.length,
  );
  await result.getByRole('button', { name: 'Use this draft' }).click();
  await expect(result).toBeHidden();

  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(draft.subject);
  await page.getByRole('textbox', { name: 'Template name' }).fill(name);
  // The live preview renders the draft for the first prospect people search offers.
  const livePreview = page.getByTestId('live-preview');
  await expect(livePreview.getByTestId('preview-subject')).not.toBeEmpty();
  await expect(livePreview.locator('iframe[title^="Email preview for "]')).toBeVisible();

  await page.getByRole('button', { name: 'Preview for 3 prospects' }).click();
  const samples = page.getByRole('dialog', { name: 'Preview for 3 prospects' });
  await expect(samples.getByRole('article')).toHaveCount(3);
  await expect(samples.locator('iframe[title^="Email preview for "]')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(samples).toBeHidden();

  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/templates\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Version 1 · last saved/)).toBeVisible();

  // Saved and unchanged: the side-by-side view now renders what is stored.
  const storedSamples = page.waitForResponse((response) =>
    response.url().includes('/api/v1/emailtemplate/contactsamples?'),
  );
  await page.getByRole('button', { name: 'Preview for 3 prospects' }).click();
  expect((await storedSamples).status()).toBe(200);
  await expect(samples.getByRole('article')).toHaveCount(3);
  await page.keyboard.press('Escape');

  const subject = page.getByRole('textbox', { name: 'Subject' });
  await subject.fill('A quicker way to book meetings, ');
  await page.getByRole('button', { name: 'Insert a merge field into the subject' }).click();
  await page.getByRole('textbox', { name: 'Fallback when a prospect has no value' }).fill('there');
  await page.getByRole('option', { name: 'First name (first_name)' }).click();
  await expect(subject).toHaveValue('A quicker way to book meetings, {{ first_name | default: "there" }}');
  await expect(page.getByText('· Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText(/^Version 2 · last saved/)).toBeVisible();
  await expect(page.getByText('· Unsaved changes')).toBeHidden();

  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').first()).toContainText('Version 2');
  await expect(versions.getByRole('listitem').first()).toContainText('Current');
  await versions.getByRole('button', { name: 'View version 1' }).click();
  const first = page.getByRole('dialog', { name: `Version 1 · ${name}` });
  await expect(first).toContainText(draft.subject);
  await first.getByRole('button', { name: 'Restore this version' }).click();
  await expect(subject).toHaveValue(draft.subject);
  await expect(page.getByText('Version 1 is in the editor. Save to make it the newest version.')).toBeVisible();

  // Leaving with the restored, unsaved version asks first.
  await page.getByRole('link', { name: 'All templates' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await page.getByRole('searchbox', { name: 'Search templates' }).fill(name);
  await expect(page.getByRole('table', { name: 'Templates' }).getByRole('link', { name })).toBeVisible();
});

test('saving a template with an unknown merge field shows the server’s message', async ({ page }) => {
  await signIn(page, demo.email, demo.password);
  await page.goto('/templates/new');
  await page.getByRole('textbox', { name: 'Template name' }).fill(`Unknown field ${randomUUID().slice(0, 8)}`);
  await page.getByRole('textbox', { name: 'Subject' }).fill('Hi {{ favourite_colour }}');
  await page.getByRole('textbox', { name: 'Email body' }).click();
  await page.keyboard.type('Hello there, a short note about your team.');

  // The preview waits instead of asking the server about a field the organisation does not have.
  await expect(page.getByText(/^Unknown merge field: \{\{ favourite_colour \}\}/)).toBeVisible();

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/emailtemplate') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save template' }).click();
  const reply = await saved;
  expect(reply.status()).toBe(422);
  const { message } = (await reply.json()) as { message: string };
  expect(message).toContain('favourite_colour');
  const refusal = page.getByRole('alert').filter({ hasText: 'The template was not saved' });
  await expect(refusal).toContainText(message);
  await expect(page).toHaveURL(/\/templates\/new$/);
});
