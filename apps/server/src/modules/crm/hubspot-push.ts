import type { HubspotSettings } from '@leadpilot/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hubspotContacts, hubspotEngagements } from '../../db/schema.ts';
import type { HubspotApi } from '../../integrations/hubspot/hubspot-api.ts';
import type { Clock } from '../../platform/clock.ts';
import { sha256 } from '../../platform/crypto.ts';
import type { PushEngagement, PushProspect } from './hubspot-prospects.ts';

/** HubSpot's `hs_lead_status` values for a prospect's stage, when the stage goes there. */
const leadStatusOf = { replied: 'CONNECTED', interested: 'IN_PROGRESS', booked: 'OPEN_DEAL' } as const;

interface PushContext {
  db: Database;
  clock: Clock;
  api: HubspotApi;
  accessToken: string;
  organisationId: string;
  hubId: string;
}

/** The HubSpot properties of a prospect, by the organisation's field mapping (empty values left out). */
export function contactPropertiesOf(prospect: PushProspect, settings: HubspotSettings): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [field, property] of Object.entries(settings.fieldMapping)) {
    const value = prospect[field as keyof typeof settings.fieldMapping];
    if (property && value) properties[property] = value;
  }
  if (settings.stageProperty) {
    properties[settings.stageProperty] =
      settings.stageProperty === 'hs_lead_status' ? leadStatusOf[prospect.stage] : prospect.stage;
  }
  return properties;
}

const hashOf = (properties: Record<string, string>) =>
  sha256(JSON.stringify(Object.entries(properties).sort(([a], [b]) => a.localeCompare(b))));

/**
 * Creates or updates the prospects as HubSpot contacts, 100 a call, by email (HubSpot's batch
 * upsert never makes a second contact for an address). A prospect whose properties did not change
 * since the last push is not sent again. Answers every prospect's HubSpot contact id.
 */
export async function pushContacts(
  context: PushContext,
  prospects: PushProspect[],
  settings: HubspotSettings,
): Promise<{ pushed: number; contactIds: Map<string, string> }> {
  const { db, organisationId, hubId } = context;
  const emails = prospects.map((prospect) => prospect.email);
  const known = emails.length
    ? await db
        .select()
        .from(hubspotContacts)
        .where(
          and(
            eq(hubspotContacts.organisationId, organisationId),
            eq(hubspotContacts.hubId, hubId),
            inArray(hubspotContacts.email, emails),
          ),
        )
    : [];
  const contactIds = new Map(known.map((row) => [row.email, row.hubspotContactId]));
  const hashes = new Map(known.map((row) => [row.email, row.propertiesHash]));
  const changed = prospects
    .map((prospect) => ({ prospect, properties: contactPropertiesOf(prospect, settings) }))
    .filter(({ prospect, properties }) => hashes.get(prospect.email) !== hashOf(properties));
  let pushed = 0;
  for (let start = 0; start < changed.length; start += 100) {
    const chunk = changed.slice(start, start + 100);
    const results = await context.api.upsertContacts(
      context.accessToken,
      chunk.map(({ prospect, properties }) => ({ email: prospect.email, properties })),
    );
    const byEmail = new Map(chunk.map((entry) => [entry.prospect.email, entry]));
    const now = context.clock.now();
    for (const result of results) {
      const email = (result.properties.email ?? '').toLowerCase();
      const entry = byEmail.get(email);
      if (!entry) continue;
      const propertiesHash = hashOf(entry.properties);
      await db
        .insert(hubspotContacts)
        .values({ organisationId, hubId, email, hubspotContactId: result.id, propertiesHash, pushedAt: now })
        .onConflictDoUpdate({
          target: [hubspotContacts.organisationId, hubspotContacts.hubId, hubspotContacts.email],
          set: { hubspotContactId: result.id, propertiesHash, pushedAt: now },
        });
      contactIds.set(email, result.id);
      pushed += 1;
    }
  }
  return { pushed, contactIds };
}

