import type { AiFact } from '@leadpilot/contracts';
import { escapeHtml } from '../../platform/mail/html-text.ts';
import type { AiTone, ProspectFacts, RewriteInput } from './ai-writer.ts';
import {
  blocksOf,
  htmlOfBlocks,
  mapText,
  mergeField,
  sanitizeDraftHtml,
  sentencesOf,
  textOf,
  withFallbacks,
} from './draft-html.ts';
import { knownInstructions, parseInstruction, type RewriteOperation } from './rewrite-instructions.ts';
import type { BuiltInDraft } from './write-built-in-template.ts';
import { withoutEndPunctuation } from './writer-paraphrase.ts';
import { fill, phrases, toneReplacements } from './writer-phrases.ts';

/** The voice the built-in writer uses for sentences it adds to someone else's draft. */
const addedTone: AiTone = 'friendly';

interface Draft {
  subject: string;
  greeting: string | null;
  body: string[];
  signOff: string | null;
}

const startPattern = (words: readonly string[]) => new RegExp(`^(?:${words.join('|')})\\b`, 'i');
const greetingStart = startPattern(toneReplacements.greetingWords);
const signOffStart = startPattern(toneReplacements.signOffWords);

function splitDraft(subject: string, html: string): Draft {
  const blocks = blocksOf(sanitizeDraftHtml(html));
  const plain = (block: string) => withFallbacks(textOf(block)).trim();
  const first = blocks[0];
  const greeting =
    first !== undefined && blocks.length > 1 && plain(first).length <= 60 && greetingStart.test(plain(first))
      ? first
      : null;
  const rest = greeting === null ? blocks : blocks.slice(1);
  const last = rest.at(-1);
  const isSignOff =
    last !== undefined &&
    rest.length > 1 &&
    (signOffStart.test(plain(last)) || /\{\{\s*(?:sender_name|signature)\b/.test(last));
  return {
    subject,
    greeting,
    body: isSignOff ? rest.slice(0, -1) : rest,
    signOff: isSignOff ? (last ?? null) : null,
  };
}

function joinDraft(draft: Draft): { subject: string; html: string } {
  const blocks = [draft.greeting, ...draft.body, draft.signOff].filter((block): block is string => block !== null);
  return { subject: draft.subject, html: htmlOfBlocks(blocks) };
}

/** Whether the built-in writer understands at least part of the instruction. */
export function understandsInstruction(instruction: string): boolean {
  return parseInstruction(instruction).operations.length > 0;
}

/**
 * Rewrites a draft following the instruction, deterministically, with only words of the draft,
 * the instruction, the prospect's record and its own phrases. It says in `notes` what it did not
 * understand or could not do.
 */
export function rewriteBuiltIn(input: RewriteInput): BuiltInDraft {
  const { operations, notUnderstood } = parseInstruction(input.instruction);
  const notes: string[] = [];
  const facts: AiFact[] = [];
  let draft = splitDraft(input.subject, input.html);
  for (const operation of operations) {
    draft = apply(operation, draft, input.prospect, notes, facts);
  }
  if (operations.length === 0) {
    notes.push(`The built-in writer did not understand “${input.instruction}”; it can ${knownInstructions}.`);
  } else if (notUnderstood !== '') {
    notes.push(`Not understood, so not applied: “${notUnderstood}”. The built-in writer can ${knownInstructions}.`);
  }
  const { subject, html } = joinDraft(draft);
  return { subject, html, text: textOf(html), factsUsed: facts, notes };
}

function apply(
  operation: RewriteOperation,
  draft: Draft,
  prospect: ProspectFacts | null,
  notes: string[],
  facts: AiFact[],
): Draft {
  switch (operation.kind) {
    case 'shorter':
      return shorter(draft, notes);
    case 'casual':
    case 'formal':
      return changeTone(draft, operation.kind, notes);
    case 'case-study': {
      const caseStudy = withoutEndPunctuation(operation.facts);
      if (caseStudy === '') {
        notes.push(
          'No case study was added: the built-in writer uses only facts it is given. Write them in the instruction, e.g. “add a case study: <customer> cut <what> by <how much>”.',
        );
        return draft;
      }
      facts.push({ source: 'instruction', label: 'Case study', value: caseStudy });
      const paragraph = escapeHtml(fill(phrases.caseStudy, { caseStudy }));
      return { ...draft, body: insertBeforeLast(draft.body, paragraph) };
    }
    case 'question': {
      const last = draft.body.at(-1);
      if (last !== undefined && textOf(last).trim().endsWith('?')) {
        notes.push('The draft already ends with a question.');
        return draft;
      }
      return { ...draft, body: [...draft.body, escapeHtml(phrases.question[addedTone])] };
    }
    case 'remove-paragraph': {
      const index = operation.position === 'last' ? draft.body.length - 1 : operation.position - 1;
      if (index < 0 || index >= draft.body.length) {
        notes.push(
          `The draft has no ${operation.position === 'last' ? 'last' : `paragraph ${operation.position}`} to remove.`,
        );
        return draft;
      }
      return { ...draft, body: draft.body.filter((_, position) => position !== index) };
    }
    case 'personalise':
      return personalise(draft, prospect, notes, facts);
  }
}

const insertBeforeLast = (body: string[], block: string) =>
  body.length === 0 ? [block] : [...body.slice(0, -1), block, ...body.slice(-1)];

const isQuestion = (block: string) => textOf(block).trim().endsWith('?');
const firstPersonPlural = /\b(?:we|our|us)\b/gi;

/**
 * The paragraphs "shorter" keeps whatever else goes: the call to action (the last paragraph: the
 * ask, a question or not) and the offer (the paragraph that speaks most of "we" and "our", else
 * the one before the call to action).
 */
function essentials(body: readonly string[]): { offer: number; callToAction: number } {
  const callToAction = body.length - 1;
  let offer = -1;
  let most = 0;
  body.forEach((block, index) => {
    if (index === callToAction) return;
    const count = textOf(block).match(firstPersonPlural)?.length ?? 0;
    if (count > most) {
      most = count;
      offer = index;
    }
  });
  return { offer: offer === -1 ? Math.max(0, callToAction - 1) : offer, callToAction };
}

/**
 * "Shorter" keeps the offer and the call to action and drops the rest first: about half the other
 * paragraphs go, the last ones first (the opening stays longest). With nothing else left to drop,
 * each paragraph keeps one sentence: the offer its first, the call to action its last (the ask).
 */
function shorter(draft: Draft, notes: string[]): Draft {
  const { body } = draft;
  const { offer, callToAction } = essentials(body);
  const others = body.map((_, index) => index).filter((index) => index !== offer && index !== callToAction);
  if (others.length > 0) {
    const dropped = new Set(others.slice(Math.floor(others.length / 2)));
    return { ...draft, body: body.filter((_, index) => !dropped.has(index)) };
  }
  const cut = body.map((block, index) => {
    const sentences = sentencesOf(block);
    if (sentences.length < 2) return block;
    const ask = index === callToAction ? (sentences.findLast(isQuestion) ?? sentences.at(-1)) : sentences[0];
    return ask ?? block;
  });
  if (cut.every((block, index) => block === body[index])) notes.push('The draft is already as short as it gets.');
  return { ...draft, body: cut };
}

function matchCase(found: string, replacement: string): string {
  const first = found.charAt(0);
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

const pattern = (phrase: string) => new RegExp(`\\b${phrase.replace(/[’']/g, "['’]").replace(/ /g, '\\s+')}\\b`, 'gi');

/** Per tone: each contraction's pattern and what it becomes, compiled once. */
const toneChanges = {
  casual: toneReplacements.contractions.map(([full, short]) => ({ pattern: pattern(full), to: short })),
  formal: toneReplacements.contractions.map(([full, short]) => ({ pattern: pattern(short), to: full })),
};

function changeWords(text: string, tone: 'casual' | 'formal'): string {
  let changed = text;
  for (const change of toneChanges[tone]) {
    changed = changed.replace(change.pattern, (found) => matchCase(found, change.to));
  }
  return changed;
}

/** A sign-off at the start of its paragraph, longest words first ("best regards" before "best"). */
const signOffPattern = new RegExp(
  `^(\\s*(?:<[^>]*>\\s*)*)(?:${[...toneReplacements.signOffWords].sort((a, b) => b.length - a.length).join('|')})\\s*[,.!]?`,
  'i',
);

function changeTone(draft: Draft, tone: 'casual' | 'formal', notes: string[]): Draft {
  const greetingWord = tone === 'casual' ? toneReplacements.casualGreeting : toneReplacements.formalGreeting;
  const greeting =
    draft.greeting === null
      ? null
      : draft.greeting.replace(
          /^(\s*(?:<[^>]*>\s*)*)(good morning|good afternoon|greetings|hello|hey|hi|dear)\b/i,
          `$1${greetingWord}`,
        );
  const signOffWords = tone === 'casual' ? toneReplacements.casualSignOff : toneReplacements.formalSignOff;
  const signOff = draft.signOff === null ? null : draft.signOff.replace(signOffPattern, `$1${signOffWords}`);
  const next: Draft = {
    subject: changeWords(draft.subject, tone),
    greeting: greeting === null ? null : mapText(greeting, (text) => changeWords(text, tone)),
    body: draft.body.map((block) => mapText(block, (text) => changeWords(text, tone))),
    signOff,
  };
  if (JSON.stringify(next) === JSON.stringify(draft))
    notes.push(`The draft already reads ${tone === 'casual' ? 'casually' : 'formally'}.`);
  return next;
}

/** Adds a line on the reader's latest news, as the merge field, so each reader sees their own. */
function personalise(draft: Draft, prospect: ProspectFacts | null, notes: string[], facts: AiFact[]): Draft {
  const news = prospect?.news[0];
  if (!news) {
    notes.push(
      prospect
        ? 'This prospect’s company has no news to mention.'
        : 'Choose a prospect to mention their news: the built-in writer uses only facts it is given.',
    );
    return draft;
  }
  facts.push({ source: 'news', label: 'Latest news (as {{ latest_news }})', value: news.title });
  const line = escapeHtml(fill(phrases.newsLine, { news: '\uE000' })).replace('\uE000', mergeField('latest_news'));
  return { ...draft, body: [line, ...draft.body] };
}
