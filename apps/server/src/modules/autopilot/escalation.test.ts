import { describe, expect, it } from 'vitest';
import { classified, fixtureNow } from './autopilot-test-support.ts';
import type { ClassifiedReply } from './classified-reply.ts';
import { detectLanguage } from './detect-language.ts';
import { escalationCodes, findPolicyEscalations, mentionsPricingOrTerms, proposedTime } from './escalation.ts';

const codesFor = (replyText: string, classification: ClassifiedReply = classified('question')) =>
  findPolicyEscalations({
    classification,
    replyText,
    knowledgeLanguage: 'en',
    confidenceThreshold: 0.7,
    now: fixtureNow,
  }).map((item) => item.code);

describe('the locked escalations', () => {
  it.each([
    ['legal_request', 'My lawyer will be in touch.'],
    ['legal_request', 'This is a cease and desist.'],
    ['legal_request', "I'm going to report you to the ICO."],
    ['legal_request', 'Under GDPR, please delete everything you hold on me.'],
    ['legal_request', 'I invoke my right to be forgotten.'],
    ['legal_request', 'How did you get my email?'],
    ['anger', 'Stop sending this crap.'],
    ['anger', 'STOP EMAILING ME RIGHT NOW'],
    ['anger', 'Seriously?!!!'],
    ['unsubscribe_request', 'Please take me off your list.'],
    ['pricing_question', 'What would this cost us?'],
    ['pricing_question', 'Can you send a quote for 20 seats?'],
    ['pricing_question', 'Any discount for annual billing?'],
    ['pricing_question', 'Who do we send the invoice details to?'],
    ['contract_question', 'Is there a minimum term on the contract?'],
    ['contract_question', 'Please send your terms and conditions.'],
    ['contract_question', 'It has to go through procurement first.'],
  ])('%s: “%s”', (code, reply) => {
    expect(codesFor(reply)).toContain(code);
  });

  it('reads ordinary questions as ordinary', () => {
    for (const reply of [
      'Are you GDPR compliant?',
      'How much work is the setup on our side?',
      'In terms of security, what do you have?',
      'Could we run a pilot before we commit to anything?',
      'Does it work with Zoom and Teams?',
      'Can I report on call outcomes by rep?',
    ]) {
      expect(codesFor(reply), reply).toEqual([]);
    }
  });

  it('sends an unsubscribe label to a person even without the words', () => {
    expect(codesFor('No thanks.', classified('unsubscribe_request'))).toEqual(['unsubscribe_request']);
  });

  it('escalates a classification below the threshold, with the figures in its words', () => {
    const [found] = findPolicyEscalations({
      classification: classified('interested', { confidence: 0.62 }),
      replyText: 'Maybe later, or not.',
      knowledgeLanguage: 'en',
      confidenceThreshold: 0.7,
      now: fixtureNow,
    });
    expect(found).toMatchObject({
      code: 'low_confidence',
      words: "The reply's meaning is unclear (confidence 0.62, below 0.70): a person reads it.",
    });
  });

  it('leaves a referral to a person, and a wrong person with no one named to the stop rule', () => {
    const referral = classified('wrong_person', { referral: { name: 'Jane Doe', email: 'jane@example.com' } });
    const [found] = findPolicyEscalations({
      classification: referral,
      replyText: 'Not me, ask Jane Doe (jane@example.com).',
      knowledgeLanguage: 'en',
      confidenceThreshold: 0.7,
      now: fixtureNow,
    });
    expect(found?.words).toBe(
      'Points to someone else (“Jane Doe”, “jane@example.com”): a person decides whether to contact them.',
    );
    expect(codesFor('Wrong person, sorry.', classified('wrong_person'))).toEqual([]);
  });

  it('escalates a reply in another language than the knowledge', () => {
    expect(codesFor('Wir sind interessiert, können Sie uns mehr Informationen schicken?')).toEqual(['other_language']);
    expect(codesFor('Ok!')).toEqual([]);
  });

  it('escalates a time the prospect proposes, not a vague one', () => {
    expect(codesFor('Could we do Thursday at 3pm?', classified('meeting_request'))).toEqual(['proposed_time']);
    expect(codesFor('Happy to chat next week.', classified('interested'))).toEqual([]);
    expect(proposedTime('tomorrow afternoon?', fixtureNow)).toBe('tomorrow afternoon');
  });

  it('lists the most serious first, and leaves machine mail alone', () => {
    const codes = codesFor('Stop emailing me or I will report you. What does this crap even cost?');
    expect(codes).toEqual([...codes].sort((a, b) => escalationCodes.indexOf(a) - escalationCodes.indexOf(b)));
    expect(codes[0]).toBe('legal_request');
    expect(codesFor('Delivery failed: lawyer@example.com', { kind: 'bounce', confidence: 1, evidence: [] })).toEqual(
      [],
    );
  });

  it('finds the pricing or terms words an answer may never speak of', () => {
    expect(mentionsPricingOrTerms('Our pricing is flexible.')).toBe('pricing');
    expect(mentionsPricingOrTerms('Most teams are live in one afternoon.')).toBeUndefined();
  });
});

describe('detectLanguage', () => {
  it.each([
    ['Thanks, could you tell me more about how this works with our CRM?', 'en'],
    ['Danke für die Nachricht, wir haben leider keine Zeit.', 'de'],
    ['Merci pour votre message, nous sommes intéressés.', 'fr'],
    ['Gracias, ¿pueden enviarnos más información?', 'es'],
    ['Bedankt, wij hebben er nu geen tijd voor.', 'nl'],
    ['Sounds good', null],
  ])('“%s” is %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