/** The properties that tell one of a contact's engagements from the others: when, and what. */
const identifyingProperties = {
  email: ['hs_timestamp', 'hs_email_direction', 'hs_email_subject'],
  meeting: ['hs_timestamp', 'hs_meeting_title', 'hs_meeting_start_time'],
} as const;
const timeProperties = new Set(['hs_timestamp', 'hs_meeting_start_time']);

function sameValue(name: string, ours: string | undefined, theirs: string | null | undefined) {
  if (ours === undefined || theirs === undefined || theirs === null) return ours === theirs;
  // HubSpot may write a time back in another ISO form (without milliseconds, or as epoch milliseconds).
  if (timeProperties.has(name)) {
    const at = (value: string) => (/^\d+$/.test(value) ? Number(value) : Date.parse(value));
    return at(ours) === at(theirs);
  }
  return ours === theirs;
}

/**
 * For a key claimed by an earlier run that never stored HubSpot's answer: the engagement HubSpot may
 * already hold, found among the contact's by the same time and subject (or title and start).
 */
async function engagementInDoubt(context: PushContext, engagement: PushEngagement, contactId: string) {
  const names = identifyingProperties[engagement.kind];
  const existing = await context.api.engagementsOfContact(context.accessToken, {
    objectType: engagement.kind === 'email' ? 'emails' : 'meetings',
    contactId,
    properties: [...names],
  });
  const match = existing.find((object) =>
    names.every((name) => sameValue(name, engagement.properties[name], object.properties[name])),
  );
  return match?.id ?? null;
}

/**
 * Records each email and meeting on its contact as a HubSpot engagement, once: its idempotency key
 * is claimed in `hubspot_engagements` (unique per organisation and account) before the call, and a
 * key that already carries HubSpot's id is skipped. A key claimed before without HubSpot's id (a run
 * that stopped between the call and our update) is looked for among the contact's engagements first,
 * and created only when HubSpot does not hold it (the sync lease keeps runs from overlapping).
 */
export async function pushEngagements(
  context: PushContext,
  engagements: PushEngagement[],
  contactIds: Map<string, string>,
): Promise<number> {
  const { db, organisationId, hubId } = context;
  const keys = engagements.map((engagement) => engagement.idempotencyKey);
  const done = keys.length
    ? new Set(
        (
          await db
            .select({ key: hubspotEngagements.idempotencyKey })
            .from(hubspotEngagements)
            .where(
              and(
                eq(hubspotEngagements.organisationId, organisationId),
                eq(hubspotEngagements.hubId, hubId),
                inArray(hubspotEngagements.idempotencyKey, keys),
                isNotNull(hubspotEngagements.hubspotObjectId),
              ),
            )
        ).map((row) => row.key),
      )
    : new Set<string>();
  let created = 0;
  for (const engagement of engagements) {
    const contactId = contactIds.get(engagement.email);
    if (done.has(engagement.idempotencyKey) || !contactId) continue;
    const claimed = await db
      .insert(hubspotEngagements)
      .values({ organisationId, hubId, kind: engagement.kind, idempotencyKey: engagement.idempotencyKey })
      .onConflictDoNothing()
      .returning({ id: hubspotEngagements.id });
    const found = claimed.length === 0 ? await engagementInDoubt(context, engagement, contactId) : null;
    const objectId =
      found ??
      (await context.api.createEngagement(context.accessToken, {
        objectType: engagement.kind === 'email' ? 'emails' : 'meetings',
        properties: engagement.properties,
        contactId,
      }));
    await db
      .update(hubspotEngagements)
      .set({ hubspotObjectId: objectId, pushedAt: context.clock.now() })
      .where(
        and(
          eq(hubspotEngagements.organisationId, organisationId),
          eq(hubspotEngagements.hubId, hubId),
          eq(hubspotEngagements.idempotencyKey, engagement.idempotencyKey),
        ),
      );
    if (!found) created += 1;
  }
  return created;
}
