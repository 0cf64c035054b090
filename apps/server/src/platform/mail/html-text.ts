import { compile, type HtmlToTextOptions } from 'html-to-text';

/** HTML escaping for text written into an email body or an attribute. */
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapable = /[&<>"']/;
const escapableAll = /[&<>"']/g;

export function escapeHtml(value: string): string {
  return escapable.test(value) ? value.replace(escapableAll, (character) => escapes[character] ?? character) : value;
}

const textOptions: HtmlToTextOptions = {
  wordwrap: false,
  formatters: {
    tableCell: (element, walk, builder) => {
      builder.addInline(' ');
      walk(element.children, builder);
      builder.addInline(' ');
    },
  },
  selectors: [
    { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    // Layout tables, as most emails use them: a row per line, its cells side by side.
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'td', format: 'tableCell' },
    { selector: 'th', format: 'tableCell' },
    { selector: 'hr', format: 'lineBreak' },
  ],
};

/**
 * The plain-text part of an email from its HTML body (the `html-to-text` package): paragraphs and
 * line breaks kept, list items as "- ", links as "text (address)" (the address alone when it is the
 * text), images, scripts and styles dropped, entities decoded, lines never wrapped.
 */
/** Compiled once: `convert` rebuilds its options on every call (about 1.3 ms, against 0.1 ms). */
const convertToText = compile(textOptions);

export function htmlToText(html: string): string {
  return convertToText(html)
    .split('\n')
    .map((line) => line.replace(/\u00a0/g, ' ').trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}
