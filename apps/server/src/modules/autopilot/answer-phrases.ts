/**
 * The built-in composer's own words. They hold no number, name, product or claim: every fact in an
 * answer comes from the knowledge, the calendar or the booking link (a test checks this), so the
 * fact check can take these phrases as ordinary words.
 */
export const answerPhrases = {
  greeting: { named: 'Hi {name},', anonymous: 'Hi,' },
  opening: {
    question: 'Thanks for your question.',
    questions: 'Thanks for your questions.',
    interested: 'Great to hear from you, thanks for getting back to me.',
    interestedWithQuestion: 'Great to hear from you. To your question first.',
    notNow: 'Thanks for letting me know, that makes sense.',
  },
  caseStudy: 'One of our customers, {customer}, is a good example.',
  slotsIntro: {
    meeting: 'Would one of these times work for a short call?',
    afterAnswer: 'If a short call would help, would one of these times work?',
  },
  linkAfterSlots: 'If none of these suits you, you can pick another time here: {link}',
  linkOnly: 'You can pick a time that suits you here: {link}',
  linkAfterAnswer: 'If a short call would help, you can pick a time here: {link}',
  moreDetail: 'Happy to go into more detail if that would help.',
  followUp: "I'll get back in touch around {date}.",
  followUpClose: 'Until then, all the best.',
  signOff: 'Best,',
} as const;

/** Every phrase, placeholders removed: ordinary words for the fact check. */
export const answerVocabulary: string = JSON.stringify(answerPhrases).replace(/\{\w+\}/g, ' ');

/** A phrase with its placeholders filled. */
export function fill(phrase: string, values: Record<string, string>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
