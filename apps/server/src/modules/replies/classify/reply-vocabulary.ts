/**
 * Word classes the structural reply rules combine (reply-structure.ts), in the six languages our
 * prospects write in (English, German, French, Spanish, Dutch, Portuguese). Every pattern reads
 * folded text (fold-text.ts: lower case, no accents), so "miércoles" is written "miercoles".
 * A class says what a word does in a reply, not which label it belongs to: a near day beside a
 * meeting word proposes a meeting; a far period beside a "get back to me" word defers.
 */

const re = (source: string) => new RegExp(source, 'g');
const words = (...alternatives: string[]) => `(?:${alternatives.join('|')})`;

const weekdays = words(
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|thurs',
  'montag|dienstag|mittwoch|donnerstag|freitag|samstag',
  'lundi|mardi|mercredi|jeudi|vendredi|samedi',
  'lunes|martes|miercoles|jueves|viernes|sabado',
  'maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag',
  '(?:segunda|terca|quarta|quinta|sexta)-feira',
);

const months = words(
  'january|february|march|april|june|july|august|september|october|november|december|sept?|oct|nov|dec|jan|feb|apr|aug',
  'januar|februar|marz|juni|juli|oktober|dezember',
  'janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre',
  'januari|februari|maart|mei|augustus',
  'janeiro|fevereiro|marco|maio|junho|julho|setembro|outubro|novembro|dezembro',
);
/** "May" and "mai" are also words ("we may", "mai" alone), so they count only after a preposition. */
const monthAfterPreposition = `(?:in|by|until|after|around|from|before|early|mid|late|end of|im|ab|bis|nach|anfang|ende|mitte|en|fin|debut|courant|a partir de|para|hasta|desde|vanaf|na|tot|em|ate|depois de)[ -](?:${months}|may|mai)`;

/** A day near enough to meet on: a weekday, tomorrow, this or next week, a clock time, a date. */
export const nearTime = re(
  words(
    `\\b${weekdays}s?\\b`,
    '\\b(?:tomorrow|today|tonight|this (?:afternoon|morning|week)|next week|early next week|later this week|end of (?:the|this) week)\\b',
    "\\b(?:morgen|ubermorgen|heute|diese woche|nachste woche|kommende woche|demain|aujourd'hui|cette semaine|(?:la )?semaine prochaine)\\b",
    '\\b(?:manana|hoy|esta semana|la semana que viene|la proxima semana|amanha|hoje|(?:na )?proxima semana|semana que vem|vandaag|deze week|volgende week)\\b',
    '\\b\\d{1,2}(?::\\d{2})? ?(?:am|pm|a\\.m\\.|p\\.m\\.)(?!\\w)',
    '\\b\\d{1,2}[:h]\\d{2}\\b|\\b\\d{1,2} ?(?:h|uhr|uur)\\b|\\b(?:um|a las|as|om|vers|at) \\d{1,2}\\b',
    `\\b\\d{1,2}(?:st|nd|rd|th|\\.|er|e)? (?:of |de )?${months}\\b|\\b${months} \\d{1,2}(?:st|nd|rd|th)?\\b|\\bthe \\d{1,2}(?:st|nd|rd|th)\\b`,
  ),
);

