import type { Locator, Page } from '@playwright/test';

/** A page with what proves its content (and its data) arrived. */
export interface PageCheck {
  path: string;
  heading: RegExp;
  data: (page: Page) => Locator;
}

const form = (name: string) => (page: Page) => page.getByRole('form', { name });
const authPages: [string, RegExp, string][] = [
  ['login', /^Welcome to the demo$/, 'Demo sign-in'],
  ['register', /^Adventure starts here$/, 'Demo sign-up'],
  ['forgot-password', /^Forgot password\?$/, 'Reset link request'],
  ['reset-password', /^Reset password$/, 'Choose a new password'],
  ['two-steps', /^Two-step verification$/, 'Verification code'],
];

/** The template's content, demo sign-in and misc pages, by group, each with what proves its content arrived. */
export const pageGroups: Record<string, PageCheck[]> = {
  'content pages': [
    {
      path: '/pages/account-settings',
      heading: /^Account settings$/,
      data: (page) => page.getByRole('textbox', { name: 'Username' }),
    },
    { path: '/pages/profile', heading: /\w/, data: (page) => page.getByRole('article', { name: /^Post by / }).first() },
    {
      path: '/pages/faq',
      heading: /^Hello, how can we help\?$/,
      data: (page) => page.getByRole('navigation', { name: 'Question categories' }),
    },
    {
      path: '/pages/knowledge-base',
      heading: /^Dedicated source/,
      data: (page) => page.getByRole('link', { name: /Sales Automation/ }),
    },
    {
      path: '/pages/knowledge-base/sales-automation',
      heading: /^Sales Automation$/,
      data: (page) => page.getByRole('link', { name: 'How does the autopilot pick leads?' }),
    },
    {
      path: '/pages/knowledge-base/sales-automation/how-does-the-autopilot-pick-leads',
      heading: /^How does the autopilot pick leads\?$/,
      data: (page) => page.getByRole('link', { name: 'Can I review emails before they go out?' }),
    },
    {
      path: '/pages/pricing',
      heading: /^Pricing plans$/,
      data: (page) => page.getByRole('article', { name: 'Standard' }),
    },
    { path: '/pages/blog/list', heading: /^Blog$/, data: (page) => page.getByRole('article').first() },
    {
      path: '/pages/blog/detail/1',
      heading: /\w/,
      data: (page) => page.getByRole('region', { name: /^Comments \(\d+\)$/ }),
    },
    { path: '/pages/blog/edit/1', heading: /^Edit post$/, data: form('Edit post') },
    { path: '/pages/license', heading: /^License$/, data: (page) => page.getByRole('cell', { name: /LP-/ }) },
    { path: '/pages/api-key', heading: /^API keys$/, data: (page) => page.getByRole('list', { name: 'API keys' }) },
    {
      path: '/pages/modal-examples',
      heading: /^Modal examples$/,
      data: (page) => page.getByRole('button', { name: 'Show' }).first(),
    },
  ],
  'demo sign-in pages': [
    ...authPages.flatMap(([name, heading, formName]) =>
      ['basic', 'cover'].map((variant) => ({ path: `/pages/${name}-${variant}`, heading, data: form(formName) })),
    ),
    ...['basic', 'cover'].map((variant) => ({
      path: `/pages/verify-email-${variant}`,
      heading: /^Verify your email$/,
      data: (page: Page) => page.getByRole('button', { name: 'Resend' }),
    })),
  ],
  'misc pages': [
    { path: '/misc/coming-soon', heading: /launching soon/, data: form('Launch notice') },
    {
      path: '/misc/not-authorized',
      heading: /not authorized/,
      data: (page) => page.getByRole('link', { name: 'Back to sign in' }),
    },
    {
      path: '/misc/maintenance',
      heading: /maintenance/,
      data: (page) => page.getByRole('link', { name: 'Back to home' }),
    },
    { path: '/misc/error', heading: /not found/, data: (page) => page.getByRole('link', { name: 'Back to home' }) },
  ],
};
