import type { OrganisationRole } from './roles.ts';

/** CASL actions and subjects shared by server (enforcement) and web (navigation). */
export const abilityActions = ['manage', 'read', 'create', 'update', 'delete'] as const;
export type AbilityAction = (typeof abilityActions)[number];

export const abilitySubjects = [
  'all',
  'Auth',
  'Home',
  'Profile',
  'Organisation',
  'Team',
  'SandboxMail',
  'Prospects',
  'Campaigns',
  'Enrichment',
  'Mailboxes',
  'Templates',
  'Credits',
  'Integrations',
  'Audio',
  'Admin',
] as const;
export type AbilitySubject = (typeof abilitySubjects)[number];

export interface AbilityRule {
  action: AbilityAction;
  subject: AbilitySubject;
}

/** What every signed-in member does in the product. */
const workSubjects: AbilitySubject[] = ['Prospects', 'Campaigns', 'Enrichment', 'Mailboxes', 'Templates', 'Audio'];

/**
 * What a free-enrichment account (an organisation in the `free` state) holds, whatever its role:
 * its files and buying credits, nothing else of the product (docs/enrichment.md, "Free enrichment").
 */
export const freeAccountRules: AbilityRule[] = [
  { action: 'read', subject: 'Auth' },
  { action: 'manage', subject: 'Enrichment' },
  { action: 'manage', subject: 'Credits' },
];

/** The rules a user holds, from their organisation role and the platform flag (and a free organisation's limits). */
export function abilityRulesFor(user: {
  role: OrganisationRole;
  isSuperAdmin: boolean;
  free?: boolean;
}): AbilityRule[] {
  if (user.free && !user.isSuperAdmin) return freeAccountRules.map((rule) => ({ ...rule }));
  const rules: AbilityRule[] = [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'Home' },
    { action: 'manage', subject: 'Profile' },
    { action: 'read', subject: 'Organisation' },
    { action: 'read', subject: 'Team' },
    { action: 'read', subject: 'Credits' },
    { action: 'read', subject: 'Integrations' },
    ...workSubjects.map((subject) => ({ action: 'manage' as const, subject })),
  ];
  if (user.role === 'owner' || user.role === 'admin') {
    rules.push(
      { action: 'manage', subject: 'Organisation' },
      { action: 'manage', subject: 'Team' },
      { action: 'manage', subject: 'Credits' },
      { action: 'manage', subject: 'Integrations' },
      { action: 'read', subject: 'SandboxMail' },
    );
  }
  if (user.isSuperAdmin) {
    rules.push({ action: 'manage', subject: 'Admin' }, { action: 'read', subject: 'SandboxMail' });
  }
  return rules;
}

/** Abilities when nothing is stored: the spec's default of read on Auth. */
export const defaultAbilityRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];