/** A time far enough to mean "later": a month, a quarter, a season, next year, weeks or months away. */
export const farTime = re(
  words(
    `\\b${monthAfterPreposition}\\b`,
    `\\b(?:in|by|until|around|after|early|late|mid|im|ab|bis|en|para|hasta|em|ate) (?:next |this |coming |nachsten |kommenden )?${months}\\b`,
    '\\b(?:in|until|from|for|by|ab|bis|im jahr|en|a partir de|hasta|vanaf|tot|em|ate) 20\\d\\d\\b',
    '\\bq[1-4]\\b|\\bh[12]\\b|\\b(?:next|following|first|second|third|fourth|new|coming) (?:quarter|fiscal year|financial year|half|budget)',
    '\\b(?:second|first) half of\\b|\\b(?:nachste[ns]?|kommende[ns]?) (?:quartal|jahr|halbjahr)|\\b(?:im|ab dem) (?:neuen jahr|\\d\\. quartal)',
    '\\b(?:next|new) year\\b|\\b(?:later|end of|early|beginning of|start of) (?:this|next|the) year\\b|\\byear[- ]end\\b|\\bnew year\\b',
    '\\b(?:the |this |next )?(?:spring|summer|autumn|winter)\\b|\\b(?:in|this|next|the|after the) fall\\b',
    '\\b(?:fruhjahr|fruhling|sommer|herbst|sommerpause)\\b|\\b(?:ete|printemps|automne|hiver|rentree)\\b|\\b(?:verano|otono|invierno|primavera)\\b',
    '\\b(?:zomer|voorjaar|najaar|herfst|zomervakantie)\\b|\\b(?:verao|outono|inverno)\\b',
    "\\bl'(?:annee|an) prochaine?\\b|\\b(?:le )?(?:trimestre|semestre) prochain\\b|\\b(?:el|al) (?:ano|trimestre) (?:que viene|proximo)\\b|\\bel proximo (?:ano|trimestre)\\b",
    '\\b(?:volgend|komend) (?:jaar|kwartaal)\\b|\\b(?:o )?(?:ano|trimestre) que vem\\b|\\bproximo (?:ano|trimestre)\\b',
    '\\b(?:after|over|past) (?:the )?(?:holidays|christmas|new year|easter|summer)\\b|\\bnach (?:den feiertagen|weihnachten|ostern|dem sommer)\\b',
    "\\bapres (?:les fetes|noel|l'ete|les vacances)\\b|\\bdespues de(?:l| las)? (?:fiestas|navidad|verano|vacaciones)\\b|\\bna de (?:feestdagen|kerst|zomer)\\b|\\bdepois d(?:as|o) (?:festas|natal|verao|ferias)\\b",
    '\\bin (?:a (?:few|couple(?: of)?)|several|\\d+|two|three|four|six) (?:weeks|months)\\b|\\bin a (?:month|year)\\b|\\bin ein (?:paar|einigen) (?:wochen|monaten)\\b|\\bin \\d+ (?:wochen|monaten)\\b',
    '\\bdans (?:quelques|\\d+|deux|trois|six) (?:semaines|mois)\\b|\\b(?:en|dentro de) (?:unas|unos|\\d+|un par de) (?:semanas|meses)\\b|\\bover (?:een paar|\\d+) (?:weken|maanden)\\b|\\b(?:em|daqui a) (?:algumas|alguns|\\d+) (?:semanas|meses)\\b',
    '\\b(?:after|once) (?:our|the|we) [a-z-]+(?: [a-z-]+)? (?:launch|migration|rollout|renewal|reorg|audit|merger|close|is done|are done|is over|settles|finishes|goes live)\\b',
  ),
);

/** Words that put a meeting on the table. */
export const meetingWord = re(
  words(
    '\\b(?:call|chat|talk|speak|meet|meeting|demo|catch[- ]up|zoom|teams (?:call|link|meeting|invite)|google meet|invite|invitation|calendar|slot|availability|free|available|works for me|work for you|suits?|hop on|jump on|book)\\b',
    '\\b(?:termin|telefonat|telefonieren|gesprach|sprechen|treffen|einladung|passt (?:ihnen|dir|es|mir))\\b',
    "\\b(?:appel|appeler|s'appeler|echanger|echange|rendez-vous|rdv|reunion|visio|disponible|dispo|creneau)\\b",
    '\\b(?:llamada|llamar|hablar|hablamos|reunirnos|videollamada|invitacion|hueco|te va bien|te viene bien)\\b',
    '\\b(?:bellen|afspraak|gesprek|overleg|beschikbaar|uitnodiging|ligacao|ligar|reuniao|conversar|conversa|disponivel|convite)\\b',
  ),
);

