/**
 * Merge fields are Liquid output tags: `{{ first_name }}`, or with a fallback for prospects who
 * have no value, `{{ first_name | default: "there" }}`.
 */

/** The tag that inserts `key`, with `fallback` when it is not blank. */
export function mergeFieldToken(key: string, fallback = ''): string {
  const trimmed = fallback.trim();
  if (trimmed === '') return `{{ ${key} }}`;
  return `{{ ${key} | default: ${liquidString(trimmed)} }}`;
}

/** A Liquid string literal: double quotes, or single quotes when the text holds a double quote. */
function liquidString(text: string): string {
  if (!text.includes('"')) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  // Liquid strings have no escapes; a text with both quote kinds keeps its double quotes as typographic ones.
  return `"${text.replaceAll('"', '”')}"`;
}

export interface TextInsertion {
  value: string;
  /** Where the caret goes: right after the inserted text. */
  caret: number;
}

/**
 * Puts `insertion` in place of the selected text (or at the caret when nothing is selected). A
 * missing selection means the end of the text; positions outside the text are clamped.
 */
export function insertAtSelection(
  value: string,
  selectionStart: number | null,
  selectionEnd: number | null,
  insertion: string,
): TextInsertion {
  const clamp = (position: number) => Math.min(Math.max(position, 0), value.length);
  const start = clamp(selectionStart ?? value.length);
  const end = Math.max(start, clamp(selectionEnd ?? start));
  return { value: value.slice(0, start) + insertion + value.slice(end), caret: start + insertion.length };
}

const mergeTagPattern = /\{\{-?\s*([A-Za-z_][\w.]*)[^}]*?-?\}\}/g;

/** The merge fields a subject or body names, once each, in order of first use. */
export function mergeFieldKeysIn(text: string): string[] {
  const keys = new Set<string>();
  for (const match of text.matchAll(mergeTagPattern)) {
    const key = match[1];
    if (key) keys.add(key);
  }
  return [...keys];
}
