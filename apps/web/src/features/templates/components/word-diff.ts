export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Above this many word pairs the diff gives up on alignment and shows old and new whole. */
const maxComparedPairs = 400_000;

/** Splits text into words and the spaces after them, so joining the parts gives the text back. */
function tokensOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function pushPart(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  const last = parts.at(-1);
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * A word-level diff of two plain texts (longest common subsequence), as runs of kept, removed and
 * added words: what the AI rewrite changed.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const oldTokens = tokensOf(before);
  const newTokens = tokensOf(after);
  const parts: DiffPart[] = [];
  if (oldTokens.length * newTokens.length > maxComparedPairs) {
    if (before) parts.push({ kind: 'removed', text: before });
    if (after) parts.push({ kind: 'added', text: after });
    return parts;
  }
  const same = (a: string | undefined, b: string | undefined) => a?.trim() === b?.trim();
  const columns = newTokens.length + 1;
  // lengths[i * columns + j]: the longest common run of oldTokens[i..] and newTokens[j..].
  const lengths = new Uint32Array((oldTokens.length + 1) * columns);
  for (let i = oldTokens.length - 1; i >= 0; i -= 1) {
    for (let j = newTokens.length - 1; j >= 0; j -= 1) {
      lengths[i * columns + j] = same(oldTokens[i], newTokens[j])
        ? (lengths[(i + 1) * columns + j + 1] ?? 0) + 1
        : Math.max(lengths[(i + 1) * columns + j] ?? 0, lengths[i * columns + j + 1] ?? 0);
    }
  }
  let i = 0;
  let j = 0;
  while (i < oldTokens.length && j < newTokens.length) {
    if (same(oldTokens[i], newTokens[j])) {
      pushPart(parts, 'same', newTokens[j] ?? '');
      i += 1;
      j += 1;
    } else if ((lengths[(i + 1) * columns + j] ?? 0) >= (lengths[i * columns + j + 1] ?? 0)) {
      pushPart(parts, 'removed', oldTokens[i] ?? '');
      i += 1;
    } else {
      pushPart(parts, 'added', newTokens[j] ?? '');
      j += 1;
    }
  }
  for (; i < oldTokens.length; i += 1) pushPart(parts, 'removed', oldTokens[i] ?? '');
  for (; j < newTokens.length; j += 1) pushPart(parts, 'added', newTokens[j] ?? '');
  return parts;
}
