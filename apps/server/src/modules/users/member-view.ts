import type { Member } from '@leadpilot/contracts';
import type { users } from '../../db/schema.ts';

/** The public view of a user row: never the password hash. */
export function toMember(row: typeof users.$inferSelect): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    jobTitle: row.jobTitle,
    phone: row.phone,
    timeZone: row.timeZone,
    avatar: row.avatarUrl,
    isSuperAdmin: row.isSuperAdmin,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
