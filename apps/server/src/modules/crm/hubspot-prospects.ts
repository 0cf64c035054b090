import type { HubspotSettings } from '@leadpilot/contracts';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  campaignStepVariants,
  contactReveals,
  enrolments,
  inboundMessages,
  people,
  sendLedger,
} from '../../db/schema.ts';

/**
 * What the sync pushes, read in a few statements: the organisation's prospects who replied, were
 * labelled interested or booked a meeting, with their details, and the emails and meetings to
 * record on each. These tables belong to campaigns, replies and meetings; the sync only reads them
 * (one read per table, as the reply reader does for the send ledger).
 */

export type ProspectStage = 'replied' | 'interested' | 'booked';

export interface PushProspect {
  email: string;
  stage: ProspectStage;
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  phone: string;
  linkedinUrl: string;
}

export interface PushEngagement {
  email: string;
  kind: 'email' | 'meeting';
  idempotencyKey: string;
  properties: Record<string, string>;
}

const stageRank: Record<ProspectStage, number> = { replied: 1, interested: 2, booked: 3 };

/** The label a person gave wins over the classifier's. */
const labelOf = sql<string | null>`coalesce(${inboundMessages.labelOverride}, ${inboundMessages.label})`;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export async function readPushWork(
  db: Database,
  organisationId: string,
  settings: HubspotSettings,
  limit = 500,
): Promise<{ prospects: PushProspect[]; engagements: PushEngagement[] }> {
  const replies = await db
    .select({
      id: inboundMessages.id,
      enrolmentId: inboundMessages.enrolmentId,
      label: labelOf,
      subject: inboundMessages.subject,
      text: inboundMessages.text,
      fromAddress: inboundMessages.fromAddress,
      receivedAt: inboundMessages.receivedAt,
    })
    .from(inboundMessages)
    .where(
      and(
        eq(inboundMessages.organisationId, organisationId),
        eq(inboundMessages.kind, 'reply'),
        isNull(inboundMessages.deletedAt),
        isNotNull(inboundMessages.enrolmentId),
      ),
    )
    .limit(limit * 4);
  const booked = settings.pushBooked
    ? await db
        .select({
          id: bookings.id,
          email: bookings.prospectEmail,
          name: bookings.prospectName,
          personId: bookings.personId,
          startsAt: bookings.startsAt,
          endsAt: bookings.endsAt,
          note: bookings.note,
          status: bookings.status,
        })
        .from(bookings)
        .where(and(eq(bookings.organisationId, organisationId), ne(bookings.status, 'cancelled')))
        .limit(limit)
    : [];
  const enrolmentIds = [...new Set(replies.map((reply) => reply.enrolmentId).filter((id): id is string => !!id))];
  const enrolled = enrolmentIds.length
    ? await db
        .select({
          id: enrolments.id,
          email: enrolments.email,
          firstName: enrolments.firstName,
          lastName: enrolments.lastName,
          company: enrolments.company,
          personId: enrolments.personId,
        })
        .from(enrolments)
        .where(and(eq(enrolments.organisationId, organisationId), inArray(enrolments.id, enrolmentIds)))
    : [];
  const enrolmentById = new Map(enrolled.map((row) => [row.id, row]));

  const stages = new Map<
    string,
    { stage: ProspectStage; personId: string | null; enrolment?: (typeof enrolled)[0]; name?: string }
  >();
  const raise = (
    email: string,
    stage: ProspectStage,
    extra: { personId: string | null; enrolment?: (typeof enrolled)[0]; name?: string },
  ) => {
    const key = email.trim().toLowerCase();
    const current = stages.get(key);
    if (!current || stageRank[stage] > stageRank[current.stage]) stages.set(key, { ...current, ...extra, stage });
    else stages.set(key, { ...extra, ...current });
  };
  for (const reply of replies) {
    const enrolment = reply.enrolmentId ? enrolmentById.get(reply.enrolmentId) : undefined;
    if (!enrolment) continue;
    const interested = reply.label === 'interested';
    if (interested && settings.pushInterested)
      raise(enrolment.email, 'interested', { personId: enrolment.personId, enrolment });
    else if (settings.pushReplied) raise(enrolment.email, 'replied', { personId: enrolment.personId, enrolment });
  }
  for (const booking of booked) raise(booking.email, 'booked', { personId: booking.personId, name: booking.name });

  const personIds = [
    ...new Set([...stages.values()].map((entry) => entry.personId).filter((id): id is string => !!id)),
  ];
  const persons = personIds.length
    ? await db
        .select({
          id: people.id,
          firstName: people.firstName,
          lastName: people.lastName,
          title: people.title,
          phone: people.phone,
          linkedinUrl: people.linkedinUrl,
          revealedAt: contactReveals.revealedAt,
        })
        .from(people)
        .leftJoin(
          contactReveals,
          and(eq(contactReveals.personId, people.id), eq(contactReveals.organisationId, organisationId)),
        )
        .where(inArray(people.id, personIds))
    : [];
  const personById = new Map(persons.map((row) => [row.id, row]));

  const prospects: PushProspect[] = [...stages.entries()].slice(0, limit).map(([email, entry]) => {
    const person = entry.personId ? personById.get(entry.personId) : undefined;
    const [first = '', ...rest] = (entry.name ?? '').trim().split(/\s+/);
    return {
      email,
      stage: entry.stage,
      firstName: entry.enrolment?.firstName || person?.firstName || first,
      lastName: entry.enrolment?.lastName || person?.lastName || rest.join(' '),
      title: person?.title ?? '',
      company: entry.enrolment?.company ?? '',
      // A phone number only once the organisation revealed it.
      phone: person?.revealedAt ? (person.phone ?? '') : '',
      linkedinUrl: person?.linkedinUrl ?? '',
    };
  });
  const pushed = new Set(prospects.map((prospect) => prospect.email));

  const engagements: PushEngagement[] = [];
  if (settings.pushEmails) {
    for (const reply of replies) {
      const enrolment = reply.enrolmentId ? enrolmentById.get(reply.enrolmentId) : undefined;
      if (!enrolment || !pushed.has(enrolment.email.toLowerCase())) continue;
      engagements.push({
        email: enrolment.email.toLowerCase(),
        kind: 'email',
        idempotencyKey: `email-reply:${reply.id}`,
        properties: {
          hs_timestamp: reply.receivedAt.toISOString(),
          hs_email_direction: 'INCOMING_EMAIL',
          hs_email_status: 'SENT',
          hs_email_subject: reply.subject.slice(0, 500),
          hs_email_text: reply.text.slice(0, 5000),
        },
      });
    }
    const pushedEnrolments = enrolled.filter((row) => pushed.has(row.email.toLowerCase()));
    const sent = pushedEnrolments.length
      ? await db
          .select({
            id: sendLedger.id,
            enrolmentId: sendLedger.enrolmentId,
            sentAt: sendLedger.sentAt,
            subject: campaignStepVariants.subject,
            body: campaignStepVariants.bodyHtml,
          })
          .from(sendLedger)
          .leftJoin(campaignStepVariants, eq(campaignStepVariants.id, sendLedger.variantId))
          .where(
            and(
              eq(sendLedger.organisationId, organisationId),
              eq(sendLedger.state, 'sent'),
              inArray(
                sendLedger.enrolmentId,
                pushedEnrolments.map((row) => row.id),
              ),
            ),
          )
      : [];
    for (const message of sent) {
      const enrolment = enrolmentById.get(message.enrolmentId);
      if (!enrolment || !message.sentAt) continue;
      engagements.push({
        email: enrolment.email.toLowerCase(),
        kind: 'email',
        idempotencyKey: `email-sent:${message.id}`,
        properties: {
          hs_timestamp: message.sentAt.toISOString(),
          hs_email_direction: 'EMAIL',
          hs_email_status: 'SENT',
          hs_email_subject: (message.subject || 'Campaign email').slice(0, 500),
          hs_email_text: plain(message.body ?? '').slice(0, 5000),
        },
      });
    }
  }
  if (settings.pushMeetings) {
    for (const booking of booked) {
      if (!pushed.has(booking.email)) continue;
      engagements.push({
        email: booking.email,
        kind: 'meeting',
        idempotencyKey: `meeting:${booking.id}`,
        properties: {
          hs_timestamp: booking.startsAt.toISOString(),
          hs_meeting_title: `Meeting with ${booking.name}`.slice(0, 200),
          hs_meeting_body: (booking.note ?? '').slice(0, 5000),
          hs_meeting_start_time: booking.startsAt.toISOString(),
          hs_meeting_end_time: booking.endsAt.toISOString(),
          hs_meeting_outcome: 'SCHEDULED',
        },
      });
    }
  }
  return { prospects, engagements: engagements.slice(0, limit) };
}
