/** What the access-control page shows, and the ability each part needs (spec section 6's demo roles). */
export const accessSections = [
  {
    key: 'auth',
    title: 'Common content',
    description: 'Everyone who can sign in sees this: it needs reading Auth, which both demo roles have.',
    action: 'read',
    subject: 'Auth',
  },
  {
    key: 'acl',
    title: 'Access-control content',
    description: 'Needs reading ACL. Clients and administrators both see it.',
    action: 'read',
    subject: 'ACL',
  },
  {
    key: 'admin',
    title: 'Administrator content',
    description: 'Needs managing everything: only the admin role sees it. Billing, roles and users live here.',
    action: 'manage',
    subject: 'all',
  },
] as const;