/** "Get back to me" words: what a deferral asks for, whatever the language. */
export const resumeWord = re(
  words(
    '\\b(?:reach out|ping me|follow up|check back|circle back|get back|come back|try me|ask me|reconnect|revisit|pick (?:this|it|things) (?:up|back up)|touch base|drop me a (?:line|note)|get in touch|be in touch|keep in touch|talk again|speak again|chat again|look at (?:this|it) again|contact me|email me|write (?:to )?me|remind me)\\b',
    '\\b(?:melden sie sich|melde dich|meld dich|kommen sie|(?:noch ?mal|nochmals|noch einmal|erneut|wieder) (?:melden|kontaktieren|ansprechen|schreiben|auf (?:mich|uns) zu))\\b',
    '\\b(?:recontactez|recontacter|revenez vers|revenir vers|reprendre contact|reprenons|relancez|relancer|ecrivez-moi|en reparler|reparlons)',
    '\\b(?:escribeme|escribenos|contactame|contactanos|vuelve a (?:escribir|contactar)|vuelvas a (?:escribir|contactar)|retomamos|retomar|lo vemos|hablamos)',
    '\\b(?:neem (?:dan |later |gerust )?(?:weer )?contact|kom (?:er )?(?:dan |later )?(?:op )?terug|mail me|bel me)\\b|\\b(?:entre em contato|me procure|retomamos|falamos|volte a (?:falar|escrever))',
  ),
);

/** A negation word: it turns an interest word inside its clause into a refusal. */
export const negation =
  /\b(?:not|no|never|n't|nicht|kein(?:e[nmrs]?)?|nie|pas|ne|jamais|nunca|niet|geen|nooit|nao|nem)\b|n't\b/;

/** Words that end the clause a negation reaches over. */
export const clauseBreak = /[.!?;:,\n]|\s-\s|\b(?:but|though|although|however|aber|doch|mais|pero|sino|maar|mas)\b/g;

/** A sentence that asks: it starts with an interrogative or an inverted verb, in any of the six languages. */
export const interrogativeStart =
  /^\W*(?:(?:and|but|also|so|ok|hi|hello|hey|thanks|quick (?:q|question)|one more thing)[\s,:-]+)?(?:what|how|which|who|where|when|why|does|do|did|is|are|can|could|would|will|have|has|any|wie|was|welche[rsmn]?|wer|wo|wann|warum|gibt es|haben sie|bieten sie|konnen sie|funktioniert|est-ce|comment|combien|quel(?:le)?s?|qui|ou|quand|pourquoi|avez-vous|proposez-vous|pouvez-vous|y a-t-il|¿|que|como|cuanto|cuanta|cual|quien|donde|cuando|por que|hay|tienen|ofrecen|funciona|wat|hoe|welke|waar|wanneer|waarom|is er|zijn er|hebben jullie|kunnen jullie|werkt|o que|quanto|qual|quem|onde|existe|voces)\b/;

/** Someone who keeps a diary for the writer: a referral to them is how to book a meeting, not a wrong person. */
export const assistantWord =
  /\b(?:assistant|(?:my|our) (?:ea|pa)|secretary|office manager|assistentin|assistent|sekretariat|assistante|secretaire|asistente|secretaria|secretaresse|assistente)\b/;

/** What an assistant is handed: a diary. */
export const diaryWord =
  /\b(?:calendar|diary|schedule|scheduling|book|time|times|slot|meeting|call|termin|kalender|agenda|rendez-vous|cita|reunion|afspraak)\b/;

/** Verbs that hand the conversation to someone else ("talk to", "wenden Sie sich an", "escríbele a"). */
export const handOffVerb =
  /\b(?:talk (?:to|with)|speak (?:to|with)|reach out to|get in touch with|contact|try|email|e-mail|write to|go through|ask|loop in|forward (?:this|it) to|(?:should|would|needs to) go to|belongs with|better (?:suited|placed) (?:to|for)|wenden sie sich (?:bitte )?an|kontaktieren sie|schreiben sie|contacter|contactez|adressez-vous a|ecrivez a|voir avec|escribele a|escribe a|escriba a|contacta (?:a|con)|habla con|hable con|dirigete a|pongase en contacto con|neem contact op met|mail naar|fale com|entre em contato com|contate|procure)\b/;

/** "X is responsible", "zuständig", "s'occupe de", "se encarga": someone else owns the subject. */
export const responsibleWord =
  /\b(?:responsible for|in charge of|handles|looks after|owns|zustandig|verantwortlich|kummert sich|s'occupe|en charge|responsable|se encarga|lleva (?:el|la|los|las)|verantwoordelijk|gaat over|responsavel|cuida)\b/;
