import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { classifyInbound } from './classify-message.ts';
import { parseInbound } from './parse-inbound.ts';
import { type BounceKind, type Classification, type ReplyLabel, replyLabels } from './types.ts';

/**
 * The corpus of inbound messages (apps/server/test/fixtures/replies): `tuning` is what the rules
 * were written against; `held-out` was written and committed before any rule, and is never edited,
 * but was looked at while the rules were tuned; `blind` was written and committed (11576f9) before
 * the rules were generalised and is only measured, never tuned on, so its figures are the honest ones.
 */
export type CorpusPart = 'tuning' | 'held-out' | 'blind';
export const corpusParts: readonly CorpusPart[] = ['tuning', 'held-out', 'blind'];

export interface ExpectedVerdict {
  kind: 'bounce' | 'auto_reply' | 'reply';
  bounce?: BounceKind;
  outOfOffice?: boolean;
  returnDate?: string;
  label?: ReplyLabel;
  referralEmail?: string;
}

export interface CorpusCase {
  file: string;
  expected: ExpectedVerdict;
  got: Classification;
}

export const corpusDirectory = fileURLToPath(new URL('../../../../test/fixtures/replies/', import.meta.url));

/** Classifies every message of a part; a message's `Date` header stands for when it was received. */
export async function classifyCorpus(part: CorpusPart): Promise<CorpusCase[]> {
  const directory = `${corpusDirectory}${part}/`;
  const expected = JSON.parse(await readFile(`${directory}expected.json`, 'utf8')) as Record<string, ExpectedVerdict>;
  const files = (await readdir(directory)).filter((file) => file.endsWith('.eml')).sort();
  const unlabelled = files.filter((file) => !expected[file]);
  if (unlabelled.length > 0) throw new Error(`${part}: no expected verdict for ${unlabelled.join(', ')}`);
  return Promise.all(
    files.map(async (file) => {
      const parsed = await parseInbound(await readFile(`${directory}${file}`), new Date(0));
      const receivedAt = new Date(parsed.headers.date?.replace(/\s*\(.*\)\s*$/, '') ?? Number.NaN);
      if (Number.isNaN(receivedAt.getTime())) throw new Error(`${part}/${file}: no readable Date header`);
      return { file, expected: expected[file] as ExpectedVerdict, got: classifyInbound({ ...parsed, receivedAt }) };
    }),
  );
}

export interface Tally {
  right: number;
  total: number;
  /** `file: expected → got`, for every miss. */
  misses: string[];
}

export interface CorpusScore {
  /** Bounces and automatic replies: kind, bounce kind and out-of-office all right. */
  machine: Tally;
  /** Person replies: kind `reply` and the expected label. */
  labels: Tally;
  /** Out-of-office notices whose expected return date is given. */
  returnDates: Tally;
  /** Wrong-person replies whose expected referral address is given. */
  referrals: Tally;
}

export function scoreCorpus(cases: readonly CorpusCase[]): CorpusScore {
  const score: CorpusScore = { machine: tally(), labels: tally(), returnDates: tally(), referrals: tally() };
  for (const { file, expected, got } of cases) {
    const row = rowOf(expected);
    const gotRow = rowOf(verdictOf(got));
    if (expected.kind === 'reply') count(score.labels, file, row, gotRow);
    else count(score.machine, file, row, gotRow);
    if (expected.returnDate) {
      count(score.returnDates, file, expected.returnDate, got.autoReply?.returnDate ?? 'none');
    }
    if (expected.referralEmail) count(score.referrals, file, expected.referralEmail, got.referral?.email ?? 'none');
  }
  return score;
}

/** The share right, 0..1 (1 when there is nothing to get right). */
export function shareRight({ right, total }: Tally): number {
  return total === 0 ? 1 : right / total;
}

const machineRows = ['bounce: hard', 'bounce: soft', 'bounce: block', 'auto reply: out of office', 'auto reply: other'];
const labelRows = replyLabels.map((label) => `reply: ${label}`);

/**
 * Two markdown tables for a part, expected (rows) × got (columns): the machine-written messages
 * against every outcome, and the person replies against every label (and "not a reply").
 */
export function confusionTables(cases: readonly CorpusCase[]): string {
  const machine = cases.filter((entry) => entry.expected.kind !== 'reply');
  const replies = cases.filter((entry) => entry.expected.kind === 'reply');
  return [
    table(machine, machineRows, [...machineRows, 'reply']),
    table(replies, labelRows, [...labelRows, 'not a reply']),
  ].join('\n\n');
}

function table(cases: readonly CorpusCase[], rows: readonly string[], columns: readonly string[]): string {
  const columnOf = (got: string) => (columns.includes(got) ? got : (columns.at(-1) ?? got));
  const header = `| expected \\ got | ${columns.map(shortName).join(' | ')} |`;
  const rule = `|---|${columns.map(() => '---:').join('|')}|`;
  const lines = rows.map((row) => {
    const inRow = cases.filter((entry) => rowOf(entry.expected) === row);
    const cells = columns.map((column) => {
      const n = inRow.filter((entry) => columnOf(rowOf(verdictOf(entry.got))) === column).length;
      return n === 0 ? '·' : column === row ? `**${n}**` : String(n);
    });
    return `| ${shortName(row)} (${inRow.length}) | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...lines].join('\n');
}

function shortName(row: string): string {
  return row.replace(/^reply: /, '').replace(/^auto reply: /, 'auto: ');
}

function verdictOf(got: Classification): ExpectedVerdict {
  return {
    kind: got.kind,
    ...(got.bounce ? { bounce: got.bounce.kind } : {}),
    ...(got.autoReply ? { outOfOffice: got.autoReply.outOfOffice } : {}),
    ...(got.label ? { label: got.label } : {}),
  };
}

function rowOf(verdict: ExpectedVerdict): string {
  if (verdict.kind === 'bounce') return `bounce: ${verdict.bounce ?? 'unknown'}`;
  if (verdict.kind === 'auto_reply') return verdict.outOfOffice ? 'auto reply: out of office' : 'auto reply: other';
  return `reply: ${verdict.label ?? 'unknown'}`;
}

function tally(): Tally {
  return { right: 0, total: 0, misses: [] };
}

function count(into: Tally, file: string, expected: string, got: string): void {
  into.total += 1;
  if (expected === got) into.right += 1;
  else into.misses.push(`${file}: ${expected} → ${got}`);
}
