import { expect, type Page } from '@playwright/test';

/** Opens the chat app's first conversation and waits until its messages show. */
export async function openFirstChat(page: Page) {
  await page.getByRole('list', { name: 'Chats' }).getByRole('button').first().click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
}
