import { fullAccess, permissionAreas, readAccess } from './role-access.ts';

export interface DemoRoleCard {
  /** Stable key; the role's name can change. */
  key: string;
  name: string;
  access: Set<string>;
}

/** The five demo permission roles and what each may do when the page opens. */
export function initialRoles(): DemoRoleCard[] {
  return [
    { key: 'administrator', name: 'Administrator', access: fullAccess() },
    {
      key: 'manager',
      name: 'Manager',
      access: new Set([
        ...readAccess(permissionAreas),
        'Project Planning|write',
        'Project Planning|create',
        "Manage Others' Tasks|write",
      ]),
    },
    { key: 'user', name: 'User', access: readAccess(['Project Planning', 'Client Communication', 'Only View']) },
    {
      key: 'support',
      name: 'Support',
      access: new Set([...readAccess(['Client Communication', 'Only View']), 'Client Communication|write']),
    },
    { key: 'restricted-user', name: 'Restricted user', access: readAccess(['Only View']) },
  ];
}
