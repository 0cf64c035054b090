/** Roles inside an organisation. The platform super-admin is a flag on the user, not a role. */
export const organisationRoles = ['owner', 'admin', 'member'] as const;
export type OrganisationRole = (typeof organisationRoles)[number];

export const userStatuses = ['invited', 'active', 'deactivated'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const roleLabels: Record<OrganisationRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};
