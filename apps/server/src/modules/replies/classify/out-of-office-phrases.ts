export type NoticeLanguage = 'en' | 'de' | 'fr' | 'es' | 'nl' | 'pt';

export interface LanguagePhrases {
  language: NoticeLanguage;
  /** Sentences that say the person is away (each a statement of absence, not of mood). */
  absence: readonly RegExp[];
  /**
   * "For anything urgent, contact …": almost every notice says it, but so do other automatic
   * replies ("if it's truly urgent, text me"), so it only backs an absence up, never makes one.
   */
  urgentContact: RegExp;
  /** Words beside a date that make it the day the person is back ("back on", "wieder ab", "de retour"). */
  returnCue: RegExp;
  /** Words beside a date that make it the last day away ("until", "bis", "jusqu'au"). */
  untilCue: RegExp;
}

/**
 * Out-of-office wording in the six languages our customers' prospects write in. Every pattern is
 * a phrase a notice uses to say its writer is away; a person's ordinary reply rarely says any of
 * them, which is what lets a notice without automatic headers still be recognised. (A `\b` beside an
 * accented letter never matches in JavaScript, so those patterns end without one.)
 */
export const outOfOfficePhrases: readonly LanguagePhrases[] = [
  {
    language: 'en',
    absence: [
      /\bout of (?:the )?(?:office|country)\b/i,
      /\baway from (?:the|my) (?:office|desk)\b|\b(?:I(?:'m| am)|currently) (?:away|travel(?:l)?ing)\b/i,
      /\bon (?:annual|parental|maternity|paternity|sick|medical|study|garden) leave\b|\bon leave\b/i,
      /\b(?:on|taking a) (?:holiday|vacation|break)\b|\btaking (?:a few|some) (?:days|time) off\b/i,
      /\bI(?:'m| am) off until\b|\bnot (?:be )?checking (?:my )?e-?mail\b|\bwon't be checking\b|\b(?:won't|will not) be able to (?:respond|reply)\b/i,
      /\b(?:limited|no|occasional|intermittent) access to (?:my )?e-?mail\b/i,
      /\b(?:I'll|I will|will) be back\b|\bback (?:in|at) (?:the office|my desk)\b|\bon my return\b|\bwhen I(?:'m| am) back\b/i,
      /\breturning (?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\breturning (?:on )?\d/i,
      /\bclosed for the holidays\b/i,
    ],
    urgentContact:
      /\b(?:for (?:anything|something|matters?|enquiries)? ?(?:urgent|time[- ]sensitive)|if (?:it(?:'s| is)|this is) urgent|if it can(?:'t|not) wait|in case of (?:an )?(?:emergency|urgency))/i,
    returnCue: /\b(?:back|return(?:ing)?|returns|reachable again|in the office|available again)\b/i,
    untilCue: /\b(?:until|till|til|through|thru)\b/i,
  },
  {
    language: 'de',
    absence: [
      /\bnicht im (?:Büro|Haus|Office)\b|\baußer Haus\b|\bausser Haus\b/i,
      /\bim \w*Urlaub\b|\bin (?:den )?Ferien\b|\bUrlaubsbedingt\b|\bauf (?:Dienstreise|Geschäftsreise)\b/i,
      /\blese (?:keine|nur selten) E-?Mails\b/i,
      /\babwesend\b|\bAbwesenheit\b|\bnicht erreichbar\b/i,
      /\bwieder (?:im Büro|im Haus|zurück|erreichbar|für Sie (?:da|erreichbar))\b/i,
      /\b(?:keinen|nur eingeschränkt(?:en)?|eingeschränkten) Zugriff auf (?:meine )?E-?Mails\b/i,
    ],
    urgentContact: /\bin dringenden Fällen\b|\bbei dringenden (?:Anliegen|Fragen)\b/i,
    returnCue: /\b(?:wieder|zurück|ab)\b/i,
    untilCue: /\b(?:bis|einschließlich)\b/i,
  },
  {
    language: 'fr',
    absence: [
      /\babsente?\b/i,
      /\ben (?:congés?|vacances|déplacement|formation|séminaire)/i,
      /\bne (?:pourrai|serai) pas (?:en mesure de )?(?:vous )?répondre\b/i,
      /\bde retour\b|(?:^|\s)à mon retour\b/i,
      /\baccès (?:très )?limité/i,
    ],
    urgentContact: /\b(?:pour toute (?:demande|question) urgente|en cas d['’]urgence)/i,
    returnCue: /\b(?:de retour|retour|reprendrai|disponible)\b/i,
    untilCue: /\bjusqu['’]?(?:au|à)|\bavant le\b/i,
  },
  {
    language: 'es',
    absence: [
      /\bfuera de la oficina\b/i,
      /\bde (?:vacaciones|viaje)\b|\bd[ií]as libres\b/i,
      /\bausente\b/i,
      /\bregresaré|\bestaré de vuelta\b|\ba mi (?:vuelta|regreso)\b/i,
      /\b(?:sin acceso|acceso limitado) al correo\b/i,
    ],
    urgentContact: /\bpara (?:asuntos|temas|casos) urgentes\b|\ben caso de urgencia\b/i,
    returnCue: /\b(?:regreso|vuelta|disponible|de nuevo)\b|\b(?:regresaré|volveré)/i,
    untilCue: /\bhasta\b/i,
  },
  {
    language: 'nl',
    absence: [
      /\bafwezig\b|\bafwezigheid\b/i,
      /\b(?:met|op) vakantie\b/i,
      /\bweer (?:aanwezig|op kantoor|terug|bereikbaar)\b|\bniet bereikbaar\b/i,
      /\bniet op kantoor\b|\bbuiten kantoor\b/i,
    ],
    urgentContact: /\bvoor dringende (?:zaken|vragen)\b|\bin dringende gevallen\b/i,
    returnCue: /\b(?:weer|terug|vanaf)\b/i,
    untilCue: /\b(?:tot|t\/m)\b/i,
  },
  {
    language: 'pt',
    absence: [
      /\bfora do escritório\b/i,
      /\bem viagem\b|\b(?:de|em) férias\b/i,
      /\bausente\b/i,
      /\bretorno\b|\bretornarei\b|\bmeu retorno\b/i,
      /\bacesso limitado ao e-?mail\b/i,
    ],
    urgentContact: /\bpara assuntos urgentes\b|\bem caso de urgência\b/i,
    returnCue: /\b(?:retorno|retornarei|volto|voltarei)\b/i,
    untilCue: /(?:^|\s)até\s/i,
  },
];

/**
 * Automatic messages that are not about an absence: ticket and inbox acknowledgements. They say
 * what they are ("this is an automated message", "your request has been received"), so they are
 * recognised without any header. They stop a sequence the same way but carry no return date.
 */
export const automatedNoticePhrases: readonly RegExp[] = [
  /\bthis is an? (?:automated|automatic) (?:message|response|reply|e-?mail)\b/i,
  /\b(?:your|the) (?:request|ticket|enquiry|inquiry|case)\b.{0,60}\b(?:received|created|logged)\b/i,
  /\b(?:we(?:'ve| have)|has been) received your (?:message|e-?mail|request|enquiry|inquiry)\b/i,
  /\bticket (?:number|#|has been created)|\bcase reference\b/i,
  /\bplease do not reply to this (?:e-?mail|message)\b/i,
];

/**
 * "No longer works here" and "new address" notices. A person can write the same words ("I'm no
 * longer with Globex"), which is a wrong-person reply, so these count only on a message already
 * marked automatic by its headers or subject.
 */
export const movedOnPhrases: readonly RegExp[] = [
  /\b(?:is|am) no longer (?:with|at|working (?:for|at))\b|\bno longer works (?:at|for)\b/i,
  /\bthis (?:mailbox|address|inbox) (?:is not monitored|will stop working|is no longer (?:active|monitored))\b/i,
];

/** Subject lines mail clients put on automatic replies, in the same six languages. */
export const automaticSubject =
  /^(?:automatic reply|auto(?:matic)? ?(?:reply|response)?|autoreply|out of (?:the )?office|automatische antwort|abwesenheitsnotiz|réponse automatique|absence|respuesta automática|fuera de la oficina|automatisch antwoord|afwezig|resposta automática|ausência)\b\s*:?/i;
