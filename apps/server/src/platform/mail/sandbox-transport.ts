import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { sandboxMessages } from '../../db/schema.ts';
import type { MailTransport } from './mail-transport.ts';

/** Keeps every message in the database instead of sending it: invitations and campaigns work offline. */
export function createSandboxTransport(db: Database): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'sandbox',
    async send(mail) {
      const composed = await composer.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
        ...(mail.references ? { references: mail.references } : {}),
        ...(mail.calendarEvent ? { icalEvent: mail.calendarEvent } : {}),
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
        headers: { ...mail.headers, 'X-Leadpilot-Kind': mail.kind },
      });
      const raw = Buffer.isBuffer(composed.message) ? composed.message.toString('utf8') : '';
      const inserted = await db
        .insert(sandboxMessages)
        .values({
          organisationId: mail.organisationId,
          idempotencyKey: mail.idempotencyKey,
          kind: mail.kind,
          fromAddress: mail.from,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          raw,
        })
        .onConflictDoNothing({ target: sandboxMessages.idempotencyKey })
        .returning({ id: sandboxMessages.id });
      const row = inserted[0];
      return row ? { messageId: row.id, duplicate: false } : { messageId: '', duplicate: true };
    },
  };
}
