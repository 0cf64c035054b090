import { Parser } from 'htmlparser2';
import type { TrackingTokens } from './tracking-tokens.ts';

/** A campaign's tracking choice (settings.tracking): both off by default. */
export interface TrackingSettings {
  opens: boolean;
  clicks: boolean;
  /** A custom tracking host whose CNAME points at Leadpilot, or none (the links use the base URL). */
  domain: string | null;
}

export interface InstrumentInput {
  html: string;
  organisationId: string;
  enrolmentId: string;
  ledgerId: string;
  campaignId?: string | undefined;
  tracking: TrackingSettings;
  /** The application's address, e.g. APP_URL: the tracking links' host unless a tracking domain is set. */
  baseUrl: string;
  /** When the message is composed (its tokens' issue time; clicks right after it are a scanner's). */
  at?: Date;
}

export const openPathPrefix = '/api/v1/t/o/';
export const clickPathPrefix = '/api/v1/t/c/';

/** Links longer than this are left as they are (their token would not fit a URL comfortably). */
const maxTrackedUrlLength = 2000;

/** Links a person uses to leave or that are ours already: never wrapped. */
const leaveAloneWords = /unsubscribe|opt-?out|\/t\/[oc]\//i;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('\u00a0', '&nbsp;');

/** The origin (and any path prefix) tracking links are made on. */
export function trackingOrigin(baseUrl: string, domain: string | null): string {
  if (domain) return `https://${domain}`;
  const base = new URL(baseUrl);
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
}

/** The address a click link sends to, when it is one to track: http(s), not an unsubscribe link, not too long. */
function trackableUrl(href: string | undefined): string | null {
  const value = href?.trim();
  if (!value || value.length > maxTrackedUrlLength) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null; // relative, or not an address at all
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null; // mailto:, tel:, …
  if (leaveAloneWords.test(`${url.pathname}${url.search}`)) return null;
  return value;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Where each opening <a>/<area> tag with a trackable link sits, and where `</body>` starts (if written). */
function scan(html: string) {
  const links: { start: number; end: number; name: string; attribs: Record<string, string>; url: string }[] = [];
  let bodyClose: number | null = null;
  const parser: Parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name !== 'a' && name !== 'area') return;
        const url = trackableUrl(attribs.href);
        if (url) links.push({ start: parser.startIndex, end: parser.endIndex + 1, name, attribs, url });
      },
      onclosetag(name, isImplied) {
        if (name === 'body' && !isImplied) bodyClose = parser.startIndex;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { links, bodyClose: bodyClose as number | null };
}

function openingTag(original: string, name: string, attribs: Record<string, string>) {
  const attributes = Object.entries(attribs)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  return `<${name}${attributes}${original.endsWith('/>') ? ' /' : ''}>`;
}

/**
 * A campaign message's HTML with tracking as the campaign chose it: with `clicks`, each http(s)
 * link of an <a> or <area> goes through a signed click address (the HTML is parsed with
 * htmlparser2; only the link's opening tag is rewritten, everything else is kept byte for byte);
 * with `opens`, a 1×1 image with a signed address is added before `</body>` (or at the end).
 * Unsubscribe, opt-out, mailto:, tel:, relative and anchor links are never touched. With tracking
 * off (the default) the HTML comes back unchanged.
 */
export async function instrumentMessage(tokens: TrackingTokens, input: InstrumentInput): Promise<string> {
  const { html, tracking } = input;
  if (!tracking.opens && !tracking.clicks) return html;
  const origin = trackingOrigin(input.baseUrl, tracking.domain);
  const at = input.at ?? new Date();
  const claims = {
    organisationId: input.organisationId,
    enrolmentId: input.enrolmentId,
    ledgerId: input.ledgerId,
    campaignId: input.campaignId,
  };
  const { links, bodyClose } = scan(html);
  const edits: Edit[] = [];
  if (tracking.clicks) {
    const tracked = new Map<string, string>();
    for (const link of links) {
      let address = tracked.get(link.url);
      if (!address) {
        const token = await tokens.sign({ ...claims, kind: 'click', url: link.url }, at);
        address = `${origin}${clickPathPrefix}${token}`;
        tracked.set(link.url, address);
      }
      const text = openingTag(html.slice(link.start, link.end), link.name, { ...link.attribs, href: address });
      edits.push({ start: link.start, end: link.end, text });
    }
  }
  if (tracking.opens) {
    const token = await tokens.sign({ ...claims, kind: 'open' }, at);
    const pixel =
      `<img src="${origin}${openPathPrefix}${token}.gif" width="1" height="1" alt="" ` +
      'style="display:block;width:1px;height:1px;border:0;margin:0;padding:0" />';
    const position = bodyClose ?? html.length;
    edits.push({ start: position, end: position, text: pixel });
  }
  let result = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, edit.start)}${edit.text}${result.slice(edit.end)}`;
  }
  return result;
}
