import { describe, expect, it } from 'vitest';
import {
  type MailboxClient,
  MailboxConnectionError,
  type MailboxMessage,
  type MailboxRow,
} from '../mailboxes/index.ts';
import { createWarmupEngine } from './warmup-engine.ts';
import type { WarmupMessenger } from './warmup-messenger.ts';
import type { WarmupClaimInput, WarmupStore } from './warmup-store.ts';

const dayStart = new Date('2026-03-02T00:00:00Z');
const lateInTheDay = new Date('2026-03-02T23:00:00Z');

const mailbox = (id: string): MailboxRow =>
  ({
    id,
    email: `${id}@warm.test`,
    senderName: id,
    status: 'active',
    mode: 'Email',
    warmupEnabled: true,
    warmupStartedAt: dayStart,
    warmupTarget: 30,
    dailyLimit: 50,
    sendingWindow: null,
  }) as unknown as MailboxRow;

/** The engine on an in-memory store and messenger: no database, no mail server. */
function engineWith(refuse: (from: string) => boolean) {
  const warming = [mailbox('alpha'), mailbox('bravo')];
  const claims: (WarmupClaimInput & { id: string })[] = [];
  const broken: string[] = [];
  const sent: { from: string; message: MailboxMessage }[] = [];
  const store: WarmupStore = {
    warmingMailboxes: async () => warming,
    warmupSentSince: async (id, since) =>
      claims.filter((claim) => claim.fromMailboxId === id && claim.sentAt >= since).length,
    sentToday: async (id) => sent.filter((send) => send.from === id).length,
    markBroken: async (id) => {
      broken.push(id);
    },
    claim: async (input) => {
      if (claims.some((claim) => claim.token === input.token)) return undefined;
      const id = `claim-${claims.length}`;
      claims.push({ ...input, id });
      return { id, token: input.token };
    },
    releaseClaim: async (id) => {
      claims.splice(
        claims.findIndex((claim) => claim.id === id),
        1,
      );
    },
    recoverClaims: async () => {},
    pendingArrivals: async () => [],
    recordArrival: async () => false,
    replyCandidates: async () => [],
    sentMessageId: async () => undefined,
    markReplied: async () => {},
    recentPartnerCounts: async () => new Map(),
  };
  const client = {} as MailboxClient;
  const messenger: WarmupMessenger = {
    session: () => ({
      open: async () => client,
      async send(from, _client, message) {
        if (refuse(from.id)) throw new MailboxConnectionError('smtp', 'The server refused the password.', true);
        sent.push({ from: from.id, message });
      },
      close: async () => {},
    }),
  };
  const engine = createWarmupEngine({
    store,
    messenger,
    clock: { now: () => lateInTheDay },
    tokenSecret: 'engine-test-secret',
    missingAfterMs: 3_600_000,
    replyPercent: 30,
    log: { info() {}, warn() {} },
  });
  return { engine, claims, broken, sent };
}

describe('the warm-up engine on its store and messenger', () => {
  it('sends the day’s due messages through the messenger, each claimed in the store under its token', async () => {
    const { engine, claims, sent } = engineWith(() => false);
    expect(await engine.runWarmupTick()).toEqual({ sent: 4, checked: 0, replied: 0 });
    expect(sent.map((send) => send.from).sort()).toEqual(['alpha', 'alpha', 'bravo', 'bravo']);
    expect(sent.map((send) => send.message.headers?.['X-Leadpilot-Warmup']).sort()).toEqual(
      claims.map((claim) => claim.token).sort(),
    );
    expect(sent.every((send) => send.message.idempotencyKey.startsWith('warmup:'))).toBe(true);
  });

  it('gives a refused message’s slot back and marks the mailbox broken, while the others still send', async () => {
    const { engine, claims, broken, sent } = engineWith((from) => from === 'alpha');
    expect(await engine.runWarmupTick()).toEqual({ sent: 2, checked: 0, replied: 0 });
    expect(broken).toEqual(['alpha']);
    expect(claims.every((claim) => claim.fromMailboxId === 'bravo')).toBe(true);
    expect(sent.every((send) => send.from === 'bravo')).toBe(true);
  });
});
