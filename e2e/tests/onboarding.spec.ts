import { expect } from '@playwright/test';
import { newAccount, signIn, signOut, signUp } from '../support/accounts.ts';
import { publicTest as test } from '../support/fixtures.ts';

test('a newcomer signs up, invites a teammate who joins from the sandbox mailbox, and both sign in again', async ({
  page,
}) => {
  test.slow();
  const owner = newAccount('Owner');
  const teammate = newAccount('Teammate');

  await signUp(page, owner);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Team' }),
  ).toBeVisible();

  // Invite a teammate from Settings → Team.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/settings\/team$/);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await inviteDialog.getByLabel('Full name').fill(teammate.name);
  await inviteDialog.getByLabel('Work email').fill(teammate.email);
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteDialog).toBeHidden();
  const teammateRow = page.getByRole('row').filter({ hasText: teammate.email });
  await expect(teammateRow).toContainText('Invited');

  // The invitation waits in the sandbox mailbox.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sandbox mail' }).click();
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('link', { name: new RegExp(`invited you to join ${owner.organisationName}`) })
    .first()
    .click();
  const invitationLink = page.getByRole('link', { name: /\/accept-invitation\?token=/ });
  await expect(invitationLink).toBeVisible();
  const href = await invitationLink.getAttribute('href');
  expect(href).toMatch(/^http:\/\/localhost:\d+\/accept-invitation\?token=/);

  // The teammate accepts it and sets a password.
  await signOut(page);
  await page.goto(href ?? '');
  await expect(page.getByLabel('Email')).toHaveValue(teammate.email);
  await page.getByLabel('Choose a password').fill(teammate.password);
  await page.getByLabel('Repeat the password').fill(teammate.password);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await signOut(page);
  await signIn(page, teammate.email, teammate.password);
  await signOut(page);

  // The owner makes them an admin, then deactivates them.
  await signIn(page, owner.email, owner.password);
  await page.goto('/settings/team');
  await expect(teammateRow).toContainText('Active');
  await teammateRow.getByRole('button', { name: `Actions for ${teammate.name}` }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await roleDialog.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(teammateRow).toContainText('Admin');

  await teammateRow.getByRole('button', { name: `Actions for ${teammate.name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${teammate.name}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(teammateRow).toContainText('Deactivated');
  await signOut(page);

  // A deactivated member cannot sign in, and is told why.
  await page.getByLabel('Work email').fill(teammate.email);
  await page.getByLabel(/^Password/).fill(teammate.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/has been deactivated/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
