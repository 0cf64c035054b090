import type { InboxItem, InboxPage, LoginReply } from '@leadpilot/contracts';
import type { TestContext } from '../../../../test/harness.ts';
import { inboundMessages } from '../../../db/schema.ts';
import { sandboxMailbox } from '../../campaigns/campaigns-test-support.ts';
import { sentCampaignMessage } from '../sync/sync-test-support.ts';

/** Fixtures of the inbox's tests: stored inbound messages written straight to the database. */

type InboundValues = Partial<typeof inboundMessages.$inferInsert>;

const minutes = (count: number) => count * 60_000;

/** An organisation's sandbox mailbox and one campaign message it sent to `to`, an hour before the clock. */
export async function campaignThread(context: TestContext, owner: LoginReply, to: string, personId?: string) {
  const mailbox = await sandboxMailbox(context, owner);
  const sentAt = new Date(context.clock.now().getTime() - minutes(60));
  const sent = await sentCampaignMessage(context.db, {
    organisationId: owner.userData.organisation.id,
    mailboxId: mailbox.id,
    to,
    subject: 'Quick question about your pipeline',
    messageId: `<lp.${context.unique()}@acme.test>`,
    sentAt,
    ...(personId ? { personId } : {}),
  });
  return { mailbox, ...sent, sentAt };
}

/**
 * One stored message as the sync and the classifier leave it (a person's reply unless `values`
 * say otherwise), received `minutesAgo` before the clock.
 */
export async function storeInbound(
  context: TestContext,
  base: { organisationId: string; mailboxId: string },
  values: InboundValues & { minutesAgo?: number } = {},
) {
  const { minutesAgo = 5, ...rest } = values;
  const [row] = await context.db
    .insert(inboundMessages)
    .values({
      organisationId: base.organisationId,
      mailboxId: base.mailboxId,
      messageId: `<in.${context.unique()}@globex.test>`,
      providerRef: `sandbox:${context.unique()}`,
      fromAddress: 'grace@globex.test',
      fromName: 'Grace Hopper',
      subject: 'Re: Quick question about your pipeline',
      text: 'Sounds interesting.\n\nCan you send more details?',
      rawSize: 1200,
      receivedAt: new Date(context.clock.now().getTime() - minutes(minutesAgo)),
      kind: 'reply',
      label: 'interested',
      confidence: 0.82,
      evidence: ['Sounds interesting'],
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no inbound message');
  return row;
}

/** A reader of the inbox as `as`. */
export function inboxClient(context: TestContext, as: LoginReply) {
  const token = as.accessToken;
  return {
    list: (query = '') => context.call<InboxPage>('GET', `/api/v1/inbox${query ? `?${query}` : ''}`, { token }),
    ids: async (query = '') => {
      const reply = await context.call<InboxPage>('GET', `/api/v1/inbox${query ? `?${query}` : ''}`, { token });
      if (reply.status !== 200) throw new Error(`list failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body.data.map((item: InboxItem) => item.id);
    },
    get: <T = Record<string, unknown>>(path: string) => context.call<T>('GET', `/api/v1/inbox${path}`, { token }),
    post: <T = Record<string, unknown>>(path: string, body?: unknown) =>
      context.call<T>('POST', `/api/v1/inbox${path}`, { token, ...(body === undefined ? {} : { body }) }),
    put: <T = Record<string, unknown>>(path: string, body: unknown) =>
      context.call<T>('PUT', `/api/v1/inbox${path}`, { token, body }),
    remove: (id: string) => context.call('DELETE', `/api/v1/inbox/${id}`, { token }),
  };
}
