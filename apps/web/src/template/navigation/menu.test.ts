import { describe, expect, it } from 'vitest';
import { hasActiveLink, isMenuGroup, isMenuLinkActive, type MenuItem, type MenuLink, templateMenu } from './menu.ts';

function links(items: MenuItem[]): MenuLink[] {
  return items.flatMap((item) => (isMenuGroup(item) ? links(item.children) : [item]));
}

const allLinks = templateMenu.flatMap((section) => links(section.items));

describe('template menu', () => {
  it('lists the pages of spec section 2, each sign-in page in its basic and cover looks', () => {
    const pages = allLinks
      .map((link) => link.path)
      .filter((path) => path.startsWith('/pages/') || path.startsWith('/misc/'));
    for (const page of ['login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'two-steps']) {
      expect(pages).toEqual(expect.arrayContaining([`/pages/${page}-basic`, `/pages/${page}-cover`]));
    }
    expect(pages).toEqual(
      expect.arrayContaining([
        '/pages/account-settings',
        '/pages/profile',
        '/pages/faq',
        '/pages/knowledge-base',
        '/pages/pricing',
        '/pages/blog/list',
        '/pages/blog/detail',
        '/pages/blog/edit',
        '/pages/license',
        '/pages/api-key',
        '/pages/modal-examples',
        '/misc/coming-soon',
        '/misc/not-authorized',
        '/misc/maintenance',
        '/misc/error',
      ]),
    );
  });

  it('lists the card pages and the three chart families', () => {
    expect(allLinks.map((link) => link.path).filter((path) => /^\/(card|charts)\//.test(path))).toEqual([
      '/card/card-basic',
      '/card/card-advance',
      '/card/card-statistics',
      '/card/card-analytics',
      '/card/card-actions',
      '/charts/apex',
      '/charts/chartjs',
      '/charts/recharts',
    ]);
  });

  it('lists the UI kit, forms and tables of spec section 2', () => {
    const paths = allLinks.map((link) => link.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/ui-element/typography', '/ui-element/colors', '/ui-element/icons']),
    );
    for (const slug of ['alerts', 'auto-complete', 'blockui', 'accordion', 'offcanvas', 'timeline']) {
      expect(paths).toContain(`/components/${slug}`);
    }
    expect(paths.filter((path) => path.startsWith('/components/'))).toHaveLength(26);
    for (const slug of ['sweet-alert', 'tour', 'player', 'i18n', 'import', 'export', 'export-selected']) {
      expect(paths).toContain(`/extensions/${slug}`);
    }
    expect(paths.filter((path) => path.startsWith('/extensions/'))).toHaveLength(15);
    expect(paths.filter((path) => path.startsWith('/page-layouts/'))).toEqual([
      '/page-layouts/collapse-menu',
      '/page-layouts/layout-boxed',
      '/page-layouts/without-menu',
      '/page-layouts/layout-empty',
      '/page-layouts/layout-blank',
    ]);
    expect(paths.filter((path) => path.startsWith('/forms/elements/'))).toHaveLength(12);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/forms/layout',
        '/forms/wizard',
        '/forms/validation',
        '/forms/repeater',
        '/tables/basic',
        '/datatables/basic',
        '/datatables/advance',
      ]),
    );
  });

  it('lists the dashboards and apps of spec section 2', () => {
    const kit = /^\/(pages|misc|card|charts|ui-element|components|extensions|page-layouts|forms|tables|datatables)\//;
    expect(allLinks.map((link) => link.path).filter((path) => !kit.test(path))).toEqual([
      '/dashboard/analytics',
      '/',
      '/apps/email',
      '/apps/chat',
      '/apps/todo',
      '/apps/calendar',
      '/apps/invoice/list',
      '/apps/invoice/preview',
      '/apps/invoice/edit',
      '/apps/invoice/add',
      '/apps/ecommerce/shop',
      '/apps/ecommerce/product-detail',
      '/apps/ecommerce/wishlist',
      '/apps/ecommerce/checkout',
      '/apps/user/list',
      '/apps/user/view',
      '/apps/roles',
      '/apps/permissions',
      '/access-control',
    ]);
  });

  it('gives every item a unique id', () => {
    const ids = templateMenu.flatMap((section) => [section.id, ...links(section.items).map((link) => link.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks `/` active only on `/`, and a record page under its prefix', () => {
    const home = allLinks.find((link) => link.path === '/');
    const preview = allLinks.find((link) => link.id === 'invoice-preview');
    if (!home || !preview) throw new Error('menu links missing');
    expect(isMenuLinkActive(home, '/')).toBe(true);
    expect(isMenuLinkActive(home, '/apps/email')).toBe(false);
    expect(isMenuLinkActive(preview, '/apps/invoice/preview/4987')).toBe(true);
    expect(isMenuLinkActive(preview, '/apps/invoice/previewer')).toBe(false);
  });

  it('opens the group that holds the current page', () => {
    const apps = templateMenu.find((section) => section.id === 'apps');
    const invoice = apps?.items.find((item) => item.id === 'invoice');
    if (!invoice) throw new Error('invoice group missing');
    expect(hasActiveLink(invoice, '/apps/invoice/edit/12')).toBe(true);
    expect(hasActiveLink(invoice, '/apps/user/list')).toBe(false);
  });
});
