import { expect, type Locator, type Page } from '@playwright/test';
import { businessPages } from './business.ts';
import { cardPages } from './cards.ts';
import { openFirstChat } from './communication.ts';
import { formAndTablePages } from './forms-tables.ts';
import { pageGroups } from './pages.ts';

/**
 * What a route's page must show beyond the route sweep's own checks (template-routes.spec.ts): its
 * heading's text and the proof that its mock data arrived. `shown` only looks, and runs before the
 * sweep's axe scan, so the scan sees the page with its data; `used` types or clicks, and runs after
 * the scan, which so sees the page as it first shows.
 */
export interface RouteProof {
  shown?: (page: Page) => Promise<void>;
  used?: (page: Page) => Promise<void>;
}

/**
 * The swept addresses of a page whose proof names another one (or more than one): the menu's product
 * "Details" link opens product 1, and the records the sweep opens by their id show the same pages as
 * the menu's links (which open the newest invoice and the first user).
 */
const sweptAs: Record<string, string[]> = {
  '/apps/ecommerce/product-detail/1': ['/apps/ecommerce/product-detail', '/apps/ecommerce/product-detail/2'],
  '/apps/invoice/preview': ['/apps/invoice/preview', '/apps/invoice/preview/4987'],
  '/apps/invoice/edit': ['/apps/invoice/edit', '/apps/invoice/edit/4987'],
  '/apps/user/view': ['/apps/user/view', '/apps/user/view/2'],
};

type Check = (page: Page) => Promise<void>;

/** A check that the page's level-1 heading shows, with this name. */
function headingNamed(name: string | RegExp, { exact }: { exact?: boolean } = {}): Check {
  return async (page) => {
    await expect(page.getByRole('heading', { level: 1, name, exact })).toBeVisible();
  };
}

/** A check that the element `data` finds shows. */
function dataShown(data: (page: Page) => Locator): Check {
  return async (page) => {
    await expect(data(page)).toBeVisible();
  };
}

/** A page's proof: its heading, then its content (after the axe scan when the content check interacts). */
function proofOf(heading: Check, content: Check, interacts = false): RouteProof {
  if (interacts) return { shown: heading, used: content };
  return {
    shown: async (page) => {
      await heading(page);
      await content(page);
    },
  };
}

const proofs: [string, RouteProof][] = [
  ...[...businessPages, ...Object.values(pageGroups).flat()].map(({ path, heading, data }): [string, RouteProof] => [
    path,
    proofOf(headingNamed(heading), dataShown(data)),
  ]),
  ...formAndTablePages.map(({ path, heading, interacts, expectContent }): [string, RouteProof] => [
    path,
    proofOf(headingNamed(heading, { exact: true }), expectContent, interacts),
  ]),
  ...cardPages.map(({ path, heading, interacts, expectContent }): [string, RouteProof] => [
    path,
    proofOf(headingNamed(heading), expectContent, interacts),
  ]),
  ['/apps/chat', { used: openFirstChat }],
];

/** Each swept route's proof, by the route's path. */
export const routeProofs = new Map<string, RouteProof>();
for (const [path, proof] of proofs) {
  for (const swept of sweptAs[path] ?? [path]) {
    if (routeProofs.has(swept)) throw new Error(`two proofs for ${swept}`);
    routeProofs.set(swept, proof);
  }
}
