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
      /\b(?:off|out) sick\b|\boff work\b|\b(?:away|out|off) (?:until|till|through)\b|\bout on (?:leave|vacation|holiday)\b/i,
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
      /\b(?:in|im) (?:Elternzeit|Mutterschutz|Krankenstand|Sonderurlaub|Bildungsurlaub)\b|\bkrankheitsbedingt\b|\b(?:bin|ist) (?:derzeit |zurzeit |aktuell )?krank\b/i,
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
      /\ben arrêt (?:maladie|de travail)|\ben congé (?:maternité|paternité|parental|maladie)/i,
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
      /\bde baja (?:por|médica|maternal|de maternidad)|\bde (?:permiso|licencia)\b/i,
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
      /\b(?:met|op) (?:verlof|zwangerschapsverlof|ouderschapsverlof)\b|\bben (?:momenteel |helaas )?ziek\b/i,
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
      /\b(?:de|em) licença|\bde baixa (?:médica|por)/i,
    ],
    urgentContact: /\bpara assuntos urgentes\b|\bem caso de urgência\b/i,
    returnCue: /\b(?:retorno|retornarei|volto|voltarei)\b/i,
    untilCue: /(?:^|\s)até\s/i,
  },
];

/**
 * Automatic messages that are not about an absence: ticket and inbox acknowledgements. They say
 * what they are ("this is an automated message", "your request has been received", "incident
 * INC0012345 has been opened"), so they are recognised without any header. They stop a sequence
 * the same way but carry no return date.
 */
