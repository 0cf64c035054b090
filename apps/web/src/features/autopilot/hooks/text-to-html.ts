const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A person's plain text as an email's HTML: paragraphs at blank lines, line breaks kept, nothing else. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/[&<>"']/g, (character) => escapes[character] ?? character).replaceAll('\n', '<br>')}</p>`,
    )
    .join('');
}
