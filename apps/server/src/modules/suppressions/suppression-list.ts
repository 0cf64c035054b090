import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { suppressions } from '../../db/schema-suppressions.ts';
import { AppError } from '../../platform/errors.ts';
import { recordWebhookEvents } from '../webhooks/index.ts';

export type SuppressionReason = 'unsubscribed' | 'bounced' | 'complained' | 'manual';
export type SuppressionKind = 'email' | 'domain';

export type SuppressInput = {
  organisationId: string;
  reason: SuppressionReason;
  /** In plain words where it came from: 'one-click unsubscribe', 'unsubscribe page', 'bounce'… */
  source: string;
} & ({ email: string; domain?: undefined } | { domain: string; email?: undefined });

export interface SuppressOutcome {
  kind: SuppressionKind;
  value: string;
  /** False when the list already held it (suppressing is idempotent). */
  created: boolean;
}

const domainPattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The lower-case address, or null when it is not one (no `@`, nothing either side). */
export function normaliseEmail(email: string): string | null {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 1 || at === value.length - 1 || value.length > 254 || /\s/.test(value)) return null;
  return value;
}

/** The domain after the last `@`, lower-case; null for something that is not an address. */
export function domainOfEmail(email: string): string | null {
  const value = normaliseEmail(email);
  if (!value) return null;
  const domain = value.slice(value.lastIndexOf('@') + 1);
  return domainPattern.test(domain) ? domain : null;
}

export function normaliseDomain(domain: string): string | null {
  const value = domain.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
  return domainPattern.test(value) ? value : null;
}

/** True when the organisation's list holds this address or its domain. */
export async function isSuppressed(db: Database, organisationId: string, email: string): Promise<boolean> {
  const found = await suppressedAmong(db, organisationId, [email]);
  return found.size > 0;
}

/** One array parameter: an IN list binds (and Drizzle builds) one parameter a value. */
const valueAmong = (values: string[]): SQL => sql`${suppressions.value} = any(${sql.param(values)}::text[])`;

/**
 * Of these addresses, the ones the organisation's list holds (by address or by domain), lower-case:
 * one query for a whole audience or batch.
 */
export async function suppressedAmong(db: Database, organisationId: string, emails: string[]): Promise<Set<string>> {
  const addresses = [...new Set(emails.map(normaliseEmail).filter((value): value is string => value !== null))];
  if (addresses.length === 0) return new Set();
  const domains = [...new Set(addresses.map(domainOfEmail).filter((value): value is string => value !== null))];
  const rows = await db
    .select({ kind: suppressions.kind, value: suppressions.value })
    .from(suppressions)
    .where(
      and(
        eq(suppressions.organisationId, organisationId),
        or(
          and(eq(suppressions.kind, 'email'), valueAmong(addresses)),
          domains.length > 0 ? and(eq(suppressions.kind, 'domain'), valueAmong(domains)) : undefined,
        ),
      ),
    );
  const emailsHeld = new Set(rows.filter((row) => row.kind === 'email').map((row) => row.value));
  const domainsHeld = new Set(rows.filter((row) => row.kind === 'domain').map((row) => row.value));
  return new Set(
    addresses.filter((address) => emailsHeld.has(address) || domainsHeld.has(domainOfEmail(address) ?? '')),
  );
}

/** Adds an address or a domain to the organisation's list; a second call for the same one changes nothing. */
export async function suppress(db: Database, input: SuppressInput): Promise<SuppressOutcome> {
  const kind: SuppressionKind = input.email !== undefined ? 'email' : 'domain';
  const value = kind === 'email' ? normaliseEmail(input.email ?? '') : normaliseDomain(input.domain ?? '');
  if (!value) {
    throw new AppError('BAD_REQUEST', kind === 'email' ? 'This is not an email address.' : 'This is not a domain.');
  }
  // An unsubscribe is a webhook event, stored in the same transaction as the suppression.
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(suppressions)
      .values({
        organisationId: input.organisationId,
        kind,
        value,
        reason: input.reason,
        source: input.source.slice(0, 200),
      })
      .onConflictDoNothing({ target: [suppressions.organisationId, suppressions.kind, suppressions.value] })
      .returning({ id: suppressions.id, createdAt: suppressions.createdAt });
    const [row] = rows;
    if (row && input.reason === 'unsubscribed') {
      await recordWebhookEvents(tx, [
        {
          organisationId: input.organisationId,
          type: 'prospect.unsubscribed',
          key: `prospect.unsubscribed:${row.id}`,
          data: { [kind]: value, scope: kind, source: input.source.slice(0, 200) },
          at: row.createdAt,
        },
      ]);
    }
    return rows;
  });
  return { kind, value, created: inserted.length > 0 };
}
