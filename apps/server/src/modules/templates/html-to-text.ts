/** HTML escaping for text written into an email body or an attribute. */
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapable = /[&<>"']/;
const escapableAll = /[&<>"']/g;

export function escapeHtml(value: string): string {
  return escapable.test(value) ? value.replace(escapableAll, (character) => escapes[character] ?? character) : value;
}

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  reg: '®',
  euro: '€',
  pound: '£',
  bull: '•',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return named[body.toLowerCase()] ?? entity;
  });
}

const blockEnd = /<\/(p|div|h[1-6]|blockquote|pre|table|ul|ol|center)\s*>/gi;
const lineEnd = /<\/tr\s*>|<br\s*\/?>|<hr[^>]*>/gi;

/**
 * The plain-text part of an email from its HTML body: paragraphs and line breaks kept, list items
 * as "- ", links as "text (address)", scripts and styles dropped, entities decoded.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/<a\s[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, href: string, inner: string) => {
      const label = inner.replace(/<[^>]*>/g, '').trim();
      const address = decodeEntities(href).replace(/^mailto:/i, '');
      return label && decodeEntities(label) !== address ? `${label} (${escapeHtml(address)})` : escapeHtml(address);
    })
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<td[^>]*>/gi, ' ')
    .replace(blockEnd, '\n\n')
    .replace(lineEnd, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
