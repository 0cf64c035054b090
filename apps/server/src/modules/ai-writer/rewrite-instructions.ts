/**
 * The rewrite instructions the built-in writer understands, read from free text: "shorter",
 * "more casual", "more formal", "add a case study: …", "add a question", "remove the last
 * paragraph" (or the first, second …), "mention their news". What is left over after every
 * known instruction is taken out is reported as not understood.
 */

export type RewriteOperation =
  | { kind: 'shorter' }
  | { kind: 'casual' }
  | { kind: 'formal' }
  | { kind: 'case-study'; facts: string }
  | { kind: 'question' }
  | { kind: 'remove-paragraph'; position: number | 'last' }
  | { kind: 'personalise' };

export interface ParsedInstruction {
  operations: RewriteOperation[];
  /** Words of the instruction that no known instruction accounts for; empty when all were understood. */
  notUnderstood: string;
}

const ordinals: Record<string, number | 'last'> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: 'last',
  final: 'last',
};

interface Rule {
  pattern: RegExp;
  operation: (match: RegExpExecArray) => RewriteOperation;
}

const rules: Rule[] = [
  {
    // The case study's facts run to the end of the instruction: they may hold commas and "and".
    pattern:
      /\b(?:add|include|insert|with)\s+(?:a\s+|an\s+|one\s+)?(?:short\s+|brief\s+)?(?:case study|customer story|example)\b\s*(?:(?::|-|–|—|about|on|of|from|showing|where|that)\s*([\s\S]*))?$/i,
    operation: (match) => ({ kind: 'case-study', facts: (match[1] ?? '').trim() }),
  },
  {
    pattern:
      /\b(?:remove|delete|drop|cut)\s+(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last|final)\s+(?:paragraph|para|part)\b/i,
    operation: (match) => ({
      kind: 'remove-paragraph',
      position: ordinals[(match[1] ?? 'last').toLowerCase()] ?? 'last',
    }),
  },
  {
    pattern:
      /\b(?:(?:make\s+(?:it\s+)?)?(?:a\s+(?:bit|little)\s+)?(?:shorter|briefer|more concise|less wordy|tighter)|shorten(?:\s+it)?|trim(?:\s+it)?(?:\s+down)?|cut(?:\s+it)?\s+down|be\s+(?:more\s+)?(?:brief|concise))\b/i,
    operation: () => ({ kind: 'shorter' }),
  },
  {
    pattern:
      /\b(?:(?:make\s+(?:it\s+)?)?(?:a\s+(?:bit|little)\s+)?(?:more\s+(?:casual|relaxed|informal|friendly|conversational)|less\s+formal|friendlier|casual(?:ly)?|informal))\b/i,
    operation: () => ({ kind: 'casual' }),
  },
  {
    pattern:
      /\b(?:(?:make\s+(?:it\s+)?)?(?:a\s+(?:bit|little)\s+)?(?:more\s+(?:formal|professional)|less\s+casual|formal(?:ly)?|professional))\b/i,
    operation: () => ({ kind: 'formal' }),
  },
  {
    pattern:
      /\b(?:add|ask|include|end\s+with|finish\s+with|close\s+with)\s+(?:a\s+|one\s+)?(?:closing\s+|short\s+)?question\b/i,
    operation: () => ({ kind: 'question' }),
  },
  {
    pattern:
      /\b(?:personali[sz]e(?:\s+it)?|mention\s+(?:their|the|his|her)\s+(?:company\s+)?(?:news|company|intent|research))\b/i,
    operation: () => ({ kind: 'personalise' }),
  },
];

/** Words that carry no instruction of their own ("please make it …, and then …"). */
const fillerWords = new Set(
  `please pls make it its the this that email draft message text a an and also then too bit little
  more much very slightly somewhat can could you would kindly just now thanks thank with of to in`.split(/\s+/),
);

export function parseInstruction(instruction: string): ParsedInstruction {
  let rest = instruction;
  const found: { at: number; operation: RewriteOperation }[] = [];
  for (const rule of rules) {
    for (;;) {
      const match = rule.pattern.exec(rest);
      if (!match) break;
      found.push({ at: match.index, operation: rule.operation(match) });
      rest = `${rest.slice(0, match.index)} ${' '.repeat(match[0].length - 1)}${rest.slice(match.index + match[0].length)}`;
    }
  }
  const operations = found
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.operation)
    .filter((operation, index, all) => all.findIndex((other) => other.kind === operation.kind) === index);
  const leftover = rest
    .split(/[\s,;.!?:]+/)
    .filter((word) => /\p{L}/u.test(word) && !fillerWords.has(word.toLowerCase()));
  return { operations, notUnderstood: leftover.join(' ') };
}

/** What the built-in writer can do, for the message when an instruction was not understood. */
export const knownInstructions =
  'make it shorter, more casual or more formal, add a case study (with its facts: “add a case study: …”), add a question, remove the first or last paragraph, or mention the prospect’s news';
