import type { CommunicationAdvice, ConfidenceLevel, DiscStyle } from '@leadpilot/contracts';

type Advice = Required<CommunicationAdvice>;

/** How to write to and talk with each style: concrete, and free of facts about the person. */
export const adviceByStyle: Record<DiscStyle, Advice> = {
  D: {
    tone: 'Direct and confident: state your point in the first line and skip the small talk.',
    length: 'Short: 50–90 words, three sentences or three bullets at most.',
    leadWith: [
      'The outcome that matters to them: time saved, revenue won or risk removed.',
      'One clear ask with two concrete time slots.',
    ],
    avoid: [
      'Long introductions and background about your company.',
      "Hedging words such as 'just', 'maybe' and 'I was wondering'.",
      'Asking them to do work before you have shown value.',
    ],
    subjectLineTips: ['Name the outcome in five words or fewer.', 'No questions and no exclamation marks.'],
    callTips: [
      'Say why you are calling in one sentence, then let them steer.',
      'Answer with the bottom line first; give detail only when asked.',
    ],
  },
  I: {
    tone: 'Warm, upbeat and personal: write the way you would talk, and mention something they shared.',
    length: 'Short to medium: 80–120 words; one friendly opening line is welcome.',
    leadWith: [
      'A genuine reference to something they posted, celebrated or spoke about.',
      'The people and the story behind the result: who else uses it and how it went for them.',
    ],
    avoid: [
      'Dense tables of figures and long feature lists.',
      'A cold, formal register or a template that reads like one.',
    ],
    subjectLineTips: ['Personal and positive: refer to their post, team or event.', 'Use their first name.'],
    callTips: [
      'Leave room for conversation and let them talk about their team and ideas.',
      'Follow up in writing with the details they skipped over.',
    ],
  },
  S: {
    tone: 'Calm, friendly and low-pressure: explain step by step how it helps their team.',
    length: 'Medium: 100–150 words with one gentle, clear next step.',
    leadWith: [
      'How it supports their team and customers, with as little disruption as possible.',
      'What getting started looks like and who helps them through it.',
    ],
    avoid: [
      'Pressure tactics, countdowns and invented deadlines.',
      'Asking for a big commitment in the first message.',
    ],
    subjectLineTips: ['Reassuring and specific about the benefit to their team.'],
    callTips: [
      'Give them time to think and offer a written summary they can share with colleagues.',
      'Be explicit about next steps and who will be their contact.',
    ],
  },
  C: {
    tone: 'Precise and factual: back every claim with a number, a source or a method.',
    length: 'Medium, and structured: 120–180 words is fine when facts sit in bullets.',
    leadWith: [
      'Specific evidence: benchmarks, how results were measured, documentation.',
      'Answers to the risks they will ask about: accuracy, security, integration effort.',
    ],
    avoid: [
      "Superlatives and hype such as 'revolutionary' or 'best-in-class'.",
      'Vague claims without evidence, and rushing them to decide.',
    ],
    subjectLineTips: ['Concrete and descriptive: say exactly what is inside.'],
    callTips: [
      'Send an agenda beforehand and keep to it.',
      'Bring documentation and offer a trial or pilot they can evaluate on their own terms.',
    ],
  },
};

/** With little of their own writing to go on: advice that works for every style. */
export const neutralAdvice: Advice = {
  tone: 'Clear, courteous and professional: there is too little of their own writing to tailor the style.',
  length: 'Short: 70–110 words with one specific reason for writing and one question.',
  leadWith: [
    'One specific fact about their company, such as one of the pitch suggestions.',
    'A plain statement of why you are writing to them in particular.',
  ],
  avoid: ['Guessing at their personality or interests.', 'Hype, pressure and long paragraphs.'],
  subjectLineTips: ['Specific and plain: name the topic of the message.'],
  callTips: ['Ask an open question early and adapt to how they answer.'],
};

/**
 * The advice for a reading: the primary style's, plus the secondary style's first "lead with" when
 * that style is strong too; neutral advice when confidence is low.
 */
export function adviseOn(reading: {
  primary: DiscStyle;
  secondary: DiscStyle | null;
  confidenceLevel: ConfidenceLevel;
  scores: Record<DiscStyle, number>;
}): Advice {
  if (reading.confidenceLevel === 'low') return structuredClone(neutralAdvice);
  const advice = structuredClone(adviceByStyle[reading.primary]);
  const { secondary } = reading;
  if (secondary && reading.scores[secondary] >= 0.6 * reading.scores[reading.primary]) {
    const blend = adviceByStyle[secondary].leadWith[0];
    if (blend) advice.leadWith.push(`Also: ${blend.charAt(0).toLowerCase()}${blend.slice(1)}`);
  }
  return advice;
}
