/** The nine demo permissions of spec section 6, as the role dialog lists them. */
export const permissionAreas = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
] as const;

export const accessLevels = ['read', 'write', 'create'] as const;
export type AccessLevel = (typeof accessLevels)[number];

/** "Area|level" keys of the access a role has. */
export type RoleAccess = ReadonlySet<string>;

export function accessKey(area: string, level: AccessLevel): string {
  return `${area}|${level}`;
}

/** Every area at every level. */
export function fullAccess(): Set<string> {
  return new Set(permissionAreas.flatMap((area) => accessLevels.map((level) => accessKey(area, level))));
}

/** Reading only, on the given areas. */
export function readAccess(areas: readonly string[]): Set<string> {
  return new Set(areas.map((area) => accessKey(area, 'read')));
}

/** Whether every box is ticked, none is, or some are (the "select all" box's three states). */
export function selectionState(access: RoleAccess): 'all' | 'none' | 'some' {
  const total = permissionAreas.length * accessLevels.length;
  if (access.size === 0) return 'none';
  return access.size >= total ? 'all' : 'some';
}
