import type { Database } from '../../../db/client.ts';
import type { enrolments } from '../../../db/schema.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  compileTemplate,
  knownFieldKeys,
  loadOrganisationMergeValues,
  type MergeValues,
  renderCompiled,
} from '../../templates/index.ts';
import { mergeValuesOf, threadedSubject } from './compose-message.ts';
import { prospectOf, threadOf } from './ledger-reads.ts';

/** A scheduled send, as a list of the queue reads it. */
export interface ScheduledSend {
  ledgerId: string;
  enrolment: typeof enrolments.$inferSelect;
  step: { newThread: boolean };
  /** The variant's subject as written; null before a variant is chosen. */
  variantSubject: string | null;
  /** The thread's sender when it is known (before the first send the engine picks one). */
  mailbox: { email: string; senderName: string } | null;
}

function renderSubject(subject: string, values: MergeValues): string {
  try {
    const compiled = compileTemplate({ subject, html: '' }, knownFieldKeys(Object.keys(values)));
    return renderCompiled(compiled, values, 'preview').subject;
  } catch (error) {
    // A subject the engine cannot render holds the prospect with the reason when it is due: shown as written.
    if (error instanceof AppError) return subject;
    throw error;
  }
}

/**
 * The subject each scheduled send will carry, by ledger id, as composeMessage writes it: the
 * variant's subject rendered with the prospect's merge values, or on a reply in the thread "Re: "
 * and the subject the thread's first message was sent with. A field with no value shows as
 * `[field]` (the engine would hold the prospect until it has one).
 */
export async function scheduledSubjects(db: Database, sends: ScheduledSend[]): Promise<Map<string, string>> {
  const threads = await threadOf(db, [...new Set(sends.map((send) => send.enrolment.id))]);
  const organisationIds = [...new Set(sends.map((send) => send.enrolment.organisationId))];
  const organisationValues = new Map(
    await Promise.all(organisationIds.map(async (id) => [id, await loadOrganisationMergeValues(db, id)] as const)),
  );
  return new Map(
    sends.map((send) => {
      const values = mergeValuesOf(
        prospectOf(send.enrolment),
        send.mailbox,
        organisationValues.get(send.enrolment.organisationId),
      );
      const own = send.variantSubject ? renderSubject(send.variantSubject, values) : '';
      const { subject } = threadedSubject(send.step, threads.get(send.enrolment.id) ?? [], own);
      return [send.ledgerId, subject];
    }),
  );
}
