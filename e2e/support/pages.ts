/** The signed-in pages every page-wide browser check visits (accessibility, phone width). */
export const signedInPages = [
  '/home',
  '/settings/organisation',
  '/settings/team',
  '/settings/scheduled-jobs',
  '/settings/api-keys',
  '/profile',
  '/sandbox-mail',
  '/credits',
  '/credits/plans',
  '/credits/invoices',
  '/prospects',
  '/prospects/lists',
  '/mailboxes',
  '/mailboxes/calendars',
  '/mailboxes/bookings',
  '/mailboxes/team-pages',
  '/templates',
  '/templates/fields',
  '/templates/new',
  '/campaigns',
  '/campaigns/upcoming',
  '/campaigns/tasks',
  '/campaigns/new',
  '/inbox',
  '/approvals',
  '/enrichment',
] as const;

/**
 * The super-admin area's pages, checked the same ways as the super-admin (admin.spec.ts): an
 * organisation's owner is refused them, so they are not among the pages above.
 */
export const superAdminPages = ['/admin/organisations', '/admin/people', '/admin/communication'] as const;
