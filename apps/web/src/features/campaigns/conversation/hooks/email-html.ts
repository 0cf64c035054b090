const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/** Plain text as simple HTML: a paragraph per blank-line-separated block, line breaks kept, everything escaped. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^\n+|\s+$/g, ''))
    .filter((block) => block.trim().length > 0)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A saved email's HTML back as plain text for editing: paragraphs become blank-line-separated blocks. */
export function htmlToText(html: string): string {
  if (html.trim() === '') return '';
  const document = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  const paragraphs = [...document.body.querySelectorAll('p')];
  if (paragraphs.length === 0) return (document.body.textContent ?? '').trim();
  return paragraphs
    .map((paragraph) => paragraph.textContent ?? '')
    .filter((text) => text.trim().length > 0)
    .join('\n\n');
}
