import { randomUUID } from 'node:crypto';
import type {
  CalendarProvider,
  ConsentCallbackQuery,
  ConsentResult,
  ConsentUrl,
  Mailbox,
  saveCalendarBodySchema,
} from '@leadpilot/contracts';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { mailboxes, organisations, users } from '../../db/schema.ts';
import type { StoredCalendarSettings } from '../../db/schema-mailboxes.ts';
import { createGmailApi } from '../../integrations/gmail/gmail-api.ts';
import { createGoogleCalendarApi } from '../../integrations/google-calendar/calendar-api.ts';
import { ProviderApiError } from '../../integrations/http/api-request.ts';
import { addressOfGraphUser, createGraphApi } from '../../integrations/microsoft-graph/graph-api.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { deriveKey } from '../../platform/crypto.ts';
import { AppError, conflict, notFound, refused } from '../../platform/errors.ts';
import { createSecretBox, type SecretBox } from '../../platform/secret-box.ts';
import {
  loadMailboxView,
  type ProviderOAuth,
  ProviderOAuthFailure,
  type StoredProviderTokens,
  type TokenGrant,
} from '../mailboxes/index.ts';
import { isTeamPageSlug } from '../meetings/index.ts';
import {
  consentPurposes,
  notSetUp,
  type PurposeSettings,
  providerRefusal,
  restart,
  slugOf,
} from './consent-purposes.ts';
import {
  abandonConsentState,
  type ConsentPurpose,
  type ConsentStateRow,
  claimConsentState,
  consentSecretsOf,
  createConsentState,
  finishConsentState,
} from './consent-states.ts';

/**
 * Connecting Gmail, Microsoft 365 / Outlook and Google or Microsoft calendars through the
 * provider's consent page: `start` makes a one-use state and the consent address (PKCE S256, the
 * purpose's scopes), `finish` (the web's /connect/callback page) consumes the state, exchanges the
 * code, reads the account and creates or reconnects the entry with its tokens sealed, all or nothing.
 */

const emailSchema = z.email();

const bookingSlug = sql<string>`${mailboxes.calendarSettings}->>'bookingSlug'`;

export interface ConsentServiceDependencies {
  db: Database;
  clock: Clock;
  config: Config;
  secretBox: SecretBox;
  oauth: ProviderOAuth;
}

