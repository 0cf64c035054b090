import { randomUUID } from 'node:crypto';
import {
  type ConnectionCheck,
  type ConnectionStep,
  type checkMailboxBodySchema,
  defaultSendingWindow,
  isKnownTimeZone,
  type Mailbox,
  type MailboxDetail,
  mailboxKindLabels,
  mailboxLimits,
  type ServerSettings,
  type saveMailboxBodySchema,
} from '@leadpilot/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customSignatures, mailboxes, organisations } from '../../db/schema.ts';
import type { MailServerAccount } from '../../integrations/smtp/smtp-sender.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound, refused } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { type MailboxClientFactory, MailboxConnectionError } from './mailbox-client.ts';
import { openSmtpImapSecrets, sealSmtpImapSecrets, smtpImapAccountsOf } from './mailbox-clients.ts';
import { loadMailboxStats, loadMailboxView, type MailboxRow, mailboxViewOf } from './mailbox-view.ts';
import { checkSmtpImap, defaultMailServerTimeoutMs } from './smtp-imap-client.ts';
import { loadWarmupHistory } from './warmup-history.ts';

type SaveMailbox = z.output<typeof saveMailboxBodySchema>;
type CheckMailbox = z.output<typeof checkMailboxBodySchema>;
type ServerName = 'smtp' | 'imap';

const serverLabels: Record<ServerName, string> = { smtp: 'Sending (SMTP)', imap: 'Reading (IMAP)' };
const stepLabels: Record<ConnectionStep['step'], string> = {
  smtp: serverLabels.smtp,
  imap: serverLabels.imap,
  token: 'Sign-in',
  api: 'Provider',
};

/** `Sending (SMTP): The server refused …`, the first failing step of a check. */
const failureOf = (steps: ConnectionStep[]) => {
  const failed = steps.find((step) => !step.ok);
  return failed ? `${stepLabels[failed.step]}: ${failed.message}` : null;
};

const addressTaken = (email: string) =>
  conflict(`${email} is already connected to this organisation. Edit that mailbox instead.`);

export interface MailboxServiceDeps {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  clients: MailboxClientFactory;
  /** Each wait on an SMTP or IMAP server ends after this (default 10 seconds). */
  timeoutMs?: number | undefined;
  /** Connection checks pass it (the installation's OUTBOUND_ALLOWED_NETWORKS); default: public addresses only. */
  guard?: OutboundGuard | undefined;
}

