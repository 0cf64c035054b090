/** One recipient's block of a delivery report (RFC 3464 §2.3), with the fields that decide a bounce. */
export interface RecipientStatus {
  /** `failed`, `delayed`, `delivered`, `relayed` or `expanded`. */
  action?: string;
  /** The RFC 3463 code as written, e.g. `5.1.1`. */
  status?: string;
  /** The remote server's answer, e.g. `smtp; 550 5.1.1 User unknown`. */
  diagnosticCode?: string;
  /** The address, without its `rfc822;` type. */
  finalRecipient?: string;
  /** The field lines as they appear, for the evidence. */
  lines: string[];
}

const recipientFields = new Map<string, keyof Omit<RecipientStatus, 'lines'>>([
  ['action', 'action'],
  ['status', 'status'],
  ['diagnostic-code', 'diagnosticCode'],
  ['final-recipient', 'finalRecipient'],
]);

/**
 * Reads the per-recipient blocks of a `message/delivery-status` body. Blocks are separated by blank
 * lines and long fields are folded over indented lines, as in any header block; the first block
 * describes the reporting server and has none of the fields read here, so it drops out.
 */
export function readDeliveryStatus(body: string): RecipientStatus[] {
  const blocks = body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/\n[ \t]+/g, ' '));
  const recipients: RecipientStatus[] = [];
  for (const block of blocks) {
    const recipient: RecipientStatus = { lines: [] };
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      const field = recipientFields.get(line.slice(0, colon).trim().toLowerCase());
      if (colon < 0 || !field) continue;
      const value = line.slice(colon + 1).trim();
      recipient[field] = field === 'finalRecipient' ? value.replace(/^[\w-]+;\s*/, '').toLowerCase() : value;
      recipient.lines.push(line.trim());
    }
    if (recipient.action || recipient.status) recipients.push(recipient);
  }
  return recipients;
}

/**
 * RFC 3463 codes (`class.subject.detail`) in free text. The look-arounds keep IP addresses, version
 * numbers and Yahoo's own `4.16.55.1` references from passing for a status.
 */
const enhancedStatusPattern = /(?<![\d.])([245])\.(\d{1,3})\.(\d{1,3})(?![.\d])/g;

export function enhancedStatusesIn(text: string): string[] {
  return [...text.matchAll(enhancedStatusPattern)].map((match) => match[0]);
}

/** A plain SMTP reply code (`550`, `421`, `554:`), for servers that answer without an enhanced code. */
export function smtpCodeIn(text: string): string | undefined {
  return /(?:^|[\s'"(;:])([245]\d\d)(?=[\s:-])/m.exec(text)?.[1];
}

/**
 * The status that says most: a report often carries a generic `5.0.0` while the server's own answer
 * inside `Diagnostic-Code` names the real cause (`5.1.1`, `5.7.1`).
 */
export function mostSpecificStatus(statuses: readonly (string | undefined)[]): string | undefined {
  const known = statuses.filter((status): status is string => Boolean(status));
  return known.find((status) => !status.endsWith('.0.0')) ?? known[0];
}
