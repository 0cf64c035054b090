import EmailReplyParser from 'email-reply-parser';

/**
 * Lines where mail clients start the quoted history: Gmail and Apple Mail's "On … wrote:" (in the
 * languages of our prospects, and folded over two lines when long), Notes' "… schrieb am …:", Outlook's rule and header
 * block ("From: / Sent:", "Von: / Gesendet:", "Fra: / Sendt:" …), "-----Original Message-----",
 * forwarded-message banners, and the legal notice some companies append under every message.
 */
const historyStarts: readonly RegExp[] = [
  /^>?\s*(?:On|Am|Le|El|Op|Em|Il|Den|På)\s[^\n]{0,200}(?:\n[^\n]{0,200})?\s(?:wrote|schrieb|a écrit|escribió|schreef|escreveu|ha scritto|skrev)\s?:\s*$/im,
  /^[^\n]{1,120}\s(?:wrote|schrieb|a écrit|escribió|schreef|escreveu)\s(?:on|am|le|el|op|em)\s[^\n]{4,60}:\s*$/im,
  /^_{8,}\s*$/m,
  /^\s*\*?(?:From|Von|De|Van|Fra|Från|Da|Od)\s*:\*?\s.+\n\s*\*?(?:Sent|Gesendet|Envoyé|Enviado|Verzonden|Sendt|Skickat|Date|Datum|Inviato|Data|Wysłano)\s*:/im,
  /^-{2,}\s*(?:Original Message|Ursprüngliche Nachricht|Message d'origine|Mensaje original|Oorspronkelijk bericht|Mensagem original|Forwarded message|Weitergeleitete Nachricht)\s*-{2,}/im,
  /^(?:CONFIDENTIALITY NOTICE|DISCLAIMER|This e-?mail and any attachments)\b/im,
];

const parser = new EmailReplyParser();

/** The message up to where its quoted history starts (signature kept): what an automatic notice says. */
export function withoutQuotedHistory(text: string): string {
  let end = text.length;
  for (const pattern of historyStarts) {
    const match = pattern.exec(text);
    if (match && match.index < end) end = match.index;
  }
  return text
    .slice(0, end)
    .split('\n')
    .filter((line) => !line.startsWith('>'))
    .join('\n')
    .trim();
}

/**
 * What the person wrote this time: no quoted history, no signature, no "Sent from my iPhone". The
 * campaign's own words are quoted under most replies ("interested in a call?", "reply unsubscribe"),
 * so the label must never be read from below this line.
 */
export function newTextOf(text: string): string {
  const withoutHistory = withoutQuotedHistory(text);
  const visible = parser.read(withoutHistory).getVisibleText().trim();
  return visible || withoutHistory;
}
