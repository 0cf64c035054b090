import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { salesInquiries, users } from '../../db/schema.ts';
import type { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { AppError } from '../../platform/errors.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { Queue } from '../../platform/queue.ts';
import { salesInquiryNotifyJob } from './sales-inquiry.jobs.ts';
import { renderSalesInquiryEmail } from './sales-inquiry-email.ts';

export interface SalesInquiryInput {
  name: string;
  email: string;
  company: string;
  credits?: number | undefined;
  message: string;
}

/** Enterprise "talk to us": stores the inquiry, then a queue job mails every super-admin once. */
export function createSalesInquiryService(deps: {
  db: Database;
  config: Pick<Config, 'MAIL_FROM'>;
  queue: Queue;
  mail: MailTransport;
  limiter: AttemptLimiter;
}) {
  const { db, config, queue, mail, limiter } = deps;

  async function notify(inquiryId: string) {
    const [inquiry] = await db.select().from(salesInquiries).where(eq(salesInquiries.id, inquiryId));
    if (!inquiry) return;
    const admins = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.isSuperAdmin, true), eq(users.status, 'active')));
    const content = renderSalesInquiryEmail(inquiry);
    for (const admin of admins) {
      await mail.send({
        organisationId: null,
        kind: 'sales-inquiry',
        idempotencyKey: `sales-inquiry:${inquiry.id}:${admin.id}`,
        from: config.MAIL_FROM,
        to: admin.email,
        ...content,
      });
    }
  }

  return {
    async submit(input: SalesInquiryInput, ip: string) {
      const retryAfterSeconds = await limiter.record(ip);
      if (retryAfterSeconds > 0) {
        throw new AppError('RATE_LIMITED', 'You have sent several messages already. Please try again later.', {
          retryAfterSeconds,
        });
      }
      const [row] = await db
        .insert(salesInquiries)
        .values({
          name: input.name,
          email: input.email,
          company: input.company,
          credits: input.credits ?? null,
          message: input.message,
        })
        .returning({ id: salesInquiries.id });
      if (!row) throw new Error('sales inquiry insert returned nothing');
      await queue.send(salesInquiryNotifyJob, { inquiryId: row.id }, { singletonKey: row.id });
      return { message: 'Thank you! Our sales team will get back to you shortly.', data: { id: row.id } };
    },

    notify,
  };
}
export type SalesInquiryService = ReturnType<typeof createSalesInquiryService>;
