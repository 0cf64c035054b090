import type { SentMessageRef, ThreadReads } from './sync-store.ts';

const day = 86_400_000;

/** How far back a reply without threading headers is matched by its sender and subject. */
export const subjectMatchDays = 60;

/**
 * Reply and forward prefixes in the languages mail clients write them (Re:, AW:, SV:, Fwd:, WG:,
 * TR:, 回复: …), with an optional count (`Re[2]:`), and tags such as `[EXTERNAL]` before them.
 */
const prefix =
  /^\s*(?:\[[^\]]{0,40}\]\s*)*(?:re|aw|sv|vs|antw|antwort|ref|réf|rif|res|fw|fwd|wg|tr|rv|enc|odp|vl|回复|回覆|答复|转发|轉寄)\s*(?:\[\d+\]|\(\d+\))?\s*[:：]\s*/iu;
const leadingTags = /^\s*(?:\[[^\]]{0,40}\]\s*)+/u;

/** A subject without its reply and forward prefixes, spaces collapsed, lower-cased: how a thread's subjects compare. */
export function normaliseSubject(subject: string): string {
  let rest = subject.normalize('NFKC');
  for (let guard = 0; guard < 20; guard += 1) {
    const next = rest.replace(prefix, '');
    if (next === rest) break;
    rest = next;
  }
  return rest.replace(leadingTags, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The Message-IDs a threading header names (`<a@b> <c@d>`), in order; a bare id gets its brackets. */
export function messageIdsIn(header: string | null | undefined): string[] {
  if (!header) return [];
  const bracketed = header.match(/<[^<>\s]+>/g);
  if (bracketed) return bracketed;
  return header
    .split(/[\s,]+/)
    .filter((token) => token.includes('@'))
    .map((token) => `<${token}>`);
}

export interface ThreadQuestion {
  organisationId: string;
  mailboxId: string;
  fromAddress: string;
  subject: string;
  inReplyTo: string | null;
  references: string;
  receivedAt: Date;
}

export type ThreadMatch = SentMessageRef & { matchedBy: 'header' | 'sender_subject' };

/**
 * The campaign message a reply answers: first the one its In-Reply-To names, then any its
 * References name (the newest first); without either, the newest message we sent its sender in the
 * last 60 days whose subject is the reply's without "Re:" and the like, the same mailbox's first.
 */
export async function matchThread(question: ThreadQuestion, reads: ThreadReads): Promise<ThreadMatch | null> {
  const ids = [...new Set([...messageIdsIn(question.inReplyTo), ...messageIdsIn(question.references).reverse()])];
  if (ids.length > 0) {
    const sent = await reads.sentByMessageIds(question.organisationId, ids);
    for (const id of ids) {
      const found = sent.find((message) => message.messageId === id);
      if (found) return { ...refOf(found), matchedBy: 'header' };
    }
  }
  const subject = normaliseSubject(question.subject);
  if (!subject || !question.fromAddress) return null;
  const since = new Date(question.receivedAt.getTime() - subjectMatchDays * day);
  const candidates = (await reads.sentTo(question.organisationId, question.fromAddress, since, question.receivedAt))
    .filter((message) => normaliseSubject(message.subject) === subject)
    .sort(
      (a, b) =>
        Number(b.mailboxId === question.mailboxId) - Number(a.mailboxId === question.mailboxId) ||
        b.sentAt.getTime() - a.sentAt.getTime(),
    );
  const best = candidates[0];
  return best ? { ...refOf(best), matchedBy: 'sender_subject' } : null;
}

function refOf(message: SentMessageRef): SentMessageRef {
  return {
    sendLedgerId: message.sendLedgerId,
    enrolmentId: message.enrolmentId,
    campaignId: message.campaignId,
    personId: message.personId,
  };
}
