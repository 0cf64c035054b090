/** A `like`/`ilike` pattern that finds `text` anywhere: its `%`, `_` and `\` are letters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
