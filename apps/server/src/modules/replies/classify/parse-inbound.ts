import { convert } from 'html-to-text';
import type { InboundMessage } from './types.ts';

/** Report parts that carry machine-readable delivery status (RFC 3464, and RFC 6533 for international addresses). */
const deliveryStatusTypes = new Set(['message/delivery-status', 'message/global-delivery-status']);

/**
 * Reads a raw message (RFC 5322) into what the classifier looks at. Headers are kept as the sender
 * wrote them (unfolded, names lower-cased) so RFC 3834 markers can be read verbatim; a message
 * without a text part is read from its HTML, with quoted blocks kept as "> " lines so the
 * classifier can still tell the new text from the history.
 */
export async function parseInbound(raw: Buffer | string, receivedAt: Date): Promise<InboundMessage> {
  // mailparser loads with the first message parsed (docs/benchmarks.md, server memory).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw, { keepDeliveryStatus: true, skipHtmlToText: true, skipTextToHtml: true });
  const sender = parsed.from?.value[0];
  const text = parsed.text?.trim() ? parsed.text : typeof parsed.html === 'string' ? htmlToText(parsed.html) : '';
  const deliveryStatus = parsed.attachments
    .filter((attachment) => deliveryStatusTypes.has(attachment.contentType.toLowerCase()))
    .map((attachment) => attachment.content.toString('utf8'));
  return {
    headers: headersOf(parsed.headerLines),
    from: { address: sender?.address?.toLowerCase() ?? '', ...(sender?.name ? { name: sender.name } : {}) },
    subject: parsed.subject ?? '',
    text: text.replace(/\r\n?/g, '\n'),
    ...(deliveryStatus.length > 0 ? { deliveryStatus } : {}),
    receivedAt,
  };
}

function headersOf(lines: readonly { key: string; line: string }[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    const name = key.toLowerCase();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'style', format: 'skip' },
    ],
  });
}
