import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../../test/closed-port.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type MailServers, startMailServers } from '../../../test/mail-servers.ts';
import { mailboxes, mailboxSends, warmupMessages } from '../../db/schema.ts';
import { loopbackAllowedGuard } from '../../platform/outbound/outbound-test-support.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createMailboxClientFactory, sealSmtpImapSecrets } from '../mailboxes/index.ts';
import { createDatabaseWarmupEngine, type WarmupEngine } from './warmup-engine.ts';

const alice = { address: 'alice@warm.test', password: 'alice-pass-Warm-41' };
const bob = { address: 'bob@warm.test', password: 'bob-pass-Warm-77' };
const carl = { address: 'carl@warm.test', password: 'carl-pass-Right-12' };
const hour = 3_600_000;

let servers: MailServers;
let context: TestContext;
let engine: WarmupEngine;
const logLines: string[] = [];
const secretBox = () => createSecretBox(context.config.ENCRYPTION_KEY);
let junked = 0;

beforeAll(async () => {
  servers = await startMailServers({
    users: [alice, bob, carl],
    // The receiving server's filter puts the first message Alice sends to Bob in Junk.
    junkWhen: (message) => message.to === bob.address && message.from === alice.address && junked++ === 0,
  });
  context = await createTestContext();
  engine = createDatabaseWarmupEngine({
    db: context.db,
    clock: context.clock,
    clients: createMailboxClientFactory({
      db: context.db,
      secretBox: secretBox(),
      timeoutMs: 5000,
      guard: loopbackAllowedGuard(),
    }),
    tokenSecret: context.config.JWT_SECRET,
    missingAfterMs: 3 * hour,
    replyPercent: 30,
    log: {
      info: (details, message) => logLines.push(`${message} ${JSON.stringify(details)}`),
      warn: (details, message) => logLines.push(`${message} ${JSON.stringify(details)}`),
    },
  });
});
afterAll(async () => {
  await context?.close();
  await servers?.stop();
});

/** An SMTP + IMAP mailbox of a new organisation, its password sealed as the app stores it. */
async function addSmtpMailbox(user: { address: string; password: string }, options: { smtpPort?: number } = {}) {
  const owner = await context.signup();
  const id = randomUUID();
  // The loopback servers offer no STARTTLS: plain text is chosen explicitly.
  const server = (port: number) => ({
    host: servers.smtp.host,
    port,
    secure: false,
    plainText: true,
    username: user.address,
  });
  await context.db.insert(mailboxes).values({
    id,
    organisationId: owner.userData.organisation.id,
    mode: 'Email',
    kind: 'smtp',
    email: user.address,
    smtpSettings: server(options.smtpPort ?? servers.smtp.port),
    imapSettings: server(servers.imap.port),
    secretCiphertext: sealSmtpImapSecrets(secretBox(), id, {
      smtpPassword: user.password,
      imapPassword: user.password,
    }),
  });
  const started = await context.call('POST', '/api/v1/organisation/emails/warmup', {
    token: owner.accessToken,
    body: { id, enabled: true, dailyTarget: 10 },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return id;
}

describe('warm-up between SMTP + IMAP mailboxes on real mail servers', () => {
  it('finds a message the filter put in Junk, records it as spam and moves it back to the inbox', async () => {
    const start = new Date('2026-05-04T00:00:00Z');
    context.clock.set(start);
    const aliceId = await addSmtpMailbox(alice);
    const bobId = await addSmtpMailbox(bob);

    for (let time = start.getTime(); time < start.getTime() + 24 * hour; time += hour) {
      context.clock.set(new Date(time));
      await engine.runWarmupTick();
    }
    // A tick checks what was sent before it, so what the day's last tick sent is checked by the next
    // one: check once more after the day, without sending (the send times vary from run to run).
    const dayAfter = new Date(start.getTime() + 24 * hour);
    context.clock.set(dayAfter);
    await engine.checkArrivals(dayAfter);

    const sent = await context.db.select().from(warmupMessages);
    const fromAlice = sent.filter((message) => message.fromMailboxId === aliceId);
    const fromBob = sent.filter((message) => message.fromMailboxId === bobId);
    expect(fromAlice.length).toBe(2);
    expect(fromBob.length).toBe(2);
    expect(servers.accepted()).toBe(4);

    const [first, second] = fromAlice.sort((one, other) => one.sentAt.getTime() - other.sentAt.getTime());
    expect(first).toMatchObject({ landedIn: 'spam', toMailboxId: bobId });
    expect(first?.rescuedAt).toBeInstanceOf(Date);
    expect(first?.openedAt).toBeInstanceOf(Date);
    expect(second).toMatchObject({ landedIn: 'inbox', rescuedAt: null });
    expect(fromBob.every((message) => message.landedIn === 'inbox' && message.openedAt !== null)).toBe(true);

    // The rescued message now sits in Bob's inbox, with its warm-up header; Junk is empty.
    expect(await servers.messagesIn(bob.address, 'Junk')).toEqual([]);
    const inbox = await servers.messagesIn(bob.address, 'INBOX');
    expect(inbox.some((raw) => raw.includes(`X-Leadpilot-Warmup: ${first?.token}`))).toBe(true);
    expect(inbox.every((raw) => !/https?:\/\//.test(raw))).toBe(true);
  });

  it('logs a refused password and an unreachable server in plain words, without the password, and records nothing', async () => {
    // The first pair rests, so the two below can only write to each other.
    await context.db.update(mailboxes).set({ warmupEnabled: false }).where(eq(mailboxes.kind, 'smtp'));
    const wrongPassword = await addSmtpMailbox({ address: carl.address, password: 'carl-WRONG-secret-93' });
    const unreachable = await addSmtpMailbox(
      { address: 'dana@warm.test', password: 'dana-secret-Pw-58' },
      { smtpPort: await closedPort() },
    );
    const start = new Date('2026-05-11T09:00:00Z');
    logLines.length = 0;
    for (let step = 0; step < 6; step += 1) {
      context.clock.set(new Date(start.getTime() + step * hour));
      await engine.runWarmupTick();
    }

    const ids = [wrongPassword, unreachable];
    expect(await context.db.select().from(warmupMessages).where(inArray(warmupMessages.fromMailboxId, ids))).toEqual(
      [],
    );
    expect(await context.db.select().from(mailboxSends).where(inArray(mailboxSends.mailboxId, ids))).toEqual([]);
    const [carlRow] = await context.db.select().from(mailboxes).where(eq(mailboxes.id, wrongPassword));
    expect(carlRow?.status).toBe('broken');
    expect(carlRow?.statusReason).not.toBe('');
    const [danaRow] = await context.db.select().from(mailboxes).where(eq(mailboxes.id, unreachable));
    expect(danaRow?.status).toBe('active');

    const failures = logLines.filter((line) => line.startsWith('warm-up step failed'));
    expect(failures.some((line) => line.includes(wrongPassword))).toBe(true);
    expect(failures.some((line) => line.includes(unreachable))).toBe(true);
    const text = logLines.join('\n');
    for (const secret of ['carl-WRONG-secret-93', 'dana-secret-Pw-58', carl.password]) {
      expect(text).not.toContain(secret);
    }
  });
});
