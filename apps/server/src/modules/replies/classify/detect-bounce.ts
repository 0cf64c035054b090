import { decideBounceKind } from './bounce-kind.ts';
import {
  enhancedStatusesIn,
  mostSpecificStatus,
  type RecipientStatus,
  readDeliveryStatus,
  smtpCodeIn,
} from './delivery-status-fields.ts';
import type { BounceVerdict, Classification, InboundMessage } from './types.ts';

/** Local parts that only mail servers send from (Exchange Online signs NDRs as `MicrosoftExchange<hex>`). */
const daemonSender =
  /^(?:mailer-daemon|mail-daemon|mailerdaemon|postmaster|mdaemon|mail-delivery(?:-subsystem)?|maildelivery|microsoftexchange[0-9a-f]{32})@/i;

const failureSubjects =
  /undeliver(?:ed|able)|delivery status notification|failure notice|delivery (?:failure|has failed|delayed)|mail delivery failed|returned mail|returned to sender|delayed mail|warning: message .* delayed|message not delivered|non remis|unzustellbar|nicht zustellbar|zustellung fehlgeschlagen|échec de (?:la )?(?:remise|distribution)|no se puede entregar|no entregado|não entregue|falha na entrega|non recapitabile|onbestelbaar|niet bezorgd/i;

const failurePhrases =
  /could not be delivered|couldn't be delivered|(?:was|were) not delivered|wasn't delivered|wasn't able to deliver|unable to deliver|could not deliver|delivery has failed|permanent error|not yet been delivered|hasn't been delivered yet|delivery to the following recipients failed|had permanent fatal (?:delivery )?errors|message not delivered|konnte nicht (?:an die folgenden Empfänger (?:oder Gruppen )?)?zugestellt werden|Zustellung [^\n]{0,60}fehlgeschlagen|n'a pas pu être (?:remis|distribué|délivré)|échec de la remise|no se (?:pudo|ha podido) entregar|kon niet worden (?:afgeleverd|bezorgd)|não (?:pôde|foi possível) ser entregue/i;

/** Where a failure notice starts quoting the message that failed: the campaign's own words come after. */
const originalMessageStart =
  /^(?:-+ ?(?:below this line is a copy of the message|this is a copy of the message|original message)|original message headers:|-+ ?the original message)/im;

/**
 * Stage 1: is this a delivery report? A `message/delivery-status` part decides on its own; without
 * one, the sender must be a mail server (or the subject a failure notice with an `X-Failed-Recipients`
 * header) and the text must say the message was not delivered. A person who writes "your email
 * came back undelivered" is neither, so it stays a reply.
 */
export function detectBounce(message: InboundMessage): Classification | undefined {
  const humanText = beforeOriginalMessage(message.text);
  const recipients = (message.deliveryStatus ?? []).flatMap(readDeliveryStatus);
  const failed = recipients.find((recipient) => recipient.action?.toLowerCase() === 'failed');
  const reported = failed ?? recipients.find((recipient) => recipient.action?.toLowerCase() === 'delayed');
  if (reported) return fromReport(reported, humanText);
  if (recipients.length > 0) return undefined; // a report of delivery (`delivered`, `relayed`) is not a bounce

  const isDaemon = daemonSender.test(message.from.address);
  const subject = failureSubjects.exec(message.subject)?.[0];
  const phrase = failurePhrases.exec(humanText)?.[0];
  const failedRecipients = message.headers['x-failed-recipients'];
  const isNdr = message.headers['x-ms-exchange-message-is-ndr'] !== undefined;
  // A mail server's notice names a status: a failure subject, failure words and a status code
  // together are one even from a sender the list above does not know (MDaemon, a relay's own name).
  const hasCode = enhancedStatusesIn(humanText).length > 0 || smtpCodeIn(humanText) !== undefined;
  const isNotice =
    ((isDaemon || isNdr || (subject && failedRecipients)) && (subject || phrase)) || (subject && phrase && hasCode);
  if (!isNotice) return undefined;
  return fromText(message, humanText, [
    ...(isDaemon ? [`From: ${message.from.address}`] : []),
    ...(subject ? [subject] : []),
    ...(phrase ? [phrase] : []),
  ]);
}

function fromReport(recipient: RecipientStatus, humanText: string): Classification {
  const diagnostic = recipient.diagnosticCode?.replace(/^[\w-]+;\s*/, '');
  const status = mostSpecificStatus([recipient.status, ...enhancedStatusesIn(diagnostic ?? '')]);
  const decision = decideBounceKind(status, `${diagnostic ?? ''}\n${humanText}`);
  const verdict: BounceVerdict = {
    kind: decision.kind,
    ...(recipient.finalRecipient ? { recipient: recipient.finalRecipient } : {}),
    ...(status ? { status } : {}),
    ...(diagnostic ? { diagnostic } : {}),
  };
  const fields = recipient.lines.filter((line) => /^(?:action|status|diagnostic-code)\s*:/i.test(line));
  return {
    kind: 'bounce',
    bounce: verdict,
    confidence: status ? 0.98 : 0.9,
    evidence: unique([...fields, ...decision.evidence.filter((phrase) => phrase !== status)]),
  };
}

function fromText(message: InboundMessage, humanText: string, noticeEvidence: string[]): Classification {
  const status = mostSpecificStatus(enhancedStatusesIn(humanText));
  const smtpCode = status ? undefined : smtpCodeIn(humanText);
  const decision = decideBounceKind(status ?? (smtpCode ? `${smtpCode.charAt(0)}.0.0` : undefined), humanText);
  const recipient = failedRecipientOf(message, humanText);
  const diagnostic = diagnosticLine(humanText, status ?? smtpCode ?? decision.evidence[0]);
  return {
    kind: 'bounce',
    bounce: {
      kind: decision.kind,
      ...(recipient ? { recipient } : {}),
      ...(status ? { status } : {}),
      ...(diagnostic ? { diagnostic } : {}),
    },
    confidence: status ? 0.9 : decision.isDecided ? 0.8 : 0.6,
    // A plain `550` stands in as `5.0.0` to decide; the evidence keeps only what the message says.
    evidence: unique([...noticeEvidence, ...(smtpCode ? [smtpCode] : []), ...decision.evidence]).filter((phrase) =>
      `${message.subject}\n${message.from.address}\n${humanText}`.includes(phrase.replace(/^From: /, '')),
    ),
  };
}

function beforeOriginalMessage(text: string): string {
  const start = originalMessageStart.exec(text);
  return start ? text.slice(0, start.index) : text;
}

function failedRecipientOf(message: InboundMessage, humanText: string): string | undefined {
  const header = message.headers['x-failed-recipients']?.split(',')[0]?.trim();
  const inText = /<?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)>?/.exec(humanText)?.[1];
  return (header || inText)?.toLowerCase();
}

/** The line of the notice that carries the server's answer, unfolded, as the diagnostic. */
function diagnosticLine(text: string, anchor: string | undefined): string | undefined {
  if (!anchor) return undefined;
  const line = text.split('\n').find((candidate) => candidate.includes(anchor));
  return line?.trim() || undefined;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}
