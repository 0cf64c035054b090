import { expect } from '@playwright/test';
import { test as signedInTest, publicTest as test } from '../support/fixtures.ts';

test('the public pricing page shows the four plans in dollars and rupees, with the FAQ', async ({ page }) => {
  await page.goto('/pricing');
  const growth = page.getByRole('article', { name: 'Growth' });
  await expect(growth).toContainText('Most popular');
  await expect(growth).toContainText('$119');
  await expect(growth.locator('s')).toHaveText('$598');
  const basic = page.getByRole('article', { name: 'Basic' });
  await expect(basic).toContainText('600 credits · about $0.038 a credit');
  await expect(basic).toContainText('$0.20 a credit at list price');
  await page.getByRole('radiogroup', { name: 'Currency' }).getByText('INR').click();
  await expect(growth).toContainText('₹9,999');
  await expect(basic).toContainText('600 credits · about ₹3.3 a credit');
  await expect(basic).toContainText('₹16.66 a credit at list price');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get started with Basic' })).toHaveAttribute('href', '/register');
});

// The owner of an organisation of its own, signed up through the API: its balance starts at zero.
signedInTest.use({ organisation: 'fresh' });

signedInTest(
  'an owner buys the Growth plan in rupees through Razorpay Checkout and gets the credits and the invoice',
  async ({ page }) => {
    await page.goto('/home');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Credits & billing' })
      .click();
    await expect(page.getByTestId('credit-balance')).toHaveText('0 credits');
    await page.getByRole('tab', { name: 'Plans' }).click();
    await page.getByRole('radiogroup', { name: 'Currency' }).getByText('INR').click();
    await page.getByRole('button', { name: 'Buy Growth' }).click();

    const purchase = page.getByRole('dialog', { name: 'Buy the Growth plan' });
    // A declined payment says so and credits nothing.
    await purchase.getByRole('button', { name: 'Pay ₹9,999' }).click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay test checkout' });
    await expect(checkout).toContainText('9,999');
    await checkout.getByRole('button', { name: 'Fail payment' }).click();
    await expect(purchase.getByRole('alert').filter({ hasText: 'Payment failed' })).toContainText(
      'Your payment was declined by the bank (test).',
    );

    // Checkout stays open after a decline, as Razorpay's does: the second attempt succeeds.
    await checkout.getByRole('button', { name: 'Pay now' }).click();
    await expect(purchase.getByRole('heading', { name: '5,000 credits added' })).toBeVisible();
    await purchase.getByRole('link', { name: 'Go to Credits' }).click();
    await expect(page.getByTestId('credit-balance')).toHaveText('5,000 credits');
    await expect(page.getByTestId('credit-plan')).toContainText('Growth');
    await expect(page.getByRole('table', { name: 'Credit history' })).toContainText('Purchase');

    await page.getByRole('tab', { name: 'Invoices' }).click();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect(invoices.getByRole('row')).toHaveCount(2);
    await expect(invoices).toContainText('₹9,999');
    await expect(invoices).toContainText('Paid');
    const download = page.waitForEvent('download');
    await invoices.getByRole('button', { name: /^Download PDF LP-\d{4}-\d{6}$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^LP-\d{4}-\d{6}\.pdf$/);
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  },
);
