import {
  type Icon,
  IconBrandMessenger,
  IconCalendar,
  IconCards,
  IconChartBar,
  IconChartPie,
  IconCheckbox,
  IconComponents,
  IconFileDollar,
  IconFileText,
  IconForms,
  IconHome,
  IconIcons,
  IconLayout,
  IconLayoutDashboard,
  IconLock,
  IconMail,
  IconPalette,
  IconPuzzle,
  IconSettings,
  IconShield,
  IconShoppingCart,
  IconTable,
  IconTypography,
  IconUser,
} from '@tabler/icons-react';
import type { TemplateMessage } from '../i18n/messages.ts';

const link = (id: string, title: TemplateMessage, icon: Icon, path: string, activePrefix?: string): MenuLink =>
  activePrefix ? { id, title, icon, path, activePrefix } : { id, title, icon, path };

/** A sign-in page of the demo in both looks: a group with Basic and Cover. */
const authGroup = (id: string, title: TemplateMessage, path: string): MenuGroup => ({
  id,
  title,
  icon: IconLock,
  children: [
    link(`${id}-basic`, 'Basic', IconLock, `/pages/${path}-basic`),
    link(`${id}-cover`, 'Cover', IconLock, `/pages/${path}-cover`),
  ],
});

/** UI-kit component pages (spec section 2): slug and menu title. */
export const componentPages = [
  ['alerts', 'Alerts'],
  ['auto-complete', 'Auto Complete'],
  ['avatar', 'Avatar'],
  ['badges', 'Badges'],
  ['breadcrumbs', 'Breadcrumbs'],
  ['buttons', 'Buttons'],
  ['carousel', 'Carousel'],
  ['collapse', 'Collapse'],
  ['divider', 'Divider'],
  ['dropdowns', 'Dropdowns'],
  ['list-group', 'List Group'],
  ['modals', 'Modals'],
  ['nav', 'Navs'],
  ['pagination', 'Pagination'],
  ['pill-badges', 'Pill Badges'],
  ['pills', 'Pills'],
  ['popovers', 'Popovers'],
  ['progress', 'Progress'],
  ['spinners', 'Spinners'],
  ['tabs', 'Tabs'],
  ['timeline', 'Timeline'],
  ['toasts', 'Toasts'],
  ['tooltips', 'Tooltips'],
  ['blockui', 'Block UI'],
  ['accordion', 'Accordion'],
  ['offcanvas', 'Offcanvas'],
] as const;

/** UI-kit extension pages (spec section 2): slug and menu title. */
export const extensionPages = [
  ['sweet-alert', 'Sweet Alert'],
  ['toastr', 'Toastr'],
  ['slider', 'Slider'],
  ['drag-and-drop', 'Drag & Drop'],
  ['tour', 'Tour'],
  ['clipboard', 'Clipboard'],
  ['player', 'Media Player'],
  ['context-menu', 'Context Menu'],
  ['swiper', 'Swiper'],
  ['ratings', 'Ratings'],
  ['i18n', 'I18n'],
  ['pagination', 'Pagination'],
  ['import', 'Import'],
  ['export', 'Export'],
  ['export-selected', 'Export Selected'],
] as const;

/** Page-layout examples (spec section 2): slug and menu title. */
export const pageLayoutPages = [
  ['collapse-menu', 'Collapsed Menu'],
  ['layout-boxed', 'Boxed Layout'],
  ['without-menu', 'Without Menu'],
  ['layout-empty', 'Layout Empty'],
  ['layout-blank', 'Layout Blank'],
] as const;

/** Form-element pages (spec section 2): slug and menu title. */
export const formElementPages = [
  ['input', 'Input'],
  ['input-group', 'Input Group'],
  ['input-mask', 'Input Mask'],
  ['textarea', 'Textarea'],
  ['checkbox', 'Checkbox'],
  ['radio', 'Radio'],
  ['switch', 'Switch'],
  ['select', 'Select'],
  ['number-input', 'Number Input'],
  ['file-uploader', 'File Uploader'],
  ['editor', 'Editor'],
  ['pickers', 'Date & Time Pickers'],
] as const;

/** A page of the template menu. `activePrefix` marks it active on deeper paths (e.g. a record's id). */
export interface MenuLink {
  id: string;
  title: TemplateMessage;
  icon: Icon;
  path: string;
  activePrefix?: string;
}

/** A collapsible group of pages. */
export interface MenuGroup {
  id: string;
  title: TemplateMessage;
  icon: Icon;
  children: MenuItem[];
}

export type MenuItem = MenuLink | MenuGroup;

/** A top-level block: a heading in the vertical menu, a dropdown in the horizontal one. */
export interface MenuSection {
  id: string;
  title: TemplateMessage;
  icon: Icon;
  items: MenuItem[];
}

