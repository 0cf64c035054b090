import type { RevealCampaignPhonesBody } from '@leadpilot/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { loadPersonRecords, revealPeople, toRevealTarget } from '../contacts/index.ts';
import { rowsOf } from './campaign-summary.ts';
import { findCampaign } from './campaign-views.ts';

/**
 * Engaged: a prospect who replied, booked a meeting or clicked (by a stop reason or a
 * communication event; a link scanner's flagged click does not count). Only they are worth a call, so only their phones are revealed.
 */
const engaged = sql`(en.stop_reason in ('reply', 'meeting', 'click') or exists (
    select 1 from communication_events ce
    where ce.enrolment_id = en.id and ce.kind in ('replied', 'meeting', 'clicked') and ce.details->>'flag' is null))`;

interface EngagedRow {
  id: string;
  person_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  is_engaged: boolean;
}

/**
 * Reveals the phones of a campaign's engaged prospects (or of the given ones, which must be
 * engaged) through the contacts module's reveal: a person is charged once per organisation (the
 * ledger key `reveal:<personId>`), people revealed before cost nothing, and a person with an
 * invalid email and no phone is free. Prospects from a CSV have no record, so no phone.
 */
export async function revealCampaignPhones(
  db: Database,
  actor: Actor,
  body: { campaignId: string; enrolmentIds?: string[] | undefined } & RevealCampaignPhonesBody,
  now: Date,
) {
  await findCampaign(db, actor.organisationId, body.campaignId);
  const conditions: SQL[] = [
    sql`en.campaign_id = ${body.campaignId}`,
    sql`en.organisation_id = ${actor.organisationId}`,
  ];
  const wanted = body.enrolmentIds ? [...new Set(body.enrolmentIds)] : null;
  if (wanted) {
    conditions.push(
      sql`en.id = any(array[${sql.join(
        wanted.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])`,
    );
  } else conditions.push(engaged);
  const rows = await rowsOf<EngagedRow>(
    db,
    sql`select en.id, en.person_id, en.first_name, en.last_name, en.email, ${engaged} as is_engaged
      from enrolments en where ${sql.join(conditions, sql` and `)} order by en.created_at, en.id`,
  );
  if (wanted && rows.length !== wanted.length) throw notFound('Some of these prospects');
  const notEngaged = rows.filter((row) => !row.is_engaged).length;
  if (notEngaged > 0) {
    throw refused(
      `${notEngaged} of these prospects have not replied, clicked or booked a meeting: only engaged prospects' phones are revealed.`,
    );
  }
  const personIds = [...new Set(rows.flatMap((row) => (row.person_id ? [row.person_id] : [])))];
  const { credits, phones } = await db.transaction(async (tx) => {
    const before = await loadPersonRecords(tx, actor.organisationId, personIds, now);
    const outcome = await revealPeople(tx, {
      organisationId: actor.organisationId,
      userId: actor.userId,
      people: before.map(toRevealTarget),
      now,
    });
    return {
      credits: outcome.credits,
      phones: new Map(before.map((record) => [record.person.id, record.person.phone])),
    };
  });
  const data = rows.map((row) => ({
    enrolmentId: row.id,
    personId: row.person_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: (row.person_id && phones.get(row.person_id)) || null,
  }));
  const found = data.filter((row) => row.phone).length;
  const spent = credits === 0 ? 'no credits spent' : `${credits} ${credits === 1 ? 'credit' : 'credits'} spent`;
  return {
    message: `${found} of ${data.length} engaged prospects have a phone number (${spent}).`,
    data: { phones: data, credits },
  };
}
