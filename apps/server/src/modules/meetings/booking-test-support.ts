import type { LoginReply } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { OAuth2Server } from 'oauth2-mock-server';
import { type GoogleApiLoopback, startGoogleApiLoopback } from '../../../test/google-api-loopback.ts';
import { type GraphLoopback, startGraphLoopback } from '../../../test/graph-loopback.ts';
import { createTestContext, type TestContext, type TestContextOptions } from '../../../test/harness.ts';
import { mailboxes } from '../../db/schema.ts';
import type { StoredCalendarSettings } from '../../db/schema-mailboxes.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import type { MailboxRow } from '../mailboxes/index.ts';

/** Monday 3 June 2030, 07:00 in Berlin: the booking tests' "now" (a working week ahead, no clock change near). */
export const bookingTestNow = new Date('2030-06-03T05:00:00Z');

/** The app on a test database with the OAuth, Google API and Graph loopbacks its calendars call. */
export interface BookingWorld {
  context: TestContext;
  oauth: OAuth2Server;
  google: GoogleApiLoopback;
  graph: GraphLoopback;
  close(): Promise<void>;
}

export async function startBookingWorld(options: TestContextOptions = {}): Promise<BookingWorld> {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const jwksUrl = `${oauth.issuer.url}/jwks`;
  const [google, graph] = await Promise.all([startGoogleApiLoopback({ jwksUrl }), startGraphLoopback({ jwksUrl })]);
  const context = await createTestContext({
    ...options,
    config: {
      GOOGLE_CLIENT_ID: 'lp-google',
      GOOGLE_CLIENT_SECRET: 'google-secret-0123',
      MICROSOFT_CLIENT_ID: 'lp-ms',
      MICROSOFT_CLIENT_SECRET: 'ms-secret-0123',
      ...google.environment(),
      ...graph.environment(),
      ...options.config,
    },
  });
  context.clock.set(bookingTestNow);
  return {
    context,
    oauth,
    google,
    graph,
    async close() {
      await context.close();
      await Promise.all([google.close(), graph.close(), oauth.stop()]);
    },
  };
}

export interface CalendarInput {
  kind?: 'gmail' | 'microsoft';
  email: string;
  slug: string;
  settings?: Partial<StoredCalendarSettings>;
}

/**
 * A calendar connected as consent would leave it (mode Calendar, sealed tokens), owned by the
 * session's user: 09:00–17:00 Berlin, Monday to Friday, 30 minutes, no buffer and no notice unless
 * `settings` says otherwise. Its access token names the address as subject, so each calendar has
 * its own busy times and events on the loopback.
 */
export async function connectCalendar(
  world: BookingWorld,
  owner: LoginReply,
  input: CalendarInput,
): Promise<MailboxRow> {
  const { context } = world;
  const kind = input.kind ?? 'gmail';
  const [row] = await context.db
    .insert(mailboxes)
    .values({
      organisationId: owner.userData.organisation.id,
      ownerUserId: owner.userData.id,
      mode: 'Calendar',
      kind,
      email: input.email,
      calendarSettings: {
        provider: kind === 'gmail' ? 'google' : 'microsoft',
        workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
        timeZone: 'Europe/Berlin',
        meetingMinutes: 30,
        bufferMinutes: 0,
        bookingSlug: input.slug,
        minimumNoticeMinutes: 0,
        ...input.settings,
      },
    })
    .returning();
  if (!row) throw new Error('calendar insert returned nothing');
  const accessToken = await world.oauth.issuer.buildToken({
    scopesOrTransform: (_header, payload) => {
      payload.sub = input.email;
    },
    expiresIn: 30 * 86_400,
  });
  const [sealed] = await context.db
    .update(mailboxes)
    .set({
      secretCiphertext: createSecretBox(context.config.ENCRYPTION_KEY).sealJson(
        { accessToken, refreshToken: 'refresh', scope: '' },
        row.id,
      ),
      tokenExpiresAt: new Date(context.clock.now().getTime() + 30 * 86_400_000),
    })
    .where(eq(mailboxes.id, row.id))
    .returning();
  return sealed ?? row;
}

/** The loopback calendar of a connected calendar. */
export function loopbackCalendarOf(world: BookingWorld, calendar: Pick<MailboxRow, 'kind' | 'email'>) {
  return (calendar.kind === 'microsoft' ? world.graph : world.google).calendars.of(calendar.email);
}

/** The invitations the sandbox mailbox holds for an address, oldest first, parsed (ICS included). */
export async function invitationsTo(context: TestContext, email: string) {
  const rows = await context.database.query<{ raw: string; subject: string; idempotency_key: string }>(
    `select raw, subject, idempotency_key from sandbox_messages where to_address = $1 and kind = 'meeting-invitation' order by created_at, id`,
    [email],
  );
  return Promise.all(
    rows.map(async (row) => {
      const parsed = await simpleParser(row.raw);
      const ics = parsed.attachments.find((attachment) => attachment.filename === 'invite.ics');
      return {
        subject: row.subject,
        idempotencyKey: row.idempotency_key,
        text: parsed.text ?? '',
        ics: ics?.content.toString('utf8') ?? '',
        replyTo: parsed.replyTo?.text ?? '',
      };
    }),
  );
}
