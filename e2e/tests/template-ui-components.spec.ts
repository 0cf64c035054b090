import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { componentPages } from '../../apps/web/src/template/navigation/menu.ts';
import { test } from '../support/fixtures.ts';
import { keepScreenshot, watchProblems } from '../support/page-checks.ts';
import { headingDrawn, openRoute } from '../support/reused-tab.ts';

/** An example card of a UI-kit page, by its title. */
function example(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

interface KitPage {
  path: string;
  heading: string;
  /** What the page must show once open (checked before axe runs). */
  expectContent: (page: Page) => Promise<void>;
  /** One real interaction, where the component has one. */
  interact?: (page: Page) => Promise<void>;
}

const elementPages: KitPage[] = [
  {
    path: '/ui-element/typography',
    heading: 'Typography',
    expectContent: async (page) => {
      await expect(example(page, 'Headings').getByText('Heading 6')).toBeVisible();
      await expect(example(page, 'Display headings').getByText('Display 1')).toBeVisible();
      await expect(example(page, 'Lists').getByRole('listitem')).not.toHaveCount(0);
      await expect(example(page, 'Blockquote and code').getByText('Get rid of half the words')).toBeVisible();
    },
  },
  {
    path: '/ui-element/colors',
    heading: 'Colors',
    expectContent: async (page) => {
      await expect(page.getByTestId('palette-indigo').getByText(/^#[0-9a-f]{6}$/)).toHaveCount(10);
      await expect(page.getByTestId('palette-red').getByText('red.9')).toBeVisible();
      await expect(example(page, 'Semantic colours').getByText(/^Danger/)).toBeVisible();
      await expect(example(page, 'Skin surfaces').getByText(/--mantine-color-body: rgb/)).toBeVisible();
    },
  },
  {
    path: '/ui-element/icons',
    heading: 'Icons',
    expectContent: async (page) => {
      await expect(page.getByTestId('icon-count')).toHaveText(/^\d{3} icons$/);
      await expect(page.getByRole('button', { name: 'Copy IconHome', exact: true })).toBeVisible();
    },
    interact: async (page) => {
      const count = page.getByTestId('icon-count');
      const all = Number((await count.textContent())?.split(' ')[0]);
      expect(all).toBeGreaterThanOrEqual(300);
      const search = page.getByRole('textbox', { name: 'Search icons' });
      await search.fill('arrow');
      const tiles = page.getByRole('button', { name: /^Copy Icon/ });
      await expect(count).not.toHaveText(`${all} icons`);
      const arrows = await tiles.count();
      expect(arrows).toBeGreaterThan(0);
      expect(arrows).toBeLessThan(all);
      await expect(count).toHaveText(`${arrows} icons`);
      for (const name of await tiles.evaluateAll((buttons) => buttons.map((button) => button.ariaLabel ?? ''))) {
        expect(name.toLowerCase()).toContain('arrow');
      }
      await search.fill('zzqx');
      await expect(page.getByText('No icon matches “zzqx”')).toBeVisible();
      await expect(count).toHaveText('0 icons');
      await search.fill('home');
      await page.getByRole('button', { name: 'Copy IconHome', exact: true }).click();
      await expect(page.getByText('Copied to the clipboard')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<IconHome />');
    },
  },
];

const componentPagesA: KitPage[] = [
  {
    path: '/components/alerts',
    heading: 'Alerts',
    expectContent: async (page) => {
      await expect(example(page, 'Colours').getByRole('alert')).toHaveCount(6);
      await expect(example(page, 'With content').getByText('Row 40')).toBeVisible();
    },
    interact: async (page) => {
      const dismissible = example(page, 'Dismissible');
      await dismissible.getByRole('button', { name: 'Dismiss Changes saved' }).click();
      await expect(dismissible.getByText('Your profile was updated')).toHaveCount(0);
      await dismissible.getByRole('button', { name: 'Show dismissed alerts' }).click();
      await expect(dismissible.getByText('Your profile was updated')).toBeVisible();
    },
  },
  {
    path: '/components/auto-complete',
    heading: 'Auto Complete',
    expectContent: async (page) => {
      await expect(example(page, 'Basic').getByText('100 titles to search.')).toBeVisible();
    },
    interact: async (page) => {
      // The titles come from the mock layer (answered by the page's service worker), ranked 1 to 100.
      const reply = await page.evaluate(() => fetch('/api/autocomplete/data').then((response) => response.json()));
      const first: { title: string; rank: number } = reply.autoComplete[0];
      expect(first.rank).toBe(1);
      const input = page.getByRole('combobox', { name: 'Book title' });
      await input.fill(first.title.slice(0, 4));
      const option = page.getByRole('option', { name: first.title, exact: true });
      await expect(option).toBeVisible();
      await option.click();
      await expect(input).toHaveValue(first.title);
      await expect(example(page, 'Basic').getByText(`“${first.title}” is ranked #1.`)).toBeVisible();
    },
  },
  {
    path: '/components/avatar',
    heading: 'Avatar',
    expectContent: async (page) => {
      await expect(example(page, 'Groups').getByText('+8')).toBeVisible();
      await expect(example(page, 'Sizes').getByRole('img')).toHaveCount(5);
      await expect(example(page, 'Status').getByText('Offline')).toBeVisible();
    },
  },
  {
    path: '/components/badges',
    heading: 'Badges',
    expectContent: async (page) => {
      for (const label of ['Primary', 'Success', 'Danger', 'Warning']) {
        await expect(example(page, 'Colours').getByText(label, { exact: true })).toBeVisible();
      }
      await expect(example(page, 'Counters').getByText('27 new')).toBeVisible();
    },
  },
  {
    path: '/components/breadcrumbs',
    heading: 'Breadcrumbs',
    expectContent: async (page) => {
      const trail = page.getByRole('navigation', { name: 'Basic breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(trail.locator('[aria-current="page"]')).toHaveText('Breadcrumbs');
      await expect(page.getByRole('navigation', { name: 'Chevron separator breadcrumb' })).toBeVisible();
    },
  },
  {
    path: '/components/buttons',
    heading: 'Buttons',
    expectContent: async (page) => {
      await expect(example(page, 'Filled').getByRole('button')).toHaveCount(6);
      await expect(example(page, 'With icons').getByRole('button', { name: 'Delete' })).toBeVisible();
    },
    interact: async (page) => {
      const states = example(page, 'States');
      await states.getByRole('button', { name: 'Save changes' }).click();
      await expect(states.getByRole('button', { name: /Saving/ })).toBeVisible();
      await expect(states.getByRole('button', { name: 'Save changes' })).toBeVisible({ timeout: 5_000 });
    },
  },
  {
    path: '/components/carousel',
    heading: 'Carousel',
    expectContent: async (page) => {
      await expect(page.getByTestId('carousel-current')).toHaveText('Slide 1 of 5: Mountain retreat');
      await expect(example(page, 'Content slides').getByText('Zoe Harper, Northwind')).toBeVisible();
    },
    interact: async (page) => {
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expect(page.getByTestId('carousel-current')).toHaveText('Slide 2 of 5: Coastal road');
      // The carousel loops: two steps back from the second slide is the last one.
      await page.getByRole('button', { name: 'Previous slide' }).click();
      await page.getByRole('button', { name: 'Previous slide' }).click();
      await expect(page.getByTestId('carousel-current')).toHaveText('Slide 5 of 5: City lights');
    },
  },
  {
    path: '/components/collapse',
    heading: 'Collapse',
    expectContent: async (page) => {
      await expect(example(page, 'Folding sections').getByRole('button', { name: 'Returns' })).toBeVisible();
    },
    interact: async (page) => {
      const toggle = page.getByRole('button', { name: 'Show details' });
      const details = page.getByText('These details were folded away.');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(details).toBeHidden();
      await toggle.click();
      await expect(details).toBeVisible();
      await page.getByRole('button', { name: 'Hide details' }).click();
      await expect(details).toBeHidden();
      await page.getByRole('button', { name: 'Returns' }).click();
      await expect(page.getByText('Send anything back within 30 days')).toBeVisible();
    },
  },
  {
    path: '/components/divider',
    heading: 'Divider',
    expectContent: async (page) => {
      await expect(example(page, 'Labels').getByText('Label on the right')).toBeVisible();
      await expect(example(page, 'Styles').getByText('dashed', { exact: true })).toBeVisible();
      await expect(example(page, 'Vertical').getByText('Sign out')).toBeVisible();
    },
  },
  {
    path: '/components/dropdowns',
    heading: 'Dropdowns',
    expectContent: async (page) => {
      await expect(example(page, 'Directions').getByRole('button', { name: 'Drop up' })).toBeVisible();
    },
    interact: async (page) => {
      await page.getByRole('button', { name: 'File actions' }).click();
      await expect(page.getByRole('menuitem', { name: /Comment/ })).toBeDisabled();
      await page.getByRole('menuitem', { name: /Duplicate/ }).click();
      await expect(page.getByTestId('dropdown-last-action')).toHaveText('You chose “Duplicate”.');
    },
  },
  {
    path: '/components/list-group',
    heading: 'List Group',
    expectContent: async (page) => {
      await expect(page.getByRole('list', { name: 'Fruits' }).getByRole('listitem')).toHaveCount(4);
    },
    interact: async (page) => {
      await page.getByRole('button', { name: /Starred/ }).click();
      await expect(page.getByTestId('list-group-active')).toHaveText('Open folder: Starred');
      await expect(page.getByRole('button', { name: /Starred/ })).toHaveAttribute('aria-current', 'true');
      await page.getByRole('checkbox', { name: 'Book the team lunch' }).check();
      await expect(example(page, 'With checkboxes').getByText('1 of 3 done')).toBeVisible();
    },
  },
  {
    path: '/components/modals',
    heading: 'Modals',
    expectContent: async (page) => {
      await expect(example(page, 'Sizes').getByRole('button', { name: 'Extra large' })).toBeVisible();
    },
    interact: async (page) => {
      await page.getByRole('button', { name: 'Open modal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Welcome back' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Edit name' }).click();
      await page.getByRole('dialog', { name: 'Edit name' }).getByLabel('Name').fill('Ada Lovelace');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByTestId('modal-saved-name')).toHaveText('Saved name: Ada Lovelace');
    },
  },
  {
    path: '/components/nav',
    heading: 'Navs',
    expectContent: async (page) => {
      await expect(page.getByRole('navigation', { name: 'Nested nav' }).getByText('Contracts')).toBeVisible();
    },
    interact: async (page) => {
      const vertical = page.getByRole('navigation', { name: 'Vertical nav' });
      await vertical.getByRole('link', { name: /Reports/ }).click();
      await expect(page.getByTestId('nav-active')).toHaveText('Current: Reports');
      await expect(vertical.getByRole('link', { name: /Reports/ })).toHaveAttribute('aria-current', 'page');
    },
  },
];

const componentPagesB: KitPage[] = [
  {
    path: '/components/pagination',
    heading: 'Pagination',
    expectContent: async (page) => {
      await expect(page.getByTestId('pagination-page')).toHaveText('Page 1 of 10');
    },
    interact: async (page) => {
      await example(page, 'Basic').getByRole('button', { name: '2', exact: true }).click();
      await expect(page.getByTestId('pagination-page')).toHaveText('Page 2 of 10');
      await example(page, 'Basic').getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByTestId('pagination-page')).toHaveText('Page 3 of 10');
    },
  },
  {
    path: '/components/pill-badges',
    heading: 'Pill Badges',
    expectContent: async (page) => {
      await expect(example(page, 'Filled pills').getByText('Info', { exact: true })).toBeVisible();
    },
    interact: async (page) => {
      await page.getByRole('button', { name: 'Remove React' }).click();
      await expect(example(page, 'Removable pills').getByText('4 of 5 skills')).toBeVisible();
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(example(page, 'Removable pills').getByText('5 of 5 skills')).toBeVisible();
    },
  },
  {
    path: '/components/pills',
    heading: 'Pills',
    expectContent: async (page) => {
      await expect(page.getByTestId('pills-chosen')).toHaveText('Teams: Design');
    },
    interact: async (page) => {
      const nav = example(page, 'Nav pills');
      await nav.getByRole('tab', { name: 'Messages' }).click();
      await expect(nav.getByText('Three unread messages')).toBeVisible();
      // A chip's checkbox is visually hidden; its label is what the user clicks.
      await example(page, 'Filter chips').getByText('Sales', { exact: true }).click();
      await expect(page.getByRole('checkbox', { name: 'Sales' })).toBeChecked();
      await expect(page.getByTestId('pills-chosen')).toHaveText('Teams: Design, Sales');
    },
  },
  {
    path: '/components/popovers',
    heading: 'Popovers',
    expectContent: async (page) => {
      await expect(example(page, 'Positions').getByRole('button')).toHaveCount(4);
    },
    interact: async (page) => {
      const target = page.getByRole('button', { name: 'What is a lead score?' });
      await target.click();
      await expect(page.getByText('A number from 0 to 100')).toBeVisible();
      await target.click();
      await expect(page.getByText('A number from 0 to 100')).toBeHidden();
    },
  },
  {
    path: '/components/progress',
    heading: 'Progress',
    expectContent: async (page) => {
      await expect(example(page, 'Sections with labels').getByText('Photos')).toBeVisible();
      await expect(page.getByTestId('progress-value')).toHaveText('40% uploaded');
    },
    interact: async (page) => {
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByTestId('progress-value')).toHaveText('50% uploaded');
      await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    },
  },
  {
    path: '/components/spinners',
    heading: 'Spinners',
    expectContent: async (page) => {
      await expect(example(page, 'Bars spinners').locator('.mantine-Loader-root')).toHaveCount(6);
      await expect(page.getByRole('status').getByText('Loading your reports…')).toBeVisible();
    },
  },
  {
    path: '/components/tabs',
    heading: 'Tabs',
    expectContent: async (page) => {
      await expect(example(page, 'Default').getByRole('tab', { name: 'Archive' })).toBeDisabled();
    },
    interact: async (page) => {
      const outline = example(page, 'Outline');
      await outline.getByRole('tab', { name: 'Settings' }).click();
      await expect(outline.getByRole('tabpanel')).toHaveText('Who can see and edit this project.');
    },
  },
  {
    path: '/components/timeline',
    heading: 'Timeline',
    expectContent: async (page) => {
      await expect(example(page, 'Icons and colours').getByText('Opened #128 for review')).toBeVisible();
    },
    interact: async (page) => {
      await expect(page.getByTestId('timeline-step')).toHaveText('Current step: Packed');
      await page.getByRole('button', { name: 'Next step' }).click();
      await expect(page.getByTestId('timeline-step')).toHaveText('Current step: Shipped');
    },
  },
  {
    path: '/components/toasts',
    heading: 'Toasts',
    expectContent: async (page) => {
      await expect(example(page, 'Positions').getByRole('button')).toHaveCount(6);
    },
    interact: async (page) => {
      await page.getByRole('button', { name: 'Success with icon' }).click();
      await expect(page.getByText('Your changes are saved.')).toBeVisible();
      await page.getByRole('button', { name: 'Upload a file' }).click();
      await expect(page.getByText('Uploading your file')).toBeVisible();
      await expect(page.getByText('Upload finished')).toBeVisible({ timeout: 5_000 });
    },
  },
  {
    path: '/components/tooltips',
    heading: 'Tooltips',
    expectContent: async (page) => {
      await expect(example(page, 'Floating').getByText('Move the pointer over this area')).toBeVisible();
    },
    interact: async (page) => {
      await example(page, 'Positions').getByRole('button', { name: 'top' }).hover();
      await expect(page.getByRole('tooltip', { name: 'Tooltip on top' })).toBeVisible();
    },
  },
  {
    path: '/components/blockui',
    heading: 'Block UI',
    expectContent: async (page) => {
      await expect(page.getByTestId('blockui-section').getByText('Sales this week')).toBeVisible();
    },
    interact: async (page) => {
      const section = page.getByTestId('blockui-section');
      const overlay = section.locator('.mantine-LoadingOverlay-root');
      await page.getByRole('button', { name: 'Block the section' }).click();
      await expect(overlay).toBeVisible();
      await expect(section).toHaveAttribute('aria-busy', 'true');
      await expect(overlay).toBeHidden({ timeout: 5_000 });
      await expect(section).not.toHaveAttribute('aria-busy');
    },
  },
  {
    path: '/components/accordion',
    heading: 'Accordion',
    expectContent: async (page) => {
      await expect(example(page, 'Default').getByText('Two to five working days')).toBeVisible();
    },
    interact: async (page) => {
      const contained = example(page, 'Contained');
      const answer = contained.getByText('Yes, within 30 days');
      await expect(answer).toBeHidden();
      await contained.getByRole('button', { name: 'Can I return an order?' }).click();
      await expect(answer).toBeVisible();
    },
  },
  {
    path: '/components/offcanvas',
    heading: 'Offcanvas',
    expectContent: async (page) => {
      await expect(example(page, 'Placement').getByRole('button')).toHaveCount(4);
    },
    interact: async (page) => {
      await page.getByRole('button', { name: 'Open from the left' }).click();
      const drawer = page.getByRole('dialog', { name: 'Offcanvas from the left' });
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await page.getByRole('button', { name: 'Filter leads' }).click();
      await expect(page.getByRole('dialog', { name: 'Filter leads' }).getByLabel('Company')).toBeVisible();
    },
  },
];

/**
 * Opens each page, checks its content, then its interaction; no problem on the way. Accessibility at
 * 1280 px in both skins: the template's route sweep (template-routes.spec.ts) scans every route.
 */
async function checkPages(page: Page, kitPages: KitPage[], testInfo: TestInfo) {
  const problems = watchProblems(page);
  for (const kitPage of kitPages) {
    await openRoute(page, kitPage.path);
    await headingDrawn(page, { timeout: 45_000 });
    // The first visit starts the mock worker and loads the template's shell: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: kitPage.heading })).toBeVisible({ timeout: 45_000 });
    await kitPage.expectContent(page);
    await keepScreenshot(page, testInfo, `${kitPage.path.split('/').pop()}-1280.png`);
    await kitPage.interact?.(page);
  }
  // Known, outside these pages (see template-apps-business.spec.ts): the app's start-up can unregister a
  // mock-worker registration caught between workers, and the worker's own update then rejects.
  expect(problems.filter((problem) => !problem.startsWith('page error: Failed to update a ServiceWorker'))).toEqual([]);
}

test('every component page of the menu has a check here', () => {
  const checked = [...componentPagesA, ...componentPagesB].map((kitPage) => kitPage.path).sort();
  expect(checked).toEqual(componentPages.map(([slug]) => `/components/${slug}`).sort());
});

test.describe('in the browser', () => {
  test.use({ reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });

  test('typography, colours and the icon gallery show their content; icons filter, empty out and copy', async ({
    page,
  }, testInfo) => {
    test.slow();
    await checkPages(page, elementPages, testInfo);
  });

  // Groups of a few pages, so each test stays well inside its time on a busy machine.
  const kitComponentPages = [...componentPagesA, ...componentPagesB];
  for (let start = 0; start < kitComponentPages.length; start += 7) {
    const group = kitComponentPages.slice(start, start + 7);
    const first = group[0]?.heading;
    const last = group.at(-1)?.heading;
    test(`component pages ${first} to ${last}: content and one interaction each`, async ({ page }, testInfo) => {
      test.slow();
      await checkPages(page, group, testInfo);
    });
  }
});
