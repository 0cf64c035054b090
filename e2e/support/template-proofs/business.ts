import type { Locator, Page } from '@playwright/test';

/** The body rows of a table found by its accessible name. */
export function rowsOf(page: Page, table: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('rowgroup').nth(1).getByRole('row');
}

/** A business app's page: its path, its heading, and what proves its mock data arrived. */
export interface BusinessPage {
  path: string;
  heading: RegExp;
  data: (page: Page) => Locator;
}

/**
 * The invoice, e-commerce, user, roles and access-control pages. `/apps/invoice/preview` and
 * `/apps/invoice/edit` open the newest invoice, `/apps/user/view` the first user; product 1 is the
 * product the menu's "Details" link opens.
 */
export const businessPages: BusinessPage[] = [
  {
    path: '/apps/invoice/list',
    heading: /^Invoices$/,
    data: (page) => rowsOf(page, 'Invoices').first().getByRole('link').first(),
  },
  {
    path: '/apps/invoice/preview',
    heading: /^Invoice #\d+$/,
    data: (page) => page.getByRole('article', { name: /^Invoice \d+$/ }),
  },
  {
    path: '/apps/invoice/edit',
    heading: /^Edit invoice #\d+$/,
    data: (page) => page.getByRole('textbox', { name: /^Item 1/ }),
  },
  {
    path: '/apps/invoice/add',
    heading: /^Create invoice$/,
    data: (page) => page.getByRole('combobox', { name: 'Invoice to' }),
  },
  { path: '/apps/ecommerce/shop', heading: /^Shop$/, data: (page) => page.getByTestId('product-price').first() },
  {
    path: '/apps/ecommerce/product-detail/1',
    heading: /\w/,
    data: (page) => page.getByRole('radiogroup', { name: /^Colour/ }),
  },
  { path: '/apps/ecommerce/wishlist', heading: /^Wishlist$/, data: (page) => page.getByTestId('wishlist-count') },
  {
    path: '/apps/ecommerce/checkout',
    heading: /^Checkout$/,
    data: (page) => page.getByRole('button', { name: 'Place order' }),
  },
  {
    path: '/apps/user/list',
    heading: /^Users$/,
    data: (page) => rowsOf(page, 'Users').first().getByRole('link').first(),
  },
  { path: '/apps/user/view', heading: /\w/, data: (page) => page.getByRole('tab', { name: 'Security' }) },
  {
    path: '/apps/roles',
    heading: /^Roles$/,
    data: (page) => page.getByRole('article', { name: 'Administrator role' }),
  },
  { path: '/apps/permissions', heading: /^Permissions$/, data: (page) => rowsOf(page, 'Permissions').first() },
  {
    path: '/access-control',
    heading: /^Access control$/,
    data: (page) => page.getByRole('region', { name: 'Common content' }),
  },
];
