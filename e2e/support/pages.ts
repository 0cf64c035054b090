/** The signed-in pages every page-wide browser check visits (accessibility, phone width). */
export const signedInPages = [
  '/home',
  '/settings/organisation',
  '/settings/team',
  '/profile',
  '/sandbox-mail',
  '/credits',
  '/credits/plans',
  '/credits/invoices',
  '/prospects',
  '/prospects/lists',
  '/mailboxes',
  '/mailboxes/calendars',
  '/templates',
  '/templates/fields',
  '/templates/new',
] as const;
