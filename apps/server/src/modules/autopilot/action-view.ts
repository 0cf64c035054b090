import {
  type AutopilotAction,
  autopilotEscalationSchema,
  autopilotReasonSchema,
  autopilotSourcesSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { autopilotActions } from '../../db/schema.ts';

type ActionRow = typeof autopilotActions.$inferSelect;

const emptySources = { label: null, confidence: 0, factIds: [], facts: [], slotStarts: [], escalations: [] };

/** A stored JSON column read back through its schema; anything unreadable shows as empty. */
function readBack<T extends z.ZodType>(schema: T, value: unknown, fallback: z.output<T>): z.output<T> {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One action as the approval queue and the prospect's history show it. */
export function actionView(
  row: ActionRow,
  names: { campaignName: string; decidedByName: string | null; stepPosition?: number | null },
): AutopilotAction {
  return {
    id: row.id,
    campaignId: row.campaignId,
    campaignName: names.campaignName,
    enrolmentId: row.enrolmentId,
    inboundMessageId: row.inboundMessageId,
    prospect: { email: row.prospectEmail, name: row.prospectName },
    reply: row.replyReceivedAt
      ? { subject: row.replySubject, text: row.replyText, receivedAt: row.replyReceivedAt.toISOString() }
      : null,
    stepNumber: names.stepPosition === null || names.stepPosition === undefined ? null : names.stepPosition + 1,
    kind: row.kind,
    status: row.status,
    subject: row.subject,
    bodyHtml: row.bodyHtml,
    bodyText: row.bodyText,
    reasons: readBack(z.array(autopilotReasonSchema), row.reasons, []),
    sources: readBack(autopilotSourcesSchema, row.sources, emptySources),
    escalations: readBack(z.array(autopilotEscalationSchema), row.escalations, []),
    followUpOn: row.followUpOn,
    sendAt: iso(row.sendAt),
    sentAt: iso(row.sentAt),
    statusReason: row.statusReason,
    isEditedByPerson: row.isEditedByPerson,
    decidedByName: names.decidedByName ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
