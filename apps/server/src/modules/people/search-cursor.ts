import { type PeopleSearchBody, peopleSorts } from '@leadpilot/contracts';
import { z } from 'zod';
import { malformedCursor } from './people.errors.ts';

type PeopleSort = NonNullable<PeopleSearchBody['sort']>;

/** Where the previous page ended: its last row's sort key and sequence, and the sort it belongs to. */
export interface SearchCursor {
  sort: PeopleSort;
  /** The rank (relevance with text), the full name (name), or null (newest). */
  key: number | string | null;
  sequence: number;
}

const cursorSchema = z.strictObject({
  s: z.enum(peopleSorts),
  k: z.union([z.number(), z.string().max(300), z.null()]),
  q: z.number().int().min(0),
});

/** Opaque to clients: base64url JSON. */
export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, k: cursor.key, q: cursor.sequence })).toString('base64url');
}

/** The cursor, checked against the sort it is used with; anything else answers 400. */
export function decodeCursor(text: string, sort: PeopleSort, keyKind: 'number' | 'string' | 'null'): SearchCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw malformedCursor();
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw malformedCursor();
  }
  const kind = parsed.k === null ? 'null' : typeof parsed.k;
  if (parsed.s !== sort || kind !== keyKind) throw malformedCursor();
  return { sort: parsed.s, key: parsed.k, sequence: parsed.q };
}
