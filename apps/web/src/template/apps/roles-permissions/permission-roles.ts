import type { PermissionRole } from '../../mocks/types.ts';

/** The demo permission roles (spec section 6), with the colour of their badges. */
export const permissionRoles: readonly PermissionRole[] = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
];

export const permissionRoleColors: Record<PermissionRole, string> = {
  administrator: 'indigo',
  manager: 'yellow',
  user: 'green',
  support: 'cyan',
  'restricted-user': 'red',
};

/** "restricted-user" as "Restricted user". */
export function roleLabel(role: string): string {
  const words = role.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function isPermissionRole(value: string | null): value is PermissionRole {
  return permissionRoles.some((role) => role === value);
}