export function isMenuGroup(item: MenuItem): item is MenuGroup {
  return 'children' in item;
}

/**
 * The template's menu (spec section 2): dashboards, apps, pages, UI kit, forms and tables, charts. Both
 * menus (horizontal and vertical) render whatever it holds.
 */
export const templateMenu: MenuSection[] = [
  {
    id: 'dashboards',
    title: 'Dashboards',
    icon: IconHome,
    items: [
      { id: 'dashboard-analytics', title: 'Analytics', icon: IconChartPie, path: '/dashboard/analytics' },
      { id: 'dashboard-ecommerce', title: 'eCommerce', icon: IconLayoutDashboard, path: '/' },
    ],
  },
  {
    id: 'apps',
    title: 'Apps',
    icon: IconLayoutDashboard,
    items: [
      { id: 'email', title: 'Email', icon: IconMail, path: '/apps/email', activePrefix: '/apps/email' },
      { id: 'chat', title: 'Chat', icon: IconBrandMessenger, path: '/apps/chat', activePrefix: '/apps/chat' },
      { id: 'todo', title: 'Todo', icon: IconCheckbox, path: '/apps/todo', activePrefix: '/apps/todo' },
      { id: 'calendar', title: 'Calendar', icon: IconCalendar, path: '/apps/calendar' },
      {
        id: 'invoice',
        title: 'Invoice',
        icon: IconFileDollar,
        children: [
          { id: 'invoice-list', title: 'List', icon: IconFileDollar, path: '/apps/invoice/list' },
          {
            id: 'invoice-preview',
            title: 'Preview',
            icon: IconFileDollar,
            path: '/apps/invoice/preview',
            activePrefix: '/apps/invoice/preview',
          },
          {
            id: 'invoice-edit',
            title: 'Edit',
            icon: IconFileDollar,
            path: '/apps/invoice/edit',
            activePrefix: '/apps/invoice/edit',
          },
          { id: 'invoice-add', title: 'Add', icon: IconFileDollar, path: '/apps/invoice/add' },
        ],
      },
      {
        id: 'ecommerce',
        title: 'eCommerce',
        icon: IconShoppingCart,
        children: [
          { id: 'ecommerce-shop', title: 'Shop', icon: IconShoppingCart, path: '/apps/ecommerce/shop' },
          {
            id: 'ecommerce-details',
            title: 'Details',
            icon: IconShoppingCart,
            path: '/apps/ecommerce/product-detail',
            activePrefix: '/apps/ecommerce/product-detail',
          },
          { id: 'ecommerce-wishlist', title: 'Wishlist', icon: IconShoppingCart, path: '/apps/ecommerce/wishlist' },
          { id: 'ecommerce-checkout', title: 'Checkout', icon: IconShoppingCart, path: '/apps/ecommerce/checkout' },
        ],
      },
      {
        id: 'user',
        title: 'User',
        icon: IconUser,
        children: [
          { id: 'user-list', title: 'List', icon: IconUser, path: '/apps/user/list' },
          { id: 'user-view', title: 'View', icon: IconUser, path: '/apps/user/view', activePrefix: '/apps/user/view' },
        ],
      },
      {
        id: 'roles-permissions',
        title: 'Roles & Permissions',
        icon: IconShield,
        children: [
          { id: 'roles', title: 'Roles', icon: IconSettings, path: '/apps/roles' },
          { id: 'permissions', title: 'Permissions', icon: IconLock, path: '/apps/permissions' },
        ],
      },
      { id: 'access-control', title: 'Access Control', icon: IconLock, path: '/access-control' },
    ],
  },
  {
    id: 'pages',
    title: 'Pages',
    icon: IconFileText,
    items: [
      {
        id: 'authentication',
        title: 'Authentication',
        icon: IconLock,
        children: [
          authGroup('login', 'Login', 'login'),
          authGroup('register', 'Register', 'register'),
          authGroup('forgot-password', 'Forgot Password', 'forgot-password'),
          authGroup('reset-password', 'Reset Password', 'reset-password'),
          authGroup('verify-email', 'Verify Email', 'verify-email'),
          authGroup('two-steps', 'Two Steps', 'two-steps'),
        ],
      },
      link('account-settings', 'Account Settings', IconSettings, '/pages/account-settings'),
      link('profile', 'Profile', IconUser, '/pages/profile'),
      link('faq', 'FAQ', IconFileText, '/pages/faq'),
      link('knowledge-base', 'Knowledge Base', IconFileText, '/pages/knowledge-base', '/pages/knowledge-base'),
      link('pricing', 'Pricing', IconFileDollar, '/pages/pricing'),
      {
        id: 'blog',
        title: 'Blog',
        icon: IconFileText,
        children: [
          link('blog-list', 'List', IconFileText, '/pages/blog/list'),
          link('blog-detail', 'Detail', IconFileText, '/pages/blog/detail', '/pages/blog/detail'),
          link('blog-edit', 'Edit', IconFileText, '/pages/blog/edit', '/pages/blog/edit'),
        ],
      },
      {
        id: 'misc',
        title: 'Miscellaneous',
        icon: IconFileText,
        children: [
          link('coming-soon', 'Coming Soon', IconFileText, '/misc/coming-soon'),
          link('not-authorized', 'Not Authorized', IconLock, '/misc/not-authorized'),
          link('maintenance', 'Maintenance', IconSettings, '/misc/maintenance'),
          link('error', 'Error', IconFileText, '/misc/error'),
        ],
      },
      link('license', 'License', IconFileText, '/pages/license'),
      link('api-key', 'API Key', IconLock, '/pages/api-key'),
      link('modal-examples', 'Modal Examples', IconLayoutDashboard, '/pages/modal-examples'),
    ],
  },
  {
    id: 'ui-kit',
    title: 'UI Kit',
    icon: IconCards,
    items: [
      link('typography', 'Typography', IconTypography, '/ui-element/typography'),
      link('colors', 'Colors', IconPalette, '/ui-element/colors'),
      link('icons', 'Icons', IconIcons, '/ui-element/icons'),
      {
        id: 'cards',
        title: 'Cards',
        icon: IconCards,
        children: [
          link('card-basic', 'Basic', IconCards, '/card/card-basic'),
          link('card-advance', 'Advance', IconCards, '/card/card-advance'),
          link('card-statistics', 'Statistics', IconCards, '/card/card-statistics'),
          link('card-analytics', 'Analytics', IconCards, '/card/card-analytics'),
          link('card-actions', 'Actions', IconCards, '/card/card-actions'),
        ],
      },
      {
        id: 'components',
        title: 'Components',
        icon: IconComponents,
        children: componentPages.map(([slug, title]) =>
          link(`component-${slug}`, title, IconComponents, `/components/${slug}`),
        ),
      },
      {
        id: 'extensions',
        title: 'Extensions',
        icon: IconPuzzle,
        children: extensionPages.map(([slug, title]) =>
          link(`extension-${slug}`, title, IconPuzzle, `/extensions/${slug}`),
        ),
      },
      {
        id: 'page-layouts',
        title: 'Page Layouts',
        icon: IconLayout,
        children: pageLayoutPages.map(([slug, title]) =>
          link(`page-layout-${slug}`, title, IconLayout, `/page-layouts/${slug}`),
        ),
      },
    ],
  },
  {
    id: 'forms-tables',
    title: 'Forms & Tables',
    icon: IconForms,
    items: [
      {
        id: 'form-elements',
        title: 'Form Elements',
        icon: IconForms,
        children: formElementPages.map(([slug, title]) =>
          link(`form-element-${slug}`, title, IconForms, `/forms/elements/${slug}`),
        ),
      },
      link('form-layout', 'Form Layout', IconForms, '/forms/layout'),
      link('form-wizard', 'Form Wizard', IconForms, '/forms/wizard'),
      link('form-validation', 'Form Validation', IconForms, '/forms/validation'),
      link('form-repeater', 'Form Repeater', IconForms, '/forms/repeater'),
      link('table-basic', 'Table', IconTable, '/tables/basic'),
      {
        id: 'datatables',
        title: 'Datatables',
        icon: IconTable,
        children: [
          link('datatable-basic', 'Basic', IconTable, '/datatables/basic'),
          link('datatable-advance', 'Advanced', IconTable, '/datatables/advance'),
        ],
      },
    ],
  },
  {
    id: 'charts',
    title: 'Charts',
    icon: IconChartBar,
    items: [
      link('charts-apex', 'ApexCharts', IconChartBar, '/charts/apex'),
      link('charts-chartjs', 'Chart.js', IconChartBar, '/charts/chartjs'),
      link('charts-recharts', 'Recharts', IconChartBar, '/charts/recharts'),
    ],
  },
];

/** Whether a menu link is the current page. */
export function isMenuLinkActive(link: MenuLink, pathname: string): boolean {
  if (pathname === link.path) return true;
  const prefix = link.activePrefix;
  return prefix !== undefined && (pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Whether a group holds the current page, so it opens and shows as active. */
export function hasActiveLink(item: MenuItem, pathname: string): boolean {
  return isMenuGroup(item)
    ? item.children.some((child) => hasActiveLink(child, pathname))
    : isMenuLinkActive(item, pathname);
}
