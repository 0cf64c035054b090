import sanitizeHtml from 'sanitize-html';

/**
 * The HTML an email template or signature may hold, applied when it is stored: formatting, links,
 * images, tables and a safe subset of inline styles. No scripts, event handlers, forms, frames,
 * embedded objects or style sheets; links only to http, https and mailto addresses written out in
 * full (an address that starts with a merge field is dropped, so a prospect's data never chooses
 * the scheme); images only from http and https. Merge fields (`{{ … }}`, `{% … %}`) are kept as written.
 */

const textTags = [
  'p',
  'br',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'font',
  'center',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'hr',
  'ul',
  'ol',
  'li',
];
const tableTags = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col'];

/** A CSS value without url(), expression(), imports, escapes or script addresses. */
const safeCssValue = /^(?!.*(?:url\s*\(|expression\s*\(|javascript:|vbscript:|@import|\\|\/\*))[-\w\s#%.,()'"!/+:]*$/i;

const styleProperties = [
  'color',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'text-align',
  'text-decoration',
  'text-transform',
  'line-height',
  'letter-spacing',
  'white-space',
  'vertical-align',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
];
const allowedStyles = Object.fromEntries(styleProperties.map((property) => [property, [safeCssValue]]));
allowedStyles.display = [/^(?:block|inline|inline-block|none|table|table-cell|table-row)$/i];

const tableCellAttributes = ['colspan', 'rowspan', 'align', 'valign', 'width', 'height', 'bgcolor'];

const linkAddress = /^(?:https?:\/\/[^\s/{}]|mailto:[^\s{]|#)/i;
const imageAddress = /^https?:\/\/[^\s/{}]/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...textTags, ...tableTags, 'a', 'img'],
  allowedAttributes: {
    '*': ['style', 'class', 'dir', 'align', 'title', 'lang'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'face', 'size'],
    table: ['width', 'border', 'cellpadding', 'cellspacing', 'bgcolor', 'role'],
    td: tableCellAttributes,
    th: tableCellAttributes,
    tr: ['bgcolor', 'valign'],
    col: ['width', 'span'],
    colgroup: ['width', 'span'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: { '*': allowedStyles },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'iframe', 'object', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name !== 'href') attributes[name] = value;
        else if (linkAddress.test(value.trim())) attributes.href = value.trim();
      }
      if (attributes.target) attributes.rel = 'noopener noreferrer';
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && imageAddress.test(src.trim()) ? { ...rest, src: src.trim() } : rest };
    },
  },
};

const liquidDelimited = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;
const entityInLiquid = /&(amp|lt|gt|quot|#39|#x27);/g;
const liquidEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * Cleans email HTML by the allow-list above. The sanitiser escapes `<`, `>` and `&` in text, which
 * would break merge syntax such as `{% if employees > 50 %}`; inside `{{ … }}` and `{% … %}` they are
 * put back (every value the template writes is escaped when it renders, so nothing unsafe returns).
 */
export function sanitizeEmailHtml(html: string): string {
  const cleaned = sanitizeHtml(html, options);
  return cleaned.replace(liquidDelimited, (part) =>
    part.replace(entityInLiquid, (_, name: string) => liquidEntities[name] ?? _),
  );
}
