import type { UnsubscribeClaims, UnsubscribeTokens } from './unsubscribe-tokens.ts';

export interface UnsubscribeLinkInput extends UnsubscribeClaims {
  /** The origin the links point at, e.g. APP_URL: `https://app.example.com` (a path prefix is kept). */
  baseUrl: string;
  /**
   * Where the mailto unsubscribe goes: the sending mailbox, whose incoming mail is read for replies
   * (the token rides in the subject). Without it, `unsubscribe@` the base URL's host.
   */
  mailtoAddress?: string | undefined;
}

export interface UnsubscribeLinks {
  token: string;
  /** The page a person opens from the message's visible line: shows whom it is for and asks to confirm. */
  url: string;
  /** The address mail clients POST `List-Unsubscribe=One-Click` to (RFC 8058); a browser's GET is sent on to `url`. */
  oneClickUrl: string;
  /** `mailto:` with the token in the subject. */
  mailto: string;
}

export const unsubscribePagePath = '/unsubscribe';
export const oneClickPath = '/api/v1/callback/unsubscribe';

function join(baseUrl: string, path: string, token: string) {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  return `${base.origin}${prefix}${path}?token=${encodeURIComponent(token)}`;
}

/** The signed token and the three ways to use it, for one recipient of one organisation. */
export async function unsubscribeLinks(
  tokens: UnsubscribeTokens,
  input: UnsubscribeLinkInput,
): Promise<UnsubscribeLinks> {
  const token = await tokens.sign(input);
  const mailbox = input.mailtoAddress?.trim() || `unsubscribe@${new URL(input.baseUrl).hostname}`;
  return {
    token,
    url: join(input.baseUrl, unsubscribePagePath, token),
    oneClickUrl: join(input.baseUrl, oneClickPath, token),
    mailto: `mailto:${mailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
  };
}

/**
 * The two headers every campaign message carries (RFC 2369 and RFC 8058): the https address first,
 * then mailto, each in angle brackets; and the one-click marker that lets a mail client POST at once.
 */
export function listUnsubscribeHeaders(links: Pick<UnsubscribeLinks, 'oneClickUrl' | 'mailto'>) {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>, <${links.mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
