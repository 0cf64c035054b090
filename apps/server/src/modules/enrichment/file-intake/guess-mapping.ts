import { type ValueKind, valueKindOf } from './contact-values.ts';
import { exactHeaderMatch, type MappedField, type ProspectField } from './header-synonyms.ts';
import { guessFromWords } from './header-words.ts';

/** One column of a file and the field it is taken for. */
export interface ColumnMapping {
  /** The column's place, from 0. */
  column: number;
  header: string;
  field: MappedField;
  /**
   * 0–1: how sure the guess is. For a custom column, how sure it is none of the fields (1 when
   * nothing about it resembled one; lower when it lost a field to a column that fits better).
   */
  confidence: number;
}

interface Candidate {
  column: number;
  field: ProspectField;
  confidence: number;
  fromHeader: boolean;
}

const kindFields: Record<ValueKind, ProspectField> = {
  email: 'email',
  linkedin: 'linkedin_url',
  domain: 'domain',
  phone: 'phone',
};
const fieldKinds: Partial<Record<ProspectField, ValueKind>> = {
  email: 'email',
  linkedin_url: 'linkedin',
  domain: 'domain',
  phone: 'phone',
};
/** Below this a guess is not made: the column stays custom for the user to map. */
const minConfidence = 0.5;
/** Of a column's filled sample cells, the share of one kind that names the column by its values alone. */
const minShareByValues = 0.6;

/** The share of the column's filled sample cells of each kind; `filled` is how many there are. */
function valueShares(sample: readonly (readonly string[])[], column: number) {
  const counts: Record<ValueKind, number> = { email: 0, linkedin: 0, domain: 0, phone: 0 };
  let filled = 0;
  for (const row of sample) {
    const cell = row[column]?.trim() ?? '';
    if (cell === '') continue;
    filled += 1;
    const kind = valueKindOf(cell);
    if (kind) counts[kind] += 1;
  }
  const share = (kind: ValueKind) => (filled === 0 ? 0 : counts[kind] / filled);
  return { filled, share };
}

const valueKinds: readonly ValueKind[] = ['email', 'linkedin', 'domain', 'phone'];

/**
 * What a column could be: what its header says (a known name, else its words), weighed against
 * its sample values (a column named Email full of email addresses is surer; one named Website
 * full of LinkedIn profiles is not a domain), and what its values alone say.
 */
function candidatesOf(header: string, column: number, sample: readonly (readonly string[])[]): Candidate[] {
  const candidates: Candidate[] = [];
  const { filled, share } = valueShares(sample, column);
  const strongest = Math.max(...valueKinds.map(share));
  const named = exactHeaderMatch(header) ?? guessFromWords(header);
  if (named) {
    let confidence = named.confidence;
    const kind = fieldKinds[named.field];
    if (filled > 0 && kind) {
      if (share(kind) >= 0.5) confidence = Math.min(1, confidence + 0.05);
      else if (strongest >= minShareByValues) confidence *= 0.5;
      else if (share(kind) === 0) confidence *= 0.8;
    } else if (filled > 0 && strongest >= 0.8) {
      // A name, company or title column whose cells are addresses.
      confidence *= 0.5;
    }
    candidates.push({ column, field: named.field, confidence, fromHeader: true });
  }
  for (const kind of valueKinds) {
    const kindShare = share(kind);
    if (kindShare >= minShareByValues && kindFields[kind] !== named?.field) {
      candidates.push({ column, field: kindFields[kind], confidence: 0.5 + 0.35 * kindShare, fromHeader: false });
    }
  }
  return candidates;
}

const rounded = (confidence: number) => Math.round(confidence * 100) / 100;

/**
 * A first mapping of a file's columns for the user to confirm: one entry per header, each prospect
 * field given to at most one column (the surest guess wins; a tie goes to the header's word, then
 * to the column further left) and every other column kept as custom.
 */
export function guessMapping(headers: readonly string[], sample: readonly (readonly string[])[]): ColumnMapping[] {
  const candidates = headers
    .flatMap((header, column) => candidatesOf(header, column, sample))
    .sort((a, b) => b.confidence - a.confidence || Number(b.fromHeader) - Number(a.fromHeader) || a.column - b.column);
  const chosen = new Map<number, Candidate>();
  const takenFields = new Set<ProspectField>();
  const bestLost = new Map<number, number>();
  for (const candidate of candidates) {
    const isTaken = chosen.has(candidate.column) || takenFields.has(candidate.field);
    if (isTaken || candidate.confidence < minConfidence) {
      if (!chosen.has(candidate.column)) {
        bestLost.set(candidate.column, Math.max(bestLost.get(candidate.column) ?? 0, candidate.confidence));
      }
      continue;
    }
    chosen.set(candidate.column, candidate);
    takenFields.add(candidate.field);
  }
  return headers.map((header, column) => {
    const pick = chosen.get(column);
    if (pick) return { column, header, field: pick.field, confidence: rounded(pick.confidence) };
    return { column, header, field: 'custom', confidence: rounded(1 - (bestLost.get(column) ?? 0)) };
  });
}