export function createConsentService(deps: ConsentServiceDependencies) {
  const { db, clock, config, secretBox, oauth } = deps;
  const key = deriveKey(config.JWT_SECRET, 'consent-state');
  const stateBox = createSecretBox(config.ENCRYPTION_KEY, 'consent-states');
  const redirectUri = `${config.APP_URL}/connect/callback`;
  const timeoutMs = config.PROVIDER_API_TIMEOUT_MS;
  const gmail = createGmailApi({ baseUrl: config.GMAIL_API_URL, timeoutMs });
  const graph = createGraphApi({ baseUrl: config.GRAPH_API_URL, timeoutMs });
  const calendar = createGoogleCalendarApi({ baseUrl: config.GOOGLE_CALENDAR_API_URL, timeoutMs });

  function unavailable(label: string, why: string) {
    return new AppError('UNAVAILABLE', `${label} cannot be reached right now (${why}). Try again in a moment.`);
  }

  /** The account the tokens belong to: its address, display name and stable id at the provider. */
  async function accountOf(purpose: PurposeSettings, grant: TokenGrant, nonce: string) {
    const identity = grant.idToken
      ? oauth.identityOf(purpose.provider, grant.idToken, { nonce, now: clock.now() })
      : null;
    try {
      if (purpose.kind === 'microsoft') {
        const me = await graph.me(grant.accessToken);
        return { email: addressOfGraphUser(me), name: me.displayName?.trim() ?? '', accountId: me.id };
      }
      if (purpose.mode === 'Email') {
        const profile = await gmail.profile(grant.accessToken);
        const email = profile.emailAddress.trim().toLowerCase();
        return { email, name: identity?.name ?? '', accountId: identity?.subject || email };
      }
      const email = identity?.email || (await calendar.primary(grant.accessToken)).id.trim().toLowerCase();
      return { email, name: identity?.name ?? '', accountId: identity?.subject || email };
    } catch (error) {
      if (!(error instanceof ProviderApiError)) throw error;
      if (error.status === 0 || error.status >= 500) throw unavailable(purpose.label, 'the account could not be read');
      throw refused(
        `${purpose.label} did not let Leadpilot read the account (${error.reason || `HTTP ${error.status}`}). Start again from Mailboxes and allow every permission asked for.`,
      );
    }
  }

  /** Working hours 09:00–17:00 Monday to Friday in the organisation's time zone, 30 minutes, 10 minutes' buffer. */
  async function defaultCalendarSettings(
    tx: Database,
    actor: Actor,
    provider: CalendarProvider,
  ): Promise<StoredCalendarSettings> {
    const [organisation] = await tx
      .select({ timeZone: organisations.timeZone })
      .from(organisations)
      .where(eq(organisations.id, actor.organisationId));
    const [user] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, actor.userId));
    return {
      provider,
      workingHours: { start: '09:00', end: '17:00', days: [1, 2, 3, 4, 5] },
      timeZone: organisation?.timeZone ?? 'UTC',
      meetingMinutes: 30,
      bufferMinutes: 10,
      bookingSlug: await freeSlug(tx, slugOf(user?.name ?? '') || slugOf(user?.email.split('@')[0] ?? '')),
    };
  }

  /** `base`, or `base-2`, `base-3`… : the first booking page address no calendar on the platform uses. */
  async function freeSlug(tx: Database, base: string): Promise<string> {
    const stem = base.length >= 3 ? base : `meet-${base || randomUUID().slice(0, 8)}`.replace(/-$/, '');
    const taken = new Set(
      (
        await tx
          .select({ slug: bookingSlug })
          .from(mailboxes)
          .where(like(bookingSlug, `${stem}%`))
      ).map((row) => row.slug),
    );
    if (!taken.has(stem)) return stem;
    for (let suffix = 2; ; suffix += 1) {
      const candidate = `${stem}-${suffix}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  /** Booking page addresses are unique on the whole platform: changes to them take turns. */
  async function lockSlugs(tx: Database) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('leadpilot.booking-slugs'))`);
  }

  /** Creates the entry, or reconnects the organisation's entry of the same mode and address. */
  async function storeEntry(
    actor: Actor,
    state: ConsentStateRow,
    purpose: PurposeSettings,
    account: { email: string; name: string; accountId: string },
    tokens: StoredProviderTokens,
    expiresAt: Date,
  ): Promise<string> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const [existing] = await tx
        .select()
        .from(mailboxes)
        .where(
          and(
            eq(mailboxes.organisationId, actor.organisationId),
            eq(mailboxes.mode, purpose.mode),
            eq(mailboxes.email, account.email),
          ),
        );
      const calendarProvider = purpose.provider;
      let calendarSettings: StoredCalendarSettings | null = null;
      if (purpose.mode === 'Calendar') {
        if (existing?.calendarSettings) calendarSettings = { ...existing.calendarSettings, provider: calendarProvider };
        else {
          await lockSlugs(tx);
          calendarSettings = await defaultCalendarSettings(tx, actor, calendarProvider);
        }
      }
      const id = existing?.id ?? randomUUID();
      const secrets = {
        kind: purpose.kind,
        secretCiphertext: secretBox.sealJson(tokens, id),
        tokenExpiresAt: expiresAt,
        providerAccountId: account.accountId.slice(0, 255),
        smtpSettings: null,
        imapSettings: null,
        calendarSettings,
        status: 'active' as const,
        statusReason: '',
        lastCheckedAt: now,
        updatedAt: now,
      };
      if (existing) {
        await tx
          .update(mailboxes)
          .set({ ...secrets, senderName: existing.senderName || account.name })
          .where(eq(mailboxes.id, existing.id));
      } else {
        await tx.insert(mailboxes).values({
          ...secrets,
          id,
          organisationId: actor.organisationId,
          ownerUserId: actor.userId,
          mode: purpose.mode,
          email: account.email,
          senderName: account.name,
          createdAt: now,
        });
      }
      await finishConsentState(tx, state.id, id);
      return id;
    });
  }

  async function viewOf(actor: Actor, id: string): Promise<Mailbox> {
    const view = await loadMailboxView(db, actor.organisationId, id, clock.now());
    if (!view) throw notFound('This mailbox');
    return view;
  }

  return {
    /** The consent address for a purpose; without the provider set up, the callback page explains it. */
    async start(actor: Actor, purposeName: ConsentPurpose): Promise<{ data: ConsentUrl }> {
      const purpose = consentPurposes[purposeName];
      const state = createConsentState(stateBox, {
        organisationId: actor.organisationId,
        userId: actor.userId,
        purpose: purposeName,
        now: clock.now(),
      });
      if (!oauth.isConfigured(purpose.provider)) {
        // As a provider does for an app it does not know: straight back to the callback page with an error.
        const url = new URL(redirectUri);
        url.searchParams.set('state', state);
        url.searchParams.set('error', 'unauthorized_client');
        url.searchParams.set('error_description', notSetUp(purpose.label, purpose.provider));
        return { data: { url: url.toString() } };
      }
      try {
        const url = await oauth.authorizationUrl(purpose.provider, {
          state,
          ...consentSecretsOf(key, state),
          redirectUri,
          scopes: purpose.scopes,
          extra: purpose.extra,
        });
        return { data: { url } };
      } catch (error) {
        if (error instanceof ProviderOAuthFailure) throw unavailable(purpose.label, error.message);
        throw error;
      }
    },

    /** Finishes any consent by its state (the web's /connect/callback page). */
    async finish(actor: Actor, query: ConsentCallbackQuery): Promise<{ message: string; data: ConsentResult }> {
      const who = { state: query.state, organisationId: actor.organisationId, userId: actor.userId, now: clock.now() };
      if (query.error !== undefined || query.code === undefined) {
        const purpose = consentPurposes[await abandonConsentState(db, stateBox, who)];
        if (!oauth.isConfigured(purpose.provider)) throw refused(notSetUp(purpose.label, purpose.provider));
        if (query.error === undefined) throw refused(`${purpose.label} sent back no authorisation code. ${restart}`);
        throw refused(providerRefusal(purpose.label, query.error, query.error_description));
      }
      const claim = await claimConsentState(db, stateBox, { ...who, code: query.code });
      const purpose = consentPurposes[claim.row.purpose];
      if (claim.kind === 'finished') {
        const mailbox = await viewOf(actor, claim.mailboxId);
        return {
          message: `${purpose.label} ${mailbox.email} is connected.`,
          data: { purpose: claim.row.purpose, mailbox },
        };
      }
      if (!oauth.isConfigured(purpose.provider)) throw refused(notSetUp(purpose.label, purpose.provider));
      const { nonce, codeVerifier } = consentSecretsOf(key, query.state);
      let grant: TokenGrant;
      try {
        // The state and the nonce are checked at the exchange itself (openid-client), not only after it.
        grant = await oauth.exchangeCode(purpose.provider, {
          code: query.code,
          codeVerifier,
          redirectUri,
          state: query.state,
          nonce,
        });
      } catch (error) {
        if (!(error instanceof ProviderOAuthFailure)) throw error;
        if (error.kind === 'refused') throw refused(providerRefusal(purpose.label, error.error, error.message));
        throw unavailable(purpose.label, error.message);
      }
      if (!grant.refreshToken) {
        throw refused(
          `${purpose.label} did not grant lasting access (no refresh token), so the connection would stop within the hour. ${restart}`,
        );
      }
      const account = await accountOf(purpose, grant, nonce);
      if (!emailSchema.safeParse(account.email).success || account.email.length > 254) {
        throw refused(`${purpose.label} did not name the account's email address. ${restart}`);
      }
      const tokens: StoredProviderTokens = {
        accessToken: grant.accessToken,
        refreshToken: grant.refreshToken,
        scope: grant.scope ?? purpose.scopes.join(' '),
      };
      const expiresAt = new Date(clock.now().getTime() + grant.expiresInSeconds * 1000);
      let id: string;
      try {
        id = await storeEntry(actor, claim.row, purpose, account, tokens, expiresAt);
      } catch (error) {
        // The same address connected at the same moment by another request: this one updates that entry.
        if (!isUniqueViolation(error)) throw error;
        id = await storeEntry(actor, claim.row, purpose, account, tokens, expiresAt);
      }
      const mailbox = await viewOf(actor, id);
      return {
        message: `${purpose.label} ${mailbox.email} is connected.`,
        data: { purpose: claim.row.purpose, mailbox },
      };
    },

    /** Saves a connected calendar's booking settings; the booking page address is unique on the platform. */
    async saveCalendar(
      actor: Actor,
      body: z.infer<typeof saveCalendarBodySchema>,
    ): Promise<{ message: string; data: Mailbox }> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(mailboxes)
          .where(and(eq(mailboxes.organisationId, actor.organisationId), eq(mailboxes.id, body.id)));
        if (!row) throw notFound('This calendar');
        if (row.mode !== 'Calendar') {
          throw refused(`${row.email} is a mailbox, not a calendar: connect a calendar to set booking hours.`);
        }
        await lockSlugs(tx);
        const [taken] = await tx
          .select({ id: mailboxes.id })
          .from(mailboxes)
          .where(and(eq(bookingSlug, body.bookingSlug), ne(mailboxes.id, row.id)));
        if (taken || (await isTeamPageSlug(tx, body.bookingSlug))) {
          throw conflict(`The booking page address "${body.bookingSlug}" is taken: choose another.`);
        }
        const minimumNoticeMinutes = body.minimumNoticeMinutes ?? row.calendarSettings?.minimumNoticeMinutes;
        const dailyCap = body.dailyCap === undefined ? row.calendarSettings?.dailyCap : body.dailyCap;
        const settings: StoredCalendarSettings = {
          provider: row.calendarSettings?.provider ?? (row.kind === 'microsoft' ? 'microsoft' : 'google'),
          workingHours: body.workingHours,
          timeZone: body.timeZone,
          meetingMinutes: body.meetingMinutes,
          bufferMinutes: body.bufferMinutes,
          bookingSlug: body.bookingSlug,
          // Booking's own rules: a body without them keeps what the calendar has.
          ...(minimumNoticeMinutes === undefined ? {} : { minimumNoticeMinutes }),
          ...(dailyCap === undefined ? {} : { dailyCap }),
        };
        await tx
          .update(mailboxes)
          .set({ calendarSettings: settings, updatedAt: clock.now() })
          .where(eq(mailboxes.id, row.id));
      });
      return { message: 'Calendar settings saved.', data: await viewOf(actor, body.id) };
    },
  };
}
export type ConsentService = ReturnType<typeof createConsentService>;