/** Mailboxes and calendars of an organisation: tenant data, every query scoped by the actor's organisation. */
export function createMailboxService(deps: MailboxServiceDeps) {
  const { db, clock, secretBox, clients } = deps;
  const timeoutMs = deps.timeoutMs ?? defaultMailServerTimeoutMs;
  const checkOptions = { timeoutMs, guard: deps.guard };

  async function findRow(actor: Actor, id: string): Promise<MailboxRow> {
    const [row] = await db
      .select()
      .from(mailboxes)
      .where(and(eq(mailboxes.organisationId, actor.organisationId), eq(mailboxes.id, id)));
    if (!row) throw notFound('This mailbox');
    return row;
  }

  async function viewOf(actor: Actor, id: string): Promise<Mailbox> {
    const view = await loadMailboxView(db, actor.organisationId, id, clock.now());
    if (!view) throw notFound('This mailbox');
    return view;
  }

  async function assertAddressFree(actor: Actor, email: string) {
    const [taken] = await db
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(
        and(
          eq(mailboxes.organisationId, actor.organisationId),
          eq(mailboxes.mode, 'Email'),
          eq(mailboxes.email, email),
        ),
      );
    if (taken) throw addressTaken(email);
  }

  async function assertSignature(actor: Actor, signatureId: string | null | undefined) {
    if (!signatureId) return;
    const [signature] = await db
      .select({ id: customSignatures.id })
      .from(customSignatures)
      .where(and(eq(customSignatures.organisationId, actor.organisationId), eq(customSignatures.id, signatureId)));
    if (!signature) throw notFound('This signature');
  }

  /** The window a new mailbox sends in: office hours in the organisation's time zone. */
  async function defaultWindowFor(actor: Actor) {
    const [organisation] = await db
      .select({ timeZone: organisations.timeZone })
      .from(organisations)
      .where(eq(organisations.id, actor.organisationId));
    const timeZone = organisation && isKnownTimeZone(organisation.timeZone) ? organisation.timeZone : 'UTC';
    return { ...defaultSendingWindow, days: [...defaultSendingWindow.days], timeZone };
  }

  /**
   * The account to sign in with: the new settings, with the stored password when none was given.
   * A stored password only goes back to the server and user it was given for.
   */
  function accountFor(
    server: ServerName,
    given: ServerSettings | undefined,
    row: MailboxRow | null,
    storedPassword: string | null,
  ): MailServerAccount | undefined {
    const stored = row ? (server === 'smtp' ? row.smtpSettings : row.imapSettings) : null;
    if (!given) return stored && storedPassword !== null ? { ...stored, password: storedPassword } : undefined;
    if (given.password) return { ...given, password: given.password };
    const sameAccount =
      stored !== null && stored.host.toLowerCase() === given.host.toLowerCase() && stored.username === given.username;
    if (!sameAccount) {
      throw refused(`Enter the ${server.toUpperCase()} password again: the server name or user name changed.`);
    }
    if (storedPassword === null) {
      throw refused(`Enter the ${server.toUpperCase()} password again: the stored one can no longer be read.`);
    }
    return { ...given, password: storedPassword };
  }

  /** The stored passwords, or null when they cannot be opened (a new password is then needed). */
  function storedSecretsOf(row: MailboxRow) {
    try {
      return openSmtpImapSecrets(secretBox, row);
    } catch {
      return null;
    }
  }

  const settingsOf = (account: MailServerAccount) => ({
    host: account.host,
    port: account.port,
    secure: account.secure,
    // Stored only when chosen: without it, STARTTLS is required (see requiresStartTls).
    plainText: !account.secure && account.plainText === true,
    username: account.username,
  });

  /** Signs in to both servers; a failure answers 422 with the reason and nothing is stored. */
  async function assertConnects(smtp: MailServerAccount, imap: MailServerAccount) {
    const failure = failureOf(await checkSmtpImap({ smtp, imap }, checkOptions));
    if (failure) throw refused(failure);
  }

  /** Signs in with a stored mailbox's own settings (any kind) and reports it as check steps. */
  async function checkStored(row: MailboxRow): Promise<ConnectionStep[]> {
    try {
      if (row.kind === 'smtp') return await checkSmtpImap(smtpImapAccountsOf(secretBox, row), checkOptions);
      const client = await clients.clientFor(row);
      try {
        await client.verify();
      } finally {
        await client.close();
      }
      const step = row.kind === 'sandbox' ? 'api' : 'token';
      return [{ step, ok: true, message: `Connected to ${mailboxKindLabels[row.kind]} as ${row.email}.` }];
    } catch (error) {
      if (!(error instanceof MailboxConnectionError)) throw error;
      return [{ step: error.step, ok: false, message: error.message }];
    }
  }

  async function create(actor: Actor, body: SaveMailbox) {
    const email = body.email;
    const kind = body.kind;
    if (!email || !kind) throw refused('Choose the kind of mailbox and enter its address.');
    if (kind !== 'smtp' && (body.smtp || body.imap)) throw refused('Only SMTP + IMAP mailboxes have server settings.');
    await assertAddressFree(actor, email);
    await assertSignature(actor, body.signatureId);
    const id = randomUUID();
    let servers: { smtp: MailServerAccount; imap: MailServerAccount } | null = null;
    if (kind === 'smtp') {
      const smtp = accountFor('smtp', body.smtp, null, null);
      const imap = accountFor('imap', body.imap, null, null);
      if (!smtp || !imap) throw refused('Enter both the SMTP and the IMAP server.');
      await assertConnects(smtp, imap);
      servers = { smtp, imap };
    }
    const now = clock.now();
    try {
      await db.insert(mailboxes).values({
        id,
        organisationId: actor.organisationId,
        ownerUserId: actor.userId,
        mode: 'Email',
        kind,
        email,
        senderName: body.senderName ?? '',
        dailyLimit: body.dailyLimit ?? mailboxLimits.defaultDailyLimit,
        sendingWindow: body.sendingWindow ?? (await defaultWindowFor(actor)),
        signatureId: body.signatureId ?? null,
        trackingDomain: body.trackingDomain ?? '',
        smtpSettings: servers ? settingsOf(servers.smtp) : null,
        imapSettings: servers ? settingsOf(servers.imap) : null,
        secretCiphertext: servers
          ? sealSmtpImapSecrets(secretBox, id, {
              smtpPassword: servers.smtp.password,
              imapPassword: servers.imap.password,
            })
          : null,
        lastCheckedAt: servers ? now : null,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw addressTaken(email);
      throw error;
    }
    return { message: `Connected ${email}.`, data: await viewOf(actor, id) };
  }

  async function update(actor: Actor, id: string, body: SaveMailbox) {
    const row = await findRow(actor, id);
    if (body.kind && body.kind !== row.kind) {
      throw refused(`This mailbox stays ${mailboxKindLabels[row.kind]}: add a new mailbox for another kind.`);
    }
    const email = body.email ?? row.email;
    if (email !== row.email) {
      if (row.kind !== 'smtp' && row.kind !== 'sandbox') {
        throw refused(
          `The address of a ${mailboxKindLabels[row.kind]} mailbox is its account's: connect that account instead.`,
        );
      }
      await assertAddressFree(actor, email);
    }
    if ((body.smtp || body.imap) && row.kind !== 'smtp') {
      throw refused('Only SMTP + IMAP mailboxes have server settings.');
    }
    await assertSignature(actor, body.signatureId);
    const now = clock.now();
    const changes: Partial<typeof mailboxes.$inferInsert> = { updatedAt: now, email };
    if (body.senderName !== undefined) changes.senderName = body.senderName;
    if (body.dailyLimit !== undefined) changes.dailyLimit = body.dailyLimit;
    if (body.sendingWindow !== undefined) changes.sendingWindow = body.sendingWindow;
    if (body.signatureId !== undefined) changes.signatureId = body.signatureId;
    if (body.trackingDomain !== undefined) changes.trackingDomain = body.trackingDomain;
    if (body.smtp || body.imap) {
      const secrets = storedSecretsOf(row);
      const smtp = accountFor('smtp', body.smtp, row, secrets?.smtpPassword ?? null);
      const imap = accountFor('imap', body.imap, row, secrets?.imapPassword ?? null);
      if (!smtp || !imap) throw refused('Enter both the SMTP and the IMAP server.');
      await assertConnects(smtp, imap);
      changes.smtpSettings = settingsOf(smtp);
      changes.imapSettings = settingsOf(imap);
      changes.secretCiphertext = sealSmtpImapSecrets(secretBox, row.id, {
        smtpPassword: smtp.password,
        imapPassword: imap.password,
      });
      changes.lastCheckedAt = now;
      if (row.status === 'broken') Object.assign(changes, { status: 'active', statusReason: '' });
    }
    try {
      await db.update(mailboxes).set(changes).where(eq(mailboxes.id, row.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw addressTaken(email);
      throw error;
    }
    return { message: `Saved the settings of ${email}.`, data: await viewOf(actor, row.id) };
  }

  return {
    async list(
      actor: Actor,
      query: {
        q?: string | undefined;
        mode?: Mailbox['mode'] | undefined;
        status?: Mailbox['status'] | undefined;
        page: number;
        perPage: number;
      },
    ) {
      const filters: (SQL | undefined)[] = [eq(mailboxes.organisationId, actor.organisationId)];
      if (query.mode) filters.push(eq(mailboxes.mode, query.mode));
      if (query.status) filters.push(eq(mailboxes.status, query.status));
      if (query.q) {
        const pattern = likePattern(query.q);
        filters.push(or(ilike(mailboxes.email, pattern), ilike(mailboxes.senderName, pattern)));
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mailboxes)
          .where(where)
          .orderBy(desc(mailboxes.createdAt), desc(mailboxes.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(mailboxes).where(where),
      ]);
      const now = clock.now();
      const stats = await loadMailboxStats(
        db,
        rows.map((row) => row.id),
        now,
      );
      return {
        data: rows.map((row) => mailboxViewOf(row, stats.get(row.id), now)),
        total: total?.value ?? 0,
        page: query.page,
        perPage: query.perPage,
      };
    },

    async detail(actor: Actor, id: string): Promise<MailboxDetail> {
      const view = await viewOf(actor, id);
      return { ...view, warmupHistory: await loadWarmupHistory(db, id, clock.now()) };
    },

    /** Adds an SMTP + IMAP or sandbox mailbox (without `id`) or changes a mailbox's settings. */
    save(actor: Actor, body: SaveMailbox) {
      return body.id ? update(actor, body.id, body) : create(actor, body);
    },

    /**
     * Signs in for real. A stored mailbox (`id` alone) is marked active or broken by the outcome;
     * settings not saved yet (with or without `id`, stored passwords filling the gaps) change nothing.
     */
    async check(actor: Actor, body: CheckMailbox): Promise<{ message: string; data: ConnectionCheck }> {
      const row = body.id ? await findRow(actor, body.id) : null;
      let steps: ConnectionStep[];
      if (row && !body.smtp && !body.imap) {
        steps = await checkStored(row);
        const changes: Partial<typeof mailboxes.$inferInsert> = { lastCheckedAt: clock.now() };
        if (row.status !== 'deactivated') {
          const reason = failureOf(steps);
          Object.assign(
            changes,
            reason ? { status: 'broken', statusReason: reason } : { status: 'active', statusReason: '' },
          );
        }
        await db.update(mailboxes).set(changes).where(eq(mailboxes.id, row.id));
      } else {
        if (row && row.kind !== 'smtp') throw refused('Only SMTP + IMAP mailboxes have server settings.');
        const secrets = row ? storedSecretsOf(row) : null;
        const smtp = accountFor('smtp', body.smtp, row && body.smtp ? row : null, secrets?.smtpPassword ?? null);
        const imap = accountFor('imap', body.imap, row && body.imap ? row : null, secrets?.imapPassword ?? null);
        steps = await checkSmtpImap({ smtp, imap }, checkOptions);
      }
      const failure = failureOf(steps);
      return {
        message: failure ? `The connection failed. ${failure}` : 'The connection works.',
        data: { ok: failure === null, steps },
      };
    },

    /** Switches a mailbox off, or on again after signing in for real (422 with the reason when that fails). */
    async setActive(actor: Actor, body: { id: string; active: boolean }) {
      const row = await findRow(actor, body.id);
      const now = clock.now();
      if (!body.active) {
        if (row.status === 'deactivated')
          return { message: `${row.email} is already switched off.`, data: await viewOf(actor, row.id) };
        await db
          .update(mailboxes)
          .set({ status: 'deactivated', statusReason: 'Switched off by the team.', updatedAt: now })
          .where(eq(mailboxes.id, row.id));
        return { message: `Switched off ${row.email}: nothing sends from it.`, data: await viewOf(actor, row.id) };
      }
      if (row.status === 'active') return { message: `${row.email} is already on.`, data: await viewOf(actor, row.id) };
      const failure = failureOf(await checkStored(row));
      if (failure) throw refused(`${row.email} stays off. ${failure}`);
      await db
        .update(mailboxes)
        .set({ status: 'active', statusReason: '', lastCheckedAt: now, updatedAt: now })
        .where(eq(mailboxes.id, row.id));
      return { message: `Switched on ${row.email}.`, data: await viewOf(actor, row.id) };
    },
  };
}
export type MailboxService = ReturnType<typeof createMailboxService>;
