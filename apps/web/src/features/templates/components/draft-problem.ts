import { mergeFieldKeysIn } from './merge-field-token.ts';

/**
 * Why a draft cannot be previewed yet, found in the browser so the preview does not ask the
 * server while a field is half typed: an unclosed tag, or a field the organisation does not have.
 * `knownKeys` is undefined while the field list loads. The server checks again when saving.
 */
export function draftProblemOf(subject: string, html: string, knownKeys: string[] | undefined): string | null {
  for (const text of [subject, html]) {
    const opened = text.split('{{').length - 1;
    const closed = text.split('}}').length - 1;
    if (opened !== closed) return 'Finish the merge field: every “{{” needs a closing “}}”.';
  }
  if (!knownKeys) return null;
  const unknown = mergeFieldKeysIn(`${subject}\n${html}`).filter((key) => !knownKeys.includes(key));
  if (unknown.length === 0) return null;
  const names = unknown.map((key) => `{{ ${key} }}`).join(', ');
  return `${unknown.length === 1 ? 'Unknown merge field' : 'Unknown merge fields'}: ${names}. Pick fields from the list or add them under Fields & signatures.`;
}
