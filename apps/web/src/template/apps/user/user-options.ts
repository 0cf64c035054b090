import type { UserBilling, UserPlan, UserRole, UserStatus } from '../../mocks/types.ts';

/** The demo user's enumerations (spec section 3), as the filters and the add form list them. */
export const userRoles: readonly UserRole[] = ['admin', 'editor', 'author', 'maintainer', 'subscriber'];
export const userPlans: readonly UserPlan[] = ['basic', 'team', 'company', 'enterprise'];
export const userStatuses: readonly UserStatus[] = ['active', 'inactive', 'pending'];
export const userBillings: readonly UserBilling[] = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit',
];

export const statusColors: Record<UserStatus, string> = { active: 'green', inactive: 'gray', pending: 'yellow' };
export const roleColors: Record<UserRole, string> = {
  admin: 'red',
  editor: 'indigo',
  author: 'orange',
  maintainer: 'green',
  subscriber: 'cyan',
};

/** "maintainer" as "Maintainer". */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Select options with capitalised labels. */
export function optionsOf(values: readonly string[]) {
  return values.map((value) => ({ value, label: capitalise(value) }));
}

/** Narrows a select's value to one of the allowed values (or none). */
export function oneOf<Value extends string>(values: readonly Value[], value: string | null): Value | null {
  return values.find((allowed) => allowed === value) ?? null;
}
