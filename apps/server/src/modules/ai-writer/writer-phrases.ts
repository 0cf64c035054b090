import type { AiTone } from './ai-writer.ts';

/**
 * Every fixed phrase the built-in writer uses, per tone. `{name}` marks where a fact of the
 * inputs goes. The phrases hold no number, name or event of their own (a test checks): whatever
 * a draft says beyond these words comes from the brief, the prospect's record or the draft being
 * rewritten, which is what lets the fact check hold the built-in writer to its inputs.
 */

type ByTone = Record<AiTone, string>;

export const phrases = {
  greeting: {
    friendly: 'Hi {firstName},',
    professional: 'Hello {firstName},',
    direct: 'Hi {firstName},',
    casual: 'Hey {firstName},',
  } satisfies ByTone,
  subject: {
    friendly: 'An idea for {company}',
    professional: 'A proposal for {company}',
    direct: 'For {company}: a quick idea',
    casual: 'Quick idea for {company}',
  } satisfies ByTone,
  subjectWithTopic: {
    friendly: '{topic} at {company}',
    professional: '{topic} at {company}',
    direct: '{topic} at {company}',
    casual: '{topic} at {company}?',
  } satisfies ByTone,
  news: {
    friendly: 'I came across the news “{news}” and thought of you.',
    professional: 'I read the recent news “{news}” with interest.',
    direct: 'I saw “{news}”.',
    casual: 'Just saw “{news}” and thought of you.',
  } satisfies ByTone,
  intent: {
    friendly: 'It looks like {topic} is on your team’s radar right now.',
    professional: 'It appears that {topic} is a current focus for your team.',
    direct: 'Your team is looking into {topic}.',
    casual: 'Looks like {topic} is on your radar right now.',
  } satisfies ByTone,
  role: {
    friendly: 'As {title}, you are probably close to this.',
    professional: 'Given your role as {title}, this may be relevant to you.',
    direct: 'As {title}, you own this.',
    casual: 'As {title}, you’re probably close to this.',
  } satisfies ByTone,
  technologies: {
    friendly: 'Since your team works with {technologies}, it should fit right in.',
    professional: 'As your team works with {technologies}, it would fit alongside your current tools.',
    direct: 'It works alongside {technologies}.',
    casual: 'Since you’re already on {technologies}, it should slot right in.',
  } satisfies ByTone,
  offer: {
    friendly: 'Here is what we do, in short: {offer}.',
    professional: 'To introduce what we do: {offer}.',
    direct: 'What we offer: {offer}.',
    casual: 'Quick version of what we do: {offer}.',
  } satisfies ByTone,
  audience: {
    friendly: 'It is built for {audience}, so I thought it might be useful for {company}.',
    professional: 'It is designed for {audience}, which is why I am writing to {company}.',
    direct: 'It is built for {audience}, like {company}.',
    casual: 'It’s made for {audience}, so I figured {company} might like it.',
  } satisfies ByTone,
  closer: {
    friendly: 'I would be glad to show you how it could work for your team.',
    professional: 'I would welcome the opportunity to explain how it could work for your team.',
    direct: 'I can show you how it would work for your team.',
    casual: 'Happy to show you how it’d work for your team.',
  } satisfies ByTone,
  callToAction: {
    friendly: 'If it sounds useful, the next step is simple: {callToAction}.',
    professional: 'If this is of interest, I suggest a next step: {callToAction}.',
    direct: 'Next step: {callToAction}.',
    casual: 'If you’re up for it: {callToAction}.',
  } satisfies ByTone,
  question: {
    friendly: 'Is this something your team is looking at right now?',
    professional: 'Is this a priority for your team at the moment?',
    direct: 'Is this a priority for you right now?',
    casual: 'Is this on your list right now?',
  } satisfies ByTone,
  questionWithTopic: {
    friendly: 'Is {topic} something your team is working on right now?',
    professional: 'Is {topic} a priority for your team at the moment?',
    direct: 'Is {topic} a priority for you right now?',
    casual: 'Is {topic} on your list right now?',
  } satisfies ByTone,
  signOff: {
    friendly: 'Best,',
    professional: 'Kind regards,',
    direct: 'Thanks,',
    casual: 'Cheers,',
  } satisfies ByTone,
  caseStudy: 'For example: {caseStudy}.',
  fallbackFirstName: 'there',
  fallbackCompany: 'your team',
  technologiesJoiner: ' and ',
} as const;

/** Words the rewrite instructions put in or take out (contractions, greetings, sign-offs). */
export const toneReplacements = {
  contractions: [
    ['I am', 'I’m'],
    ['do not', 'don’t'],
    ['does not', 'doesn’t'],
    ['it is', 'it’s'],
    ['we are', 'we’re'],
    ['you are', 'you’re'],
    ['that is', 'that’s'],
    ['I would', 'I’d'],
    ['would not', 'wouldn’t'],
    ['cannot', 'can’t'],
    ['I will', 'I’ll'],
    ['we will', 'we’ll'],
    ['let us', 'let’s'],
    ['I have', 'I’ve'],
    ['we have', 'we’ve'],
  ],
  casualGreeting: 'Hey',
  formalGreeting: 'Dear',
  casualSignOff: 'Cheers,',
  formalSignOff: 'Kind regards,',
  greetingWords: ['hi', 'hello', 'hey', 'dear', 'greetings', 'good morning', 'good afternoon'],
  signOffWords: [
    'best',
    'best regards',
    'kind regards',
    'warm regards',
    'regards',
    'cheers',
    'thanks',
    'thank you',
    'many thanks',
    'sincerely',
    'yours sincerely',
    'all the best',
  ],
} as const;

/** Fills `{name}` slots. */
export function fill(phrase: string, values: Record<string, string>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** The built-in writer's own words (slots left out): ordinary words the fact check accepts in any draft. */
export const writerVocabulary: string = [...allStrings(phrases), ...allStrings(toneReplacements)]
  .map((phrase) => phrase.replace(/\{\w+\}/g, ' '))
  .join('\n');
