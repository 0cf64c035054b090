import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { people } from '../../db/schema.ts';

/**
 * A hard bounce is a fact about an address: the person's email becomes invalid for everyone, when
 * the bounced address is still theirs (a corrected email is left alone). Answers who they are and
 * whether the email was verified before (what a reveal's credit back depends on), or null when
 * the person does not hold that address.
 */
export async function markEmailBounced(
  tx: Database,
  input: { personId: string; address: string; at: Date },
): Promise<{ fullName: string; wasVerified: boolean } | null> {
  const [person] = await tx
    .select({ emailStatus: people.emailStatus, fullName: people.fullName })
    .from(people)
    .where(and(eq(people.id, input.personId), sql`lower(${people.email}) = ${input.address.toLowerCase()}`))
    .for('update');
  if (!person) return null;
  await tx
    .update(people)
    .set({ emailStatus: 'invalid', emailCheckedAt: input.at })
    .where(eq(people.id, input.personId));
  return { fullName: person.fullName, wasVerified: person.emailStatus === 'verified' };
}
