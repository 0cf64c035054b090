import type { ExtensionView } from '@leadpilot/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, extensionViews, people } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';

/** Views of one prospect by one member within this window are one history row. */
export const viewWindowMs = 30 * 60_000;

type ViewSource = ExtensionView['source'];

// The history names each prospect: the prospect tables are joined read-only where the extension's
// own rows meet prospects (docs/architecture.md, "Where queries live").
const viewColumns = {
  id: extensionViews.id,
  personId: extensionViews.personId,
  companyId: extensionViews.companyId,
  source: extensionViews.source,
  viewedAt: extensionViews.viewedAt,
  personName: people.fullName,
  personTitle: people.title,
  personCompany: people.companyName,
  companyName: companies.name,
  companyDomain: companies.domain,
};

type ViewRow = {
  id: string;
  personId: string | null;
  companyId: string | null;
  source: ViewSource;
  viewedAt: Date;
  personName: string | null;
  personTitle: string | null;
  personCompany: string | null;
  companyName: string | null;
  companyDomain: string | null;
};

function toView(row: ViewRow): ExtensionView {
  const isPerson = row.personId !== null;
  return {
    id: row.id,
    personId: row.personId,
    companyId: row.companyId,
    name: (isPerson ? row.personName : row.companyName) ?? '',
    detail: isPerson ? [row.personTitle, row.personCompany].filter(Boolean).join(' · ') : (row.companyDomain ?? ''),
    source: row.source,
    viewedAt: row.viewedAt.toISOString(),
  };
}

function selectViews(db: Database) {
  return db
    .select(viewColumns)
    .from(extensionViews)
    .leftJoin(people, eq(people.id, extensionViews.personId))
    .leftJoin(companies, eq(companies.id, extensionViews.companyId));
}

/** Whether `id` names a person or a company (ids never name both), or neither. */
async function prospectKind(db: Database, id: string): Promise<'person' | 'company' | null> {
  const [person] = await db.select({ id: people.id }).from(people).where(eq(people.id, id));
  if (person) return 'person';
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return company ? 'company' : null;
}

/**
 * Records that the actor viewed a person or company in the extension: once per member, prospect and
 * half hour (a unique key on the window), so reopening the panel does not flood the history.
 */
export async function trackView(
  deps: { db: Database; clock: Clock },
  actor: Actor,
  query: { id: string; source: ViewSource },
): Promise<{ recorded: boolean; view: ExtensionView }> {
  const { db, clock } = deps;
  const kind = await prospectKind(db, query.id);
  if (!kind) throw notFound('This person or company');
  const now = clock.now();
  const windowStart = new Date(Math.floor(now.getTime() / viewWindowMs) * viewWindowMs);
  const prospectKey = `${kind}:${query.id}`;
  const inserted = await db
    .insert(extensionViews)
    .values({
      organisationId: actor.organisationId,
      userId: actor.userId,
      personId: kind === 'person' ? query.id : null,
      companyId: kind === 'company' ? query.id : null,
      prospectKey,
      source: query.source,
      windowStart,
      viewedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: extensionViews.id });
  const [row] = await selectViews(db).where(
    and(
      eq(extensionViews.organisationId, actor.organisationId),
      eq(extensionViews.userId, actor.userId),
      eq(extensionViews.prospectKey, prospectKey),
      eq(extensionViews.windowStart, windowStart),
    ),
  );
  if (!row) throw new Error('the extension view was neither inserted nor found');
  return { recorded: inserted.length > 0, view: toView(row) };
}

/** The actor's own latest views, newest first. */
export async function viewHistory(db: Database, actor: Actor, limit: number): Promise<ExtensionView[]> {
  const rows = await selectViews(db)
    .where(and(eq(extensionViews.organisationId, actor.organisationId), eq(extensionViews.userId, actor.userId)))
    .orderBy(desc(extensionViews.viewedAt), desc(sql`${extensionViews.id}`))
    .limit(limit);
  return rows.map(toView);
}
