import { abilityRulesFor, type UserData } from '@leadpilot/contracts';
import type { organisations, users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;
type OrganisationRow = typeof organisations.$inferSelect;

/** What the web keeps in localStorage as `userData`: identity, organisation and CASL rules. */
export function toUserData(user: UserRow, organisation: Pick<OrganisationRow, 'id' | 'name'>): UserData {
  return {
    id: user.id,
    name: user.name,
    fullName: user.name,
    email: user.email,
    role: user.role,
    isSuperAdmin: user.isSuperAdmin,
    avatar: user.avatarUrl,
    organisation: { id: organisation.id, name: organisation.name },
    ability: abilityRulesFor(user),
  };
}
