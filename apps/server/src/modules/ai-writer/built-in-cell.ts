import type { AiFact } from '@leadpilot/contracts';
import type { ProspectFacts } from './ai-writer.ts';
import { pick, variantOf } from './writer-opening.ts';
import { families } from './writer-phrases.ts';
import { isNewsRelevant, roleFamilyOf } from './writer-role.ts';

/**
 * The built-in writer of AI enrichment cells: it understands the instructions sales teams give an
 * AI column most (a likely pain point, a first line for the email, why the company may need the
 * offer now, a one-line company summary, what they are researching) and writes each from the
 * row's own values and the matched record only. An instruction it does not recognise, or a row
 * without the facts the instruction needs, gets no cell and costs nothing.
 */

export type CellKind = 'pain' | 'first-line' | 'why-now' | 'summary' | 'intent';

/** The instruction's kind, read from its words (the first rule that matches wins); null: not understood. */
const kindRules: readonly [CellKind, RegExp][] = [
  [
    'first-line',
    /\b(?:first|opening|intro(?:duction|ductory)?)\s+(?:line|sentence)s?\b|\b(?:opener|icebreaker|ice breaker|hook)\b/i,
  ],
  ['pain', /\b(?:pain|pains|challenges?|problems?|struggl\w*|frustrat\w*|headaches?|issues?|concerns?|worr\w*)\b/i],
  ['why-now', /\b(?:why|need|needs|fit|relevan\w*|reason|timing|trigger)\b/i],
  ['intent', /\b(?:intent|researching|research|topics?|interest(?:ed|s)?|looking (?:at|into|for))\b/i],
  [
    'summary',
    /\b(?:summar\w*|describe|description|overview|about (?:the |this )?company|what (?:the |this )?company does)\b/i,
  ],
];

export function cellKindOf(instruction: string): CellKind | null {
  return kindRules.find(([, pattern]) => pattern.test(instruction))?.[0] ?? null;
}

/** The instructions the built-in writer understands, as the refusal lists them. */
export const understoodInstructions =
  '“their likely pain point”, “a first line for the email”, “why this company may need us now”, “a one-line company summary” or “what they are researching”';

/** The phrases the cells are built from: ordinary words only, so the fact guard passes them (a test checks). */
export const cellPhrases = {
  painAsTitle: ['As {title}, likely {concern}.', 'As {title}, probably {concern}.'],
  firstLineNews: [
    'I saw the recent news: “{news}”.',
    '“{news}” caught my eye.',
    'I read “{news}” and thought of your team.',
  ],
  firstLineIntent: [
    'It looks like {company} is looking into {topic} right now.',
    'I noticed {company} has been researching {topic} lately.',
  ],
  firstLineTitle: [
    'As {title} at {company}, you likely deal with {concern}.',
    'Leading as {title} at {company} often means {concern}.',
  ],
  whyNowIntent: [
    '{company} is researching {topics} right now, so the need looks live.',
    'Their research into {topics} suggests {company} is weighing options now.',
  ],
  whyNowNews: ['Their recent news (“{news}”) may make this a good moment for {company}.'],
  summary: ['{company}: {details}.'],
  intent: ['{topics}.'],
} as const;

export interface CellInput {
  instruction: string;
  /** The row as uploaded: its header → its value (empty cells left out). */
  row: Readonly<Record<string, string>>;
  /** The matched person's record (their company's facts, news and intent); null when the row matched nobody. */
  prospect: ProspectFacts | null;
}

export type CellAnswer =
  | { status: 'written'; value: string; facts: AiFact[] }
  | { status: 'not_written'; reason: string };

const fill = (phrase: string, values: Record<string, string>) =>
  phrase.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '');

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text);

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The row's own value for the first of these headers that it has (case-insensitive, spaces ignored). */
function rowValue(row: Readonly<Record<string, string>>, names: readonly string[]): string {
  const wanted = new Set(names);
  for (const [header, value] of Object.entries(row)) {
    if (wanted.has(header.toLowerCase().replace(/[\s_-]+/g, '')) && value.trim() !== '') return value.trim();
  }
  return '';
}

