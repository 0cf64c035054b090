import type { EmailChecks } from './email-verification-types.ts';
import type { SmtpProbeResult } from './smtp-prober.ts';
import type { SmtpReply } from './smtp-reply-reader.ts';

const isAccepted = (reply: SmtpReply) => reply.code === 250 || reply.code === 251;
const isTemporary = (reply: SmtpReply) => reply.code >= 400 && reply.code < 500;
/** 550/551/553 or an addressing status (5.1.x) says "no such mailbox"; a policy status (5.7.x) says "not you". */
const isMailboxRejected = (reply: SmtpReply) =>
  !reply.enhancedCode?.startsWith('5.7.') &&
  ([550, 551, 553].includes(reply.code) || (reply.code >= 500 && reply.enhancedCode?.startsWith('5.1.') === true));

/** Turns the SMTP dialogue into the `smtp` and `catchAll` checks. */
export function interpretSmtpProbe(result: SmtpProbeResult): Pick<EmailChecks, 'smtp' | 'catchAll'> {
  switch (result.kind) {
    case 'timeout':
      return { smtp: 'timeout', catchAll: null };
    case 'unreachable':
      return { smtp: 'unreachable', catchAll: null };
    case 'refused':
      return { smtp: isTemporary(result.reply) ? 'temporary' : 'blocked', catchAll: null };
    case 'answered': {
      const { recipient, catchAll } = result;
      if (isAccepted(recipient)) {
        // No clear answer about the made-up mailbox (a timeout, a 4xx) leaves catch-all unknown.
        const isCatchAll = catchAll === null ? null : isAccepted(catchAll) ? true : catchAll.code >= 500 ? false : null;
        return { smtp: 'accepted', catchAll: isCatchAll };
      }
      if (isTemporary(recipient)) return { smtp: 'temporary', catchAll: null };
      if (isMailboxRejected(recipient)) return { smtp: 'rejected', catchAll: null };
      return { smtp: 'blocked', catchAll: null };
    }
  }
}
