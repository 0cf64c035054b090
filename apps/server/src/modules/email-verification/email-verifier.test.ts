import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, testConfig } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { emailVerifications } from '../../db/schema.ts';
import { createManualClock, days, seconds } from '../../platform/clock.ts';
import { verificationReasons } from './decide-verification.ts';
import { findStoredVerification } from './email-verification-repository.ts';
import { type EmailVerificationWorld, startEmailVerificationWorld } from './email-verification-test-support.ts';
import { createEmailVerifier } from './email-verifier.ts';

let world: EmailVerificationWorld;
let database: DatabaseHandle;

beforeAll(async () => {
  [world, database] = await Promise.all([startEmailVerificationWorld(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([world?.close(), database?.close()]);
});
beforeEach(async () => {
  await database.db.delete(emailVerifications);
});

function verifierFor(environment: Record<string, string> = {}) {
  const clock = createManualClock();
  const verifier = createEmailVerifier({ db: database.db, clock, config: testConfig(world.environment(environment)) });
  return { clock, verifyEmail: verifier.verifyEmail };
}

/** SMTP sessions the answering server sees while `run` runs. */
async function sessionsDuring(run: () => Promise<unknown>) {
  const before = world.smtp.sessions().length;
  await run();
  return world.smtp.sessions().slice(before);
}

describe('verifying an email address', () => {
  it('verifies a mailbox the server accepts, at a domain that is not catch-all, and stores it lower-cased', async () => {
    const { clock, verifyEmail } = verifierFor();
    const result = await verifyEmail('  Ada@Example.TEST ');
    expect(result).toEqual({
      address: 'ada@example.test',
      status: 'verified',
      reason: 'The mail server confirmed that this mailbox exists.',
      checks: { syntax: 'valid', disposable: false, role: false, mx: 'found', smtp: 'accepted', catchAll: false },
      mxHost: 'mx.example.test',
      checkedAt: clock.now(),
    });
    expect(await findStoredVerification(database.db, 'ada@example.test')).toEqual(result);
  });

  it('calls a catch-all domain risky, having asked about a random mailbox in the same session', async () => {
    const { verifyEmail } = verifierFor();
    let result: Awaited<ReturnType<typeof verifyEmail>> | undefined;
    const [session] = await sessionsDuring(async () => {
      result = await verifyEmail('grace@catchall.test');
    });
    expect(result).toMatchObject({
      status: 'risky',
      reason: 'The mail server accepts every address at this domain (catch-all).',
      checks: { smtp: 'accepted', catchAll: true },
    });
    expect(session?.commands).toEqual(['EHLO', 'MAIL', 'RCPT', 'RCPT', 'QUIT']);
    expect(session?.recipients.map((recipient) => recipient.address)).toEqual([
      'grace@catchall.test',
      expect.stringMatching(/^[0-9a-f]{16}@catchall\.test$/),
    ]);
  });

  it('calls a role address risky even when the mailbox exists; catch-all is named first', async () => {
    const { verifyEmail } = verifierFor();
    expect(await verifyEmail('info@example.test')).toMatchObject({
      status: 'risky',
      reason: 'This is a role address (such as info@ or sales@) shared by a team, not a person.',
      checks: { role: true, smtp: 'accepted', catchAll: false },
    });
    expect(await verifyEmail('sales@catchall.test')).toMatchObject({
      status: 'risky',
      reason: verificationReasons.catchAll,
      checks: { role: true, catchAll: true },
    });
  });

  it('calls a disposable provider risky without asking DNS or any mail server', async () => {
    const { verifyEmail } = verifierFor();
    const questionsBefore = world.dns.questions.length;
    let result: Awaited<ReturnType<typeof verifyEmail>> | undefined;
    const sessions = await sessionsDuring(async () => {
      result = await verifyEmail('someone@mailinator.com');
    });
    expect(result).toMatchObject({
      status: 'risky',
      reason: 'The address is at a disposable (throwaway) email provider.',
      checks: { syntax: 'valid', disposable: true, role: null, mx: null, smtp: null, catchAll: null },
      mxHost: null,
    });
    expect(world.dns.questions.length).toBe(questionsBefore);
    expect(sessions).toEqual([]);
  });

  it('calls a malformed address invalid with the reason, and stores nothing', async () => {
    const { verifyEmail } = verifierFor();
    expect(await verifyEmail('ada..lovelace@example.test')).toMatchObject({
      status: 'invalid',
      reason: 'The part before the @ sign contains characters or dots that are not allowed.',
      checks: { syntax: 'invalid', mx: null },
    });
    expect(await verifyEmail('jörg@example.test')).toMatchObject({
      status: 'unknown',
      checks: { syntax: 'unsupported' },
    });
    expect(await database.db.select().from(emailVerifications)).toEqual([]);
  });

  it('calls a mailbox the server refuses invalid', async () => {
    const { verifyEmail } = verifierFor();
    expect(await verifyEmail('nobody@example.test')).toMatchObject({
      status: 'invalid',
      reason: 'The mail server says this mailbox does not exist.',
      checks: { mx: 'found', smtp: 'rejected', catchAll: null },
    });
  });

  it('calls a domain that does not exist, one without mail records and one with a null MX invalid', async () => {
    const { verifyEmail } = verifierFor();
    const sessions = await sessionsDuring(async () => {
      expect(await verifyEmail('ada@missing.test')).toMatchObject({
        status: 'invalid',
        reason: 'The domain does not exist.',
        checks: { mx: 'no-domain', smtp: null },
      });
      expect(await verifyEmail('ada@nomail.test')).toMatchObject({
        status: 'invalid',
        reason: 'The domain has no mail server (no MX or address record).',
        checks: { mx: 'no-mail-host' },
      });
      expect(await verifyEmail('ada@nullmx.test')).toMatchObject({
        status: 'invalid',
        reason: 'The domain declares that it accepts no email (null MX).',
        checks: { mx: 'null-mx', smtp: null },
        mxHost: null,
      });
    });
    expect(sessions).toEqual([]);
  });

  it('probes the domain itself when it has no MX but an address (implicit MX), and skips an MX without one', async () => {
    const { verifyEmail } = verifierFor();
    expect(await verifyEmail('ada@implicit.test')).toMatchObject({
      status: 'verified',
      checks: { mx: 'implicit', smtp: 'accepted' },
      mxHost: 'implicit.test',
    });
    expect(await verifyEmail('ada@backup.test')).toMatchObject({ status: 'verified', mxHost: 'mx2.backup.test' });
  });

  it('answers unknown for temporary failures, policy blocks, refused and closed servers', async () => {
    const { verifyEmail } = verifierFor();
    expect(await verifyEmail('greylisted@example.test')).toMatchObject({
      status: 'unknown',
      reason: 'The mail server answered with a temporary failure; try again later.',
      checks: { smtp: 'temporary' },
    });
    expect(await verifyEmail('policy@example.test')).toMatchObject({
      status: 'unknown',
      reason: 'The mail server refused our check; it may block address verification.',
      checks: { smtp: 'blocked' },
    });
    expect(await verifyEmail('ada@blocking.test')).toMatchObject({ status: 'unknown', checks: { smtp: 'blocked' } });
    expect(await verifyEmail('ada@closed.test')).toMatchObject({
      status: 'unknown',
      reason: 'The mail server could not be reached.',
      checks: { smtp: 'unreachable' },
    });
  });

  it('answers unknown when the mail server or the DNS server never answers', async () => {
    const { verifyEmail } = verifierFor({ EMAIL_VERIFY_TIMEOUT_MS: '300' });
    expect(await verifyEmail('ada@silent.test')).toMatchObject({
      status: 'unknown',
      reason: 'The mail server did not answer in time.',
      checks: { mx: 'found', smtp: 'timeout' },
      mxHost: 'mx.silent.test',
    });
    expect(world.silent.connections()).toBeGreaterThan(0);
    expect(await verifyEmail('ada@dnsdown.test')).toMatchObject({
      status: 'unknown',
      reason: "The domain's DNS could not be read right now; try again later.",
      checks: { mx: 'failed', smtp: null },
    });
  });
});

describe('throttling probes', () => {
  it('allows N probes per domain per minute, then answers unknown without probing or storing', async () => {
    const { clock, verifyEmail } = verifierFor({ EMAIL_VERIFY_PROBES_PER_DOMAIN_PER_MINUTE: '3' });
    for (const person of ['person1', 'person2', 'person3']) {
      expect((await verifyEmail(`${person}@busy.test`)).status).toBe('verified');
    }
    const sessions = await sessionsDuring(async () => {
      expect(await verifyEmail('person4@busy.test')).toMatchObject({
        status: 'unknown',
        reason: 'Too many checks at this domain right now; try again later.',
        checks: { mx: 'found', smtp: 'throttled' },
      });
    });
    expect(sessions).toEqual([]);
    expect(await findStoredVerification(database.db, 'person4@busy.test')).toBeNull();
    clock.advance(seconds(60));
    expect((await verifyEmail('person4@busy.test')).status).toBe('verified');
  });

  it('allows one probe at a time per mail host', async () => {
    const { verifyEmail } = verifierFor();
    world.closeGate();
    const before = world.smtp.sessions().length;
    const slow = verifyEmail('slow@shared-one.test');
    await vi.waitFor(() => expect(world.smtp.sessions().slice(before)[0]?.commands).toContain('RCPT'));
    expect(await verifyEmail('person@shared-two.test')).toMatchObject({
      status: 'unknown',
      reason: verificationReasons.throttled,
      mxHost: 'mx.shared.test',
    });
    world.openGate();
    expect((await slow).status).toBe('verified');
    expect((await verifyEmail('person@shared-two.test')).status).toBe('verified');
  });
});

describe('the verification cache', () => {
  it('answers from the table until the verdict is older than the maximum age, then checks again', async () => {
    const { clock, verifyEmail } = verifierFor({ EMAIL_VERIFY_MAX_AGE_DAYS: '30' });
    const first = await verifyEmail('ada@example.test');
    clock.advance(days(29));
    const cached = await sessionsDuring(async () => {
      expect(await verifyEmail('ADA@example.test')).toEqual(first);
    });
    expect(cached).toEqual([]);
    clock.advance(days(1));
    const rechecked = await sessionsDuring(async () => {
      expect((await verifyEmail('ada@example.test')).checkedAt).toEqual(clock.now());
    });
    expect(rechecked).toHaveLength(1);
    expect((await findStoredVerification(database.db, 'ada@example.test'))?.checkedAt).toEqual(clock.now());
  });

  it('takes a maximum age per call, and always re-checks an unknown verdict', async () => {
    const { clock, verifyEmail } = verifierFor();
    await verifyEmail('ada@example.test');
    clock.advance(days(2));
    const sessions = await sessionsDuring(async () => {
      await verifyEmail('ada@example.test', { maxAgeDays: 3 });
      await verifyEmail('ada@example.test', { maxAgeDays: 1 });
      await verifyEmail('greylisted@example.test');
      await verifyEmail('greylisted@example.test');
    });
    expect(sessions).toHaveLength(3);
    expect(await findStoredVerification(database.db, 'greylisted@example.test')).toMatchObject({ status: 'unknown' });
  });

  it('runs one check for simultaneous calls about the same address', async () => {
    const { verifyEmail } = verifierFor();
    const sessions = await sessionsDuring(async () => {
      const results = await Promise.all([verifyEmail('person9@example.test'), verifyEmail('Person9@example.test')]);
      expect(results.map((result) => result.status)).toEqual(['verified', 'verified']);
    });
    expect(sessions).toHaveLength(1);
  });
});

describe('the SMTP dialogue', () => {
  it('never sent DATA in any session of this file, only EHLO, MAIL, RCPT and QUIT', () => {
    expect(world.smtp.sessions().length).toBeGreaterThan(10);
    expect(world.smtp.dataCommands()).toBe(0);
    for (const session of world.smtp.sessions()) {
      expect(session.commands.every((command) => ['EHLO', 'MAIL', 'RCPT', 'QUIT'].includes(command))).toBe(true);
      expect(session.commands.at(-1)).toBe('QUIT');
      expect(session.mailFrom).toBe('verify@leadpilot.test');
      expect(session.heloName).toBe('leadpilot.test');
    }
  });
});
