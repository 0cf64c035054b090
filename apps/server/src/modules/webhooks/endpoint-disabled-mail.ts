import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { DisabledEndpoint } from './endpoint-health.ts';

/**
 * Tells whoever added the endpoint (or, when they left, the organisation's owners) that it was
 * disabled after repeated failures; the idempotency key sends it once per disabling.
 */
export async function notifyEndpointDisabled(
  deps: { db: Database; mail: MailTransport; mailFrom: string; appUrl: string },
  endpoint: DisabledEndpoint,
): Promise<void> {
  const creator = endpoint.createdBy
    ? await deps.db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(and(eq(users.id, endpoint.createdBy), eq(users.status, 'active')))
    : [];
  const recipients =
    creator.length > 0
      ? creator
      : await deps.db
          .select({ email: users.email, name: users.name })
          .from(users)
          .where(
            and(eq(users.organisationId, endpoint.organisationId), eq(users.role, 'owner'), eq(users.status, 'active')),
          );
  const link = `${deps.appUrl}/settings/webhooks`;
  for (const recipient of recipients) {
    await deps.mail.send({
      organisationId: endpoint.organisationId,
      kind: 'webhook-disabled',
      idempotencyKey: `webhook-disabled:${endpoint.id}:${endpoint.disabledAt.getTime()}:${recipient.email}`,
      from: deps.mailFrom,
      to: recipient.email,
      subject: 'A webhook endpoint was disabled',
      text: [
        `Hello ${recipient.name},`,
        '',
        `Leadpilot stopped sending events to ${endpoint.url}.`,
        endpoint.reason,
        '',
        `Events that were waiting are kept. Once the endpoint answers again, enable it in Settings → Webhooks: ${link}`,
      ].join('\n'),
    });
  }
}
