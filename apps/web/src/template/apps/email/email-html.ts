/** Plain text typed by the user as safe HTML paragraphs, one per non-blank line. */
export function textToHtml(text: string): string {
  const escapeLine = (line: string) =>
    line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeLine(line)}</p>`)
    .join('');
}

/** A reply's subject: "Re: " once, however long the thread. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}
