import sanitizeHtml from 'sanitize-html';
import { htmlToText } from '../../platform/mail/html-text.ts';

/**
 * The HTML of drafts: paragraphs in and out, the plain-text version, and the merge fields a draft
 * names. Merge fields are Liquid output tags, `{{ first_name | default: "there" }}`.
 */

const mergeFieldPattern = /\{\{\s*([A-Za-z_][\w.]*)\s*((?:\|[^}]*)?)\}\}/g;
const defaultValuePattern = /\|\s*default\s*:\s*(["'])(.*?)\1/;
const liquidTagPattern = /\{%[\s\S]*?%\}/g;
const blockTagPattern = /<\/?(?:p|div|h[1-6]|blockquote|ul|ol|li|table|tbody|thead|tr|td|th|section|article)\b[^>]*>/gi;

/** The merge field `key`, with a fallback for prospects who have no value. */
export function mergeField(key: string, fallback?: string): string {
  return fallback === undefined ? `{{ ${key} }}` : `{{ ${key} | default: "${fallback}" }}`;
}

/** Every merge field key the text names, in order of first use. */
export function mergeFieldsIn(text: string): string[] {
  return [...new Set([...text.matchAll(mergeFieldPattern)].map((match) => match[1] ?? ''))];
}

/** Liquid tags (`{% if %}`, `{% for %}` …): a draft may use merge fields, not template logic. */
export function liquidTagsIn(text: string): string[] {
  return text.match(liquidTagPattern) ?? [];
}

/** The text with each merge field replaced by its fallback (or nothing): what the fact check reads. */
export function withFallbacks(text: string): string {
  return text.replace(mergeFieldPattern, (_whole, _key: string, filters: string) => {
    const fallback = defaultValuePattern.exec(filters)?.[2];
    return fallback === undefined ? ' ' : ` ${fallback} `;
  });
}

/** The draft's HTML with scripts, handlers, styles and remote content removed. */
export function sanitizeDraftHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'span'],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
  }).trim();
}

/** The inner HTML of each block (paragraph, list item, heading …), empty blocks left out. */
export function blocksOf(html: string): string[] {
  return html
    .split(blockTagPattern)
    .map((block) => block.trim().replace(/^(?:<br\s*\/?>\s*)+|(?:\s*<br\s*\/?>)+$/gi, ''))
    .filter((block) => textOf(block) !== '' || mergeFieldsIn(block).length > 0);
}

export function htmlOfBlocks(blocks: readonly string[]): string {
  return blocks.map((block) => `<p>${block}</p>`).join('\n');
}

/**
 * The plain-text version, as the email's text part is written (`htmlToText`): one blank line between
 * blocks, line breaks kept, tags removed, entities decoded.
 */
export function textOf(html: string): string {
  return htmlToText(html);
}

/** Applies `change` to the text between tags and merge fields only, so markup and fields stay as they are. */
export function mapText(html: string, change: (text: string) => string): string {
  return html
    .split(/(<[^>]*>|\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\})/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');
}

/** A block's sentences when it is plain text (no markup), else the block as one piece. Merge fields stay whole. */
export function sentencesOf(block: string): string[] {
  if (/<[^>]*>/.test(block)) return [block];
  const kept: string[] = [];
  const masked = block.replace(/\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, (liquid) => `\uE000${kept.push(liquid) - 1}\uE000`);
  return masked
    .split(/(?<=[.!?])\s+(?=[^\s])/)
    .filter((sentence) => sentence.trim() !== '')
    .map((sentence) => sentence.replace(/\uE000(\d+)\uE000/g, (_whole, index: string) => kept[Number(index)] ?? ''));
}
