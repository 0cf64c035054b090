import { type OrganisationRole, organisationRoles, roleLabels } from '@leadpilot/contracts';

export interface RoleOption {
  value: OrganisationRole;
  label: string;
}

/** The roles a Select offers: the owner role only when the signed-in user may grant it. */
export function roleSelectData(canGrantOwner: boolean): RoleOption[] {
  return organisationRoles
    .filter((role) => canGrantOwner || role !== 'owner')
    .map((role) => ({ value: role, label: roleLabels[role] }));
}

/** One line on what each role may do, shown under the role Select. */
export const roleDescriptions: Record<OrganisationRole, string> = {
  owner: 'Everything an admin can do, and can manage other owners.',
  admin: 'Manages organisation settings, teammates, credits and integrations.',
  member: 'Works on prospects and campaigns, and can see the team.',
};
