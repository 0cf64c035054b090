import { AppError } from '../../../platform/errors.ts';
import type { AiWriterService } from '../../ai-writer/index.ts';
import type { ClaimedSend } from './send-store.ts';

/**
 * A variant the AI writer drafts per prospect: the engine asks for this send's email before it is
 * composed. `retry` says whether the send waits and is tried again (credits, a writer error) or the
 * prospect is held until a person acts; `reason` is said in the log (the engine adds when it retries).
 */
export type DraftOutcome =
  | { ok: true; subject: string; bodyHtml: string; facts: DraftFact[]; recordValues: Record<string, string> }
  | { ok: false; reason: string; retry: boolean };

/** A fact the writer used and where it came from (prospect, company, news, intent, offer…). */
export interface DraftFact {
  source: string;
  label: string;
  value: string;
}

/** The engine's narrow face of the AI writer. */
export type SendDraftWriter = (send: ClaimedSend) => Promise<DraftOutcome>;

/**
 * Drafts through the AI writer service: one draft and one charge per send, because the request
 * is named after the send's ledger row (the writer answers a repeated request with the stored draft
 * and spends nothing again). Charged to the campaign's owner, as their other AI work is.
 */
export function createSendDraftWriter(writer: Pick<AiWriterService, 'writeForSend'>): SendDraftWriter {
  return async (send) => {
    const brief = send.variant?.aiBrief;
    if (!brief) return { ok: false, retry: false, reason: 'This step has no brief for the AI writer.' };
    if (!send.ownerUserId) {
      return {
        ok: false,
        retry: false,
        reason:
          'Held: the campaign has no owner to charge its AI drafts to. Give it an owner, then resume this prospect.',
      };
    }
    try {
      const reply = await writer.writeForSend({
        organisationId: send.organisationId,
        userId: send.ownerUserId,
        requestId: `campaign-send:${send.ledgerId}`,
        personId: send.personId,
        brief,
      });
      return {
        ok: true,
        subject: reply.data.subject,
        bodyHtml: reply.data.html,
        facts: reply.data.factsUsed,
        recordValues: reply.recordValues,
      };
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        return { ok: false, retry: true, reason: `Not sent: the AI draft could not be written (${error.message}).` };
      }
      return {
        ok: false,
        retry: true,
        reason: `Not sent: the AI writer failed (${(error as Error).name}).`,
      };
    }
  };
}
