import { createPersistedStore } from '../customizer/persisted-store.ts';

/** The template's demo roles (spec section 6); they drive only the template's access-control page. */
export const demoRoles = ['admin', 'client'] as const;
export type DemoRole = (typeof demoRoles)[number];

export interface DemoAbilityRule {
  action: string;
  subject: string;
}

/** admin: manage all; client: read ACL and Auth. */
export const demoRoleAbilities: Record<DemoRole, readonly DemoAbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};

export const demoRoleStorageKey = 'leadpilot-template-role';

export function isDemoRole(value: unknown): value is DemoRole {
  return demoRoles.some((role) => role === value);
}

/** Whether a role may do `action` on `subject`; 'manage' covers every action and 'all' every subject. */
export function canDemoRole(role: DemoRole, action: string, subject: string): boolean {
  return demoRoleAbilities[role].some(
    (rule) =>
      (rule.action === 'manage' || rule.action === action) && (rule.subject === 'all' || rule.subject === subject),
  );
}

// Stored as the bare role name, so a page can read it without this module.
const demoRoleStore = createPersistedStore<DemoRole>({
  key: demoRoleStorageKey,
  fallback: 'admin',
  parse: (stored) => (isDemoRole(stored) ? stored : 'admin'),
  serialize: (role) => role,
});

export const getDemoRole = demoRoleStore.get;
export const setDemoRole = demoRoleStore.set;

/** The current demo role (admin by default), re-rendering when it changes. */
export function useDemoRole(): DemoRole {
  return demoRoleStore.useValue();
}
