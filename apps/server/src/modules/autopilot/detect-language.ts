import { type KnowledgeLanguage, knowledgeLanguageNames, knowledgeLanguages } from '@leadpilot/contracts';

/** Languages the knowledge may be written in (ISO 639-1): the contracts' list. */
export { type KnowledgeLanguage, knowledgeLanguages };

export const languageNames: Record<KnowledgeLanguage, string> = knowledgeLanguageNames;

/**
 * The commonest short words of each language: a reply's language is the one whose words it uses
 * most. Words two languages share ("in", "de", "is") are left out of both, so they never decide.
 */
const commonWords: Record<KnowledgeLanguage, readonly string[]> = {
  en: `the and you your is are do does can could would we our it this that for with have has not what how
    when who which there please thanks thank about will if just any of to be but`.split(/\s+/),
  de: `der die das und ich sie ihr ihre ihnen wir nicht ist sind mit auch für ein eine einen können bitte
    danke wie was wann gibt es uns unser haben hat noch nur auf bei oder zu funktioniert vielen gerne`.split(/\s+/),
  fr: `le la les et je vous nous est sont avec pour une des du pas que qui quoi comment merci bonjour
    votre vos notre avez sur dans ce cette aussi est-ce proposez pouvez`.split(/\s+/),
  es: `el los las y yo usted ustedes nosotros es son con para una del que qué cómo gracias hola su sus
    nuestro tienen tiene también pero por favor puede pueden hay`.split(/\s+/),
  nl: `het een ik jij jullie wij niet zijn met ook voor wat hoe wanneer bedankt dank graag onze uw
    hebben heeft kunnen kan alleen bij er nog maar`.split(/\s+/),
  pt: `os as eu você vocês nós não são com para uma que como obrigado obrigada olá seu sua nosso têm
    tem também mas por favor pode podem há está estão`.split(/\s+/),
  it: `il lo gli e io lei voi noi non sono con per una che come grazie ciao buongiorno suo sua nostro
    hanno ha anche ma può possono c'è è della`.split(/\s+/),
};

const wordSets = Object.fromEntries(
  knowledgeLanguages.map((language) => {
    const others = new Set(knowledgeLanguages.filter((other) => other !== language).flatMap((o) => commonWords[o]));
    return [language, new Set(commonWords[language].filter((word) => !others.has(word)))];
  }),
) as Record<KnowledgeLanguage, Set<string>>;

/** Letters only some languages write. */
const letterHints: Array<{ language: KnowledgeLanguage; pattern: RegExp }> = [
  { language: 'de', pattern: /[äöüß]/i },
  { language: 'fr', pattern: /[çèêëîïôœù]/i },
  { language: 'es', pattern: /[ñ¿¡]/i },
  { language: 'pt', pattern: /[ãõ]/i },
];

/**
 * The language a reply is written in, or null when the text is too short to tell ("Ok!",
 * "Sounds good"): at least two of its common words, and clearly more than any other language.
 */
export function detectLanguage(text: string): KnowledgeLanguage | null {
  const words = text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  const scores = knowledgeLanguages.map((language) => {
    const hits = words.filter((word) => wordSets[language].has(word)).length;
    const hinted = letterHints.some((hint) => hint.language === language && hint.pattern.test(text));
    return { language, score: hits + (hinted ? 1 : 0) };
  });
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score < 2) return null;
  if (second && best.score < second.score * 1.5 + 1) return null;
  return best.language;
}