/** What the cell may be written from: the record first, the row's own cells where the record has nothing. */
function factsOf(input: CellInput) {
  const { prospect, row } = input;
  return {
    title: prospect?.title || rowValue(row, ['title', 'jobtitle', 'position', 'role']),
    company:
      prospect?.company?.name || rowValue(row, ['company', 'companyname', 'organisation', 'organization', 'account']),
    department: prospect?.department ?? '',
    news: prospect?.news[0] ?? null,
    topics: (prospect?.intent ?? []).slice(0, 3).map((item) => item.topic),
    industry: prospect?.company?.industry ?? '',
    sizeBand: prospect?.company?.sizeBand ?? '',
    technologies: prospect?.company?.technologies.slice(0, 3) ?? [],
    city: prospect?.city ?? '',
  };
}

const missing = (what: string): CellAnswer => ({
  status: 'not_written',
  reason: `No ${what} for this row to write from.`,
});

export function writeBuiltInCell(input: CellInput): CellAnswer {
  const kind = cellKindOf(input.instruction);
  if (!kind) {
    return {
      status: 'not_written',
      reason: `The built-in writer does not understand this instruction; try ${understoodInstructions}, or configure a language model.`,
    };
  }
  const facts = factsOf(input);
  const used: AiFact[] = [];
  const cite = (source: AiFact['source'], label: string, value: string) => used.push({ source, label, value });
  const variant = variantOf(`${input.instruction}|${JSON.stringify(input.row)}`);
  const family = roleFamilyOf(
    input.prospect ?? {
      ...emptyProspect,
      title: facts.title,
    },
    '',
  );
  const concern = pick(families[family].concerns, variant >>> 3);
  const written = (value: string): CellAnswer => ({ status: 'written', value, facts: used });

  switch (kind) {
    case 'pain': {
      if (!facts.title) return missing('job title');
      cite('prospect', 'Job title', facts.title);
      return written(fill(pick(cellPhrases.painAsTitle, variant), { title: facts.title, concern }));
    }
    case 'first-line': {
      if (facts.news && facts.company && isNewsRelevant(family, facts.news.title)) {
        cite('news', 'Latest news', facts.news.title);
        cite('company', 'Company', facts.company);
        return written(
          fill(pick(cellPhrases.firstLineNews, variant), { company: facts.company, news: facts.news.title }),
        );
      }
      const [topic] = facts.topics;
      if (topic && facts.company) {
        cite('intent', 'Researching', topic);
        cite('company', 'Company', facts.company);
        return written(fill(pick(cellPhrases.firstLineIntent, variant), { company: facts.company, topic }));
      }
      if (facts.title && facts.company) {
        cite('prospect', 'Job title', facts.title);
        cite('company', 'Company', facts.company);
        return written(
          fill(pick(cellPhrases.firstLineTitle, variant), { title: facts.title, company: facts.company, concern }),
        );
      }
      return missing('title, company news or research topic');
    }
    case 'why-now': {
      if (!facts.company) return missing('company');
      cite('company', 'Company', facts.company);
      if (facts.topics.length > 0) {
        for (const topic of facts.topics) cite('intent', 'Researching', topic);
        return written(
          fill(pick(cellPhrases.whyNowIntent, variant), { company: facts.company, topics: listOf(facts.topics) }),
        );
      }
      if (facts.news) {
        cite('news', 'Latest news', facts.news.title);
        return written(fill(pick(cellPhrases.whyNowNews, variant), { company: facts.company, news: facts.news.title }));
      }
      return missing('buying intent or company news');
    }
    case 'summary': {
      if (!facts.company || !facts.industry) return missing('company record');
      cite('company', 'Company', facts.company);
      cite('company', 'Industry', facts.industry);
      const details = [`${lowerFirst(facts.industry)}`];
      if (facts.sizeBand) {
        cite('company', 'Employees', facts.sizeBand);
        details.push(`${facts.sizeBand} employees`);
      }
      if (facts.technologies.length > 0) {
        for (const technology of facts.technologies) cite('company', 'Technology', technology);
        details.push(`uses ${listOf(facts.technologies)}`);
      }
      return written(fill(pick(cellPhrases.summary, variant), { company: facts.company, details: details.join(', ') }));
    }
    case 'intent': {
      if (facts.topics.length === 0) return missing('buying intent');
      for (const topic of facts.topics) cite('intent', 'Researching', topic);
      const topics = listOf(facts.topics);
      return written(fill(pick(cellPhrases.intent, variant), { topics: topics[0]?.toUpperCase() + topics.slice(1) }));
    }
  }
}

const emptyProspect: ProspectFacts = {
  firstName: '',
  lastName: '',
  fullName: '',
  title: '',
  seniority: '',
  department: '',
  city: '',
  country: '',
  company: null,
  news: [],
  intent: [],
};
