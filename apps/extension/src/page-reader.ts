/** What the panel reads of the page the rep is looking at, once, when they open the panel. */
export interface PageFacts {
  url: string;
  title: string;
  ogTitle: string;
  /** Names of `Person` / `Organization` objects in the page's JSON-LD. */
  people: { name: string; worksFor: string }[];
  organisations: string[];
  /** Email addresses in the page (mailto links first), at most ten. */
  emails: string[];
}

/**
 * Runs in the page (chrome.scripting.executeScript), so it must be self-contained: it reads the
 * address, the title, Open Graph and JSON-LD metadata and the email addresses shown; it never
 * clicks, scrolls, types or sends anything.
 */
export function readPage(): PageFacts {
  const meta = (name: string) =>
    document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';
  const objects: Record<string, unknown>[] = [];
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]')).slice(0, 20)) {
    try {
      const value: unknown = JSON.parse(script.textContent ?? '');
      const list = Array.isArray(value) ? value : [value];
      for (const item of list) {
        if (item && typeof item === 'object') {
          const graph = (item as { '@graph'?: unknown })['@graph'];
          objects.push(...(Array.isArray(graph) ? graph : [item]));
        }
      }
    } catch {
      // Not JSON: ignored.
    }
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const typeOf = (item: Record<string, unknown>) => [item['@type']].flat().map(String);
  const people = objects
    .filter((item) => typeOf(item).includes('Person'))
    .map((item) => {
      const works = [item.worksFor].flat()[0] as Record<string, unknown> | string | undefined;
      return { name: text(item.name), worksFor: typeof works === 'string' ? works : text(works?.name) };
    })
    .filter((person) => person.name);
  const organisations = objects
    .filter((item) => typeOf(item).some((type) => type === 'Organization' || type === 'Corporation'))
    .map((item) => text(item.name))
    .filter(Boolean);
  const mailtos = Array.from(document.querySelectorAll('a[href^="mailto:"]')).map(
    (link) => (link.getAttribute('href') ?? '').slice('mailto:'.length).split('?')[0] ?? '',
  );
  // The text the rep sees, not scripts' and styles' text (which textContent would include).
  // biome-ignore lint/performance/useDomNodeTextContent: visible text only, read once when the panel opens.
  const shown = (document.body?.innerText ?? '').match(/[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi) ?? [];
  const emails = [...new Set([...mailtos, ...shown].map((email) => decodeURIComponent(email).toLowerCase()))]
    .filter((email) => email.includes('@'))
    .slice(0, 10);
  return { url: location.href, title: document.title, ogTitle: meta('og:title'), people, organisations, emails };
}

export interface Clues {
  linkedinUrl?: string;
  email?: string;
  domain?: string;
  name?: string;
  company?: string;
  source: 'linkedin' | 'website' | 'email' | 'other';
}

const mailHosts = /(^|\.)(mail\.google\.com|outlook\.(live|office|office365)\.com|mail\.yahoo\.com|mail\.proton\.me)$/;

/** "Ada Lovelace - Head of Sales - Acme | LinkedIn" → name and company. */
function fromLinkedinTitle(title: string): { name?: string; company?: string } {
  const parts = title
    .replace(/\s*\|\s*LinkedIn\s*$/i, '')
    .split(/\s+[-–|]\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    ...(parts[0] ? { name: parts[0] } : {}),
    ...(parts.length > 2 && parts.at(-1) ? { company: parts.at(-1) } : {}),
  };
}

/**
 * What to ask Leadpilot about, from what the page shows: a LinkedIn profile or company page by its
 * address (and the name and company its title or JSON-LD give), an email thread by the first address
 * that is not the rep's own, or a company website by its domain. Null for pages it cannot read.
 */
export function cluesFrom(page: PageFacts, ownEmail?: string): Clues | null {
  let url: URL;
  try {
    url = new URL(page.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const someoneElse = page.emails.find((email) => email !== ownEmail?.toLowerCase());
  if (host === 'linkedin.com' || host.endsWith('.linkedin.com')) {
    if (!/^\/(in|company)\/[^/]+/i.test(url.pathname)) return null;
    const person = page.people[0];
    const titled = fromLinkedinTitle(page.ogTitle || page.title);
    const name = person?.name || titled.name;
    const company = person?.worksFor || titled.company;
    return {
      linkedinUrl: `${url.origin}${url.pathname}`,
      ...(name && company ? { name, company } : {}),
      source: 'linkedin',
    };
  }
  if (mailHosts.test(host)) return someoneElse ? { email: someoneElse, source: 'email' } : null;
  const domain = host.replace(/^www\./, '');
  // A page showing someone else's address (a thread in another mail client) is about that person.
  if (someoneElse && !someoneElse.endsWith(`@${domain}`)) return { email: someoneElse, source: 'email' };
  return { domain, source: 'website' };
}
