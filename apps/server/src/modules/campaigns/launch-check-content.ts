/**
 * Content checks of an email variant: the phrases spam filters and readers take for a sales blast,
 * and the number of links. No maintained package covers this for JavaScript, so the list is ours:
 * the common spam-trigger phrases that deliverability guides (HubSpot, Mailmeteor, Lemlist) agree
 * on, kept short so a finding is worth reading. Matching is case-insensitive on whole words.
 */
export const spamPhrases = [
  '100% free',
  '100% satisfied',
  'act now',
  'apply now',
  'as seen on',
  'buy now',
  'call now',
  'cash bonus',
  'click below',
  'click here',
  'congratulations',
  'dear friend',
  'double your',
  'earn money',
  'exclusive deal',
  'extra income',
  'free access',
  'free gift',
  'free money',
  'free trial',
  'guaranteed',
  'increase sales',
  'limited time',
  'lowest price',
  'make money',
  'no catch',
  'no cost',
  'no obligation',
  'no strings attached',
  'once in a lifetime',
  'order now',
  'risk-free',
  'risk free',
  'special promotion',
  'this is not spam',
  'urgent',
  'winner',
  'you have been selected',
] as const;

/** More links than this in one email is a warning: cold emails with many links land in spam. */
export const maxLinksPerEmail = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrasePatterns = spamPhrases.map((phrase) => ({
  phrase,
  pattern: new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase)}(?=$|[^\\p{L}\\p{N}])`, 'iu'),
}));

/** Tags out, entities as spaces: the words a reader sees. */
const visibleText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

/** The spam-trigger phrases a subject and body use, in list order. */
export function spamPhrasesIn(subject: string, bodyHtml: string): string[] {
  const text = `${subject}\n${visibleText(bodyHtml)}`;
  return phrasePatterns.filter(({ pattern }) => pattern.test(text)).map(({ phrase }) => phrase);
}

/** Distinct links of a body: every href, and every http(s) address written in its text. */
export function linksIn(bodyHtml: string): number {
  const links = new Set<string>();
  for (const match of bodyHtml.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) links.add(match[1] ?? '');
  for (const match of visibleText(bodyHtml).matchAll(/https?:\/\/[^\s"'<>]+/gi)) links.add(match[0]);
  links.delete('');
  return links.size;
}
