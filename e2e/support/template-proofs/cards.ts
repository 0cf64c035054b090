import { expect, type Locator, type Page } from '@playwright/test';

/** A card of a card page, found by its accessible name. */
export function card(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

const statisticsWithIcon = ['sales', 'revenue', 'subscribers', 'orders', 'site-traffic', 'active-users', 'newsletter'];

/**
 * A card page: its path, its heading, and what must show once its data has loaded. `interacts`: the
 * check clicks (the route sweep runs it after its axe scan, which so sees the page as it first shows).
 */
export interface CardPage {
  path: string;
  heading: string;
  interacts?: boolean;
  expectContent: (page: Page) => Promise<void>;
}

/** The five card pages. */
export const cardPages: CardPage[] = [
  {
    path: '/card/card-basic',
    heading: 'Basic cards',
    interacts: true,
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { name: 'Mountain retreat' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Folders' })).toBeVisible();
      await page.getByRole('tab', { name: 'Activity' }).click();
      await expect(page.getByText('four tasks closed')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Danger card' })).toBeVisible();
    },
  },
  {
    path: '/card/card-advance',
    heading: 'Advance cards',
    expectContent: async (page) => {
      await expect(page.getByRole('heading', { name: 'Zoe Harper' })).toBeVisible();
      expect(await card(page, 'Employee tasks').getByRole('listitem').count()).toBeGreaterThan(1);
      expect(await card(page, 'Timeline').locator('.mantine-Timeline-item').count()).toBeGreaterThan(0);
      await expect(card(page, 'Transactions').getByRole('listitem').first()).toBeVisible();
      await expect(card(page, 'Browser states').getByText('Google Chrome')).toBeVisible();
      await expect(card(page, 'Payment').getByRole('textbox', { name: 'Card number' })).toBeVisible();
    },
  },
  {
    path: '/card/card-statistics',
    heading: 'Statistics cards',
    expectContent: async (page) => {
      for (const name of statisticsWithIcon) await expect(page.getByTestId(`${name}-value`)).toHaveText(/\d/);
      await expect(card(page, 'Orders').getByRole('heading')).toHaveText(/\d/);
      await expect(card(page, 'Profit').getByRole('heading')).toHaveText(/\d/);
      await expect(page.locator('.apexcharts-canvas')).toHaveCount(9);
    },
  },
  {
    path: '/card/card-analytics',
    heading: 'Analytics cards',
    expectContent: async (page) => {
      await expect(card(page, 'Support tracker').getByText('New tickets')).toBeVisible();
      await expect(card(page, 'Average sessions').getByTestId('avg-sessions-value')).toHaveText(/\d/);
      await expect(card(page, 'Revenue report').getByTestId('revenue-report-price')).toHaveText(/^\$\d/);
      await expect(card(page, 'Goal overview').getByText('In progress')).toBeVisible();
      await expect(card(page, 'Revenue').getByText('This month', { exact: true })).toBeVisible();
      for (const status of ['finished', 'pending', 'rejected']) {
        await expect(card(page, 'Product orders').getByTestId(`product-orders-${status}`)).toHaveText(/^\d[\d,]*$/);
      }
      await expect(card(page, 'Sessions by device').getByRole('listitem')).toHaveCount(3);
      await expect(card(page, 'Sessions by device').getByText('Desktop')).toBeVisible();
      expect(await card(page, 'Customers').getByRole('listitem').count()).toBeGreaterThan(0);
      await expect(page.locator('.apexcharts-canvas')).toHaveCount(9);
    },
  },
  {
    path: '/card/card-actions',
    heading: 'Card actions',
    expectContent: async (page) => {
      await expect(card(page, 'Refresh content').getByTestId('site-traffic-updated')).toHaveText(/^Updated at/);
      await expect(card(page, 'All actions').getByRole('button', { name: 'Remove All actions' })).toBeVisible();
    },
  },
];