export const automatedNoticePhrases: readonly RegExp[] = [
  /\bthis is an? (?:automated|automatic|auto-generated) (?:message|response|reply|e-?mail|notification)\b/i,
  /\b(?:your|the) (?:request|ticket|enquiry|inquiry|case|incident|query|support request)\b.{0,60}\b(?:received|created|logged|opened|raised|registered|submitted)\b/i,
  /\b(?:we(?:'ve| have)|has been) (?:successfully )?received your (?:message|e-?mail|request|enquiry|inquiry|query)\b/i,
  /\bticket (?:number|#|has been created)|\bcase reference\b|\b(?:INC|REQ|RITM|SR|CS|TKT)[-#]?\d{5,}\b/i,
  /\bplease do not reply to this (?:e-?mail|message)\b|\b(?:opened|created|logged) on your behalf\b/i,
  /\b(?:we|our team|one of (?:us|our (?:team|agents|colleagues)))(?:'ll| will) (?:get back to you|respond|reply|be in touch) (?:within|in) (?:\d+|one|two|three) (?:business |working )?(?:hours?|days?)\b/i,
  /\b(?:automatische (?:Antwort|Nachricht|E-Mail)|message automatique|mensaje automático|automatisch (?:bericht|antwoord)|mensagem automática)\b/i,
  /\bIhre (?:Anfrage|Nachricht|E-Mail) (?:ist|wurde) (?:bei uns )?(?:eingegangen|erfasst|registriert)|\bwir haben Ihre (?:Nachricht|E-Mail|Anfrage) erhalten\b|\bTicketnummer\b/i,
  /\bnous avons bien reçu votre (?:message|e-?mail|demande)|\bvotre demande a (?:bien )?été (?:enregistrée|reçue|prise en compte)/i,
  /\bhemos recibido (?:su|tu) (?:mensaje|correo|solicitud|consulta)|\b(?:su|tu) solicitud (?:ha sido|fue) (?:recibida|registrada)/i,
  /\bwij hebben uw (?:bericht|e-?mail|aanvraag|vraag) (?:goed )?ontvangen\b|\bticketnummer\b/i,
  /\brecebemos (?:a sua|sua|o seu|seu) (?:mensagem|e-?mail|pedido|solicitação)|\bseu chamado\b/i,
];

/**
 * "This mailbox is not monitored" in the six languages: no person will read the message, whatever
 * headers the notice carries.
 */
export const unmonitoredPhrases: readonly RegExp[] = [
  /\bthis (?:mailbox|e-?mail address|address|inbox|account) (?:is not|isn't|is no longer|will not be|won't be)(?: being)? (?:monitored|checked|read|attended|active|in use)\b|\bun(?:monitored|attended) (?:mailbox|inbox|address)\b|\bwill not be read or responded to\b/i,
  /\b(?:dieses Postfach|diese (?:E-Mail-)?Adresse) wird (?:nicht mehr|nicht) (?:überwacht|gelesen|betreut|genutzt)|\b(?:dieses Postfach|diese (?:E-Mail-)?Adresse) ist nicht mehr (?:aktiv|in Benutzung)/i,
  /\bcette (?:boîte|adresse)(?: (?:e-?)?mail| de messagerie)? n'est (?:plus|pas) (?:consultée|surveillée|active|lue|relevée)/i,
  /\b(?:este buzón|esta (?:dirección|cuenta))(?: de correo)? (?:no se (?:supervisa|revisa|lee|atiende)|ya no está (?:activ|en uso))/i,
  /\b(?:deze mailbox|dit (?:e-?mail)?adres) wordt niet (?:meer )?(?:gelezen|bewaakt|gecontroleerd)/i,
  /\b(?:esta caixa|este endereço)(?: de (?:e-?mail|correio))? não (?:é|está) (?:monitorad|lid|ativ)/i,
];

/**
 * "No longer works here" and "new address" notices. A person can write the same words ("I'm no
 * longer with Globex"), which is a wrong-person reply, so these count only on a message already
 * marked automatic by its headers or subject — or, said of someone else, beside "your message will
 * not be forwarded", which no colleague writing back by hand would add.
 */
export const movedOnPhrases: readonly RegExp[] = [
  /\b(?:is|am) no longer (?:with|at|working (?:for|at))\b|\bno longer works (?:at|for)\b/i,
  /\bthis (?:mailbox|address|inbox) (?:is not monitored|will stop working|is no longer (?:active|monitored))\b/i,
];

/** Someone else has left: "is no longer with", "ist nicht mehr … tätig", "ne fait plus partie". */
export const leftCompanyPhrases: readonly RegExp[] = [
  /\b(?:is|has) no longer (?:with|at|working|employed|part of)\b|\bhas left (?:the company|the business|us|our)\b/i,
  /\bist nicht mehr (?:für|bei|in unserem|im) |\bhat (?:das Unternehmen|uns|unser Haus) verlassen/i,
  /\bne fait plus partie (?:de|du|des)\b|\ba quitté (?:l'entreprise|la société|notre)/i,
  /\bya no (?:trabaja|forma parte) (?:en|de|con)\b|\bha dejado la empresa\b/i,
  /\bis niet meer (?:werkzaam|in dienst) (?:bij|voor)\b|\bheeft (?:het bedrijf|ons) verlaten\b/i,
  /\b(?:não|já não) (?:faz mais parte|trabalha mais|faz parte|trabalha)\b|\bdeixou a empresa\b/i,
];

/** "Your message will not be forwarded", in the six languages: only a notice says it. */
export const notForwarded =
  /\b(?:will not|won't) be forwarded\b|\bis not (?:being )?forwarded\b|\bwird nicht weitergeleitet\b|\bne sera pas (?:transféré|transmis)|\bno (?:será|se) reenvia|\bwordt niet doorgestuurd\b|\bnão será (?:re)?encaminhad/i;

/** Subject lines mail clients put on automatic replies, in the same six languages. */
export const automaticSubject =
  /^(?:automatic reply|auto(?:matic)? ?(?:reply|response)?|autoreply|out of (?:the )?office|automatische antwort|abwesenheitsnotiz|réponse automatique|absence|respuesta automática|fuera de la oficina|automatisch antwoord|afwezig|resposta automática|ausência)\b\s*:?/i;
