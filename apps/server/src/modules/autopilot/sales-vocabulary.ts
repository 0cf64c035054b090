/**
 * The words of a sales conversation reduced to comparable terms: lower case without accents, a
 * light stem ("recordings" → "record"), and the common sales vocabulary mapped to one concept each
 * ("integrate", "connect", "sync", "works with" → `~integration`), so a prospect's question meets
 * the team's answer whichever words either used. Concepts start with `~`; named things (SOC 2,
 * GDPR, HubSpot) keep their own term beside their concept, so a GDPR question prefers a GDPR answer.
 */

/** Phrases first (longest meaning wins), then single words. Each maps to one or more terms. */
const phrases: ReadonlyArray<readonly [RegExp, string]> = [
  // A request's framing says nothing of what is asked: "could you send me a bit more detail".
  [/\b(?:send|share|give|forward) (?:me|us)(?: over)?\b|\ba (?:little )?bit(?: of)?\b|\ba little\b/g, ' '],
  [
    /\bwhat (?:exactly )?(?:does|do) (?:\S+ ){0,2}do\b|\bwhat (?:exactly )?is (?:it|this|that)\b|\bhow (?:does (?:it|this|that) work|(?:it|this|that) works)\b|\btell me more\b|\bmore (?:details?|information|info)\b/g,
    ' ~overview ',
  ],
  [/\bwho (?:is (?:it|this|that) (?:for|built for|made for)|uses (?:it|this))\b/g, ' ~audience '],
  [
    /\b(?:when (?:are|would) you (?:be )?(?:free|available)|are you (?:free|available)|when (?:can|could|shall) we (?:talk|speak|chat|meet)|when (?:is|would be) (?:a )?good time|what times?|when works|(?:does|would) (?:that|this|it) work for you|your availability|find a time|book a (?:call|time|meeting|slot)|(?:calendar|booking|scheduling) link)\b/g,
    ' ~scheduling ',
  ],
  [/\b(?:single[ -]sign[ -]?on|saml)\b/g, ' ~sso '],
  [/\bsoc ?(?:2|ii)\b(?: type (?:2|ii))?/g, ' soc2 ~security '],
  [/\biso ?27001\b/g, ' iso27001 ~security '],
  [/\bpen(?:etration)? ?test(?:s|ing)?\b/g, ' ~security '],
  [/\b(?:proof of concept|test drive|try (?:it )?out)\b/g, ' ~trial '],
  [/\bfree trial\b/g, ' ~trial '],
  [/\b(?:set[ -]?up|get(?:ting)? started|go(?:ing)? live|(?:are|be|is) live|roll(?:ing)?[ -]?out)\b/g, ' ~onboarding '],
  [/\blive chat\b/g, ' ~support chat '],
  [/\b(?:customer success|account manager|help ?desk)\b/g, ' ~support '],
  [/\bhow much (?:time|effort|work)\b/g, ' ~duration '],
  [/\b(?:how much|how expensive)\b/g, ' ~pricing '],
  [/\b(?:do|does|will|would|can|could) (?:you|it|they|\S+) (?:also )?support\b/g, ' ~integration '],
  [
    /\b(?:microsoft|ms) teams\b|\b(?:on|in|via|through|over|using|use) teams\b|\bteams (?:calls?|meetings?)\b/g,
    ' msteams ~call ',
  ],
  [/\b(?:how long|how quickly|how fast|how soon)\b/g, ' ~duration '],
  [/\b(?:works?|working|play nicely|talk) (?:with|to)\b/g, ' ~integration '],
  [/\b(?:hook(?:s|ed)? (?:into|up)|plug(?:s|ged)? into)\b/g, ' ~integration '],
  [
    /\b(?:on[ -]?prem(?:ise|ises)?|self[ -]?host(?:ed|ing)?|(?:our|their) own (?:servers?|infrastructure|data ?cent(?:er|re)s?|cloud)|private cloud)\b/g,
    ' ~self-hosting ',
  ],
  [
    /\b(?:in[ -]person|face[ -]to[ -]face|on[ -]?site|(?:the )?customer'?s? (?:site|office)|offline meetings?)\b/g,
    ' ~in-person ',
  ],
  [
    /\b(?:case stud(?:y|ies)|(?:customers|clients|companies|teams) like (?:us|ours|ourselves)|similar (?:customers|companies|teams)|helped (?:anyone|others|other teams|other companies)|anyone else|other (?:customers|companies|teams) like)\b/g,
    ' ~references ',
  ],
  [/\b(?:data (?:residency|location)|data ?cent(?:er|re)s?)\b/g, ' ~hosting '],
  [/\b(?:data processing agreement|dpa)\b/g, ' dpa ~security '],
  [/\bazure ad\b|\bentra(?: id)?\b/g, ' entra ~sso '],
];

/** Single words (after stemming) that name a concept; a named thing also keeps its own term. */
const concepts: Record<string, readonly string[]> = {
  '~integration': [
    'integrat',
    'integration',
    'connect',
    'push',
    'supported',
    'supports',
    'connection',
    'connector',
    'sync',
    'synchronis',
    'synchroniz',
    'plugin',
    'compatibl',
    'compatibility',
    'api',
    'webhook',
  ],
  '~crm': ['crm', 'salesforce', 'hubspot', 'pipedrive', 'zoho', 'dynamics', 'attio'],
  '~pricing': [
    'price',
    'pric',
    'pricing',
    'cost',
    'expensiv',
    'cheap',
    'cheaper',
    'afford',
    'affordabl',
    'budget',
    'fee',
  ],
  '~security': [
    'security',
    'secur',
    'safe',
    'safety',
    'protect',
    'protection',
    'encrypt',
    'encryption',
    'gdpr',
    'complianc',
    'compliant',
    'privacy',
    'hipaa',
    'audit',
    'audited',
  ],
  '~hosting': ['host', 'hosting', 'server', 'region', 'eu', 'europ', 'stor', 'storag', 'cloud', 'resid'],
  '~trial': ['trial', 'pilot', 'poc', 'test', 'try', 'evaluat', 'evaluation'],
  '~onboarding': [
    'onboard',
    'onboarding',
    'setup',
    'implementation',
    'implement',
    'rollout',
    'deploy',
    'deployment',
    'install',
    'installation',
    'configur',
    'configuration',
  ],
  '~duration': ['minut', 'hour', 'day', 'week', 'month', 'afternoon', 'quick', 'quickly', 'fast'],
  '~retention': ['keep', 'kept', 'retain', 'retention', 'delet', 'remov', 'purg', 'shorten'],
  '~record': ['record', 'recorder'],
  '~call': ['call', 'meet', 'meeting', 'conversation'],
  '~mobile': ['mobil', 'app', 'ios', 'iphon', 'android', 'phon'],
  '~sso': ['sso', 'okta', 'onelogin'],
  '~support': ['support', 'csm', 'assistanc', 'break', 'broken', 'bug', 'outag', 'downtim'],
  '~export': ['export', 'download', 'migrat', 'portability'],
  '~ownership': ['own', 'owner', 'ownership', 'belong'],
  '~accuracy': ['accurat', 'accuracy', 'precis', 'precision', 'quality', 'reliabl', 'mistak', 'error', 'wrong'],
  '~transcript': ['transcrib', 'transcript', 'transcription'],
  '~notes': ['note', 'summary', 'summari', 'summaris', 'summariz', 'recap'],
  '~send': ['send', 'post', 'share'],
  '~language': [
    'languag',
    'multilingual',
    'translat',
    'english',
    'german',
    'french',
    'spanish',
    'dutch',
    'italian',
    'portugues',
  ],
  '~training': ['train', 'training', 'learn'],
  '~references': ['customer', 'client', 'referenc', 'testimonial'],
  '~outcome': ['result', 'outcom', 'roi', 'benefit', 'impact', 'valu'],
};

/** Stems that keep their own term beside the concept: the named things. */
const named = new Set([
  'salesforce',
  'hubspot',
  'pipedrive',
  'zoho',
  'dynamics',
  'attio',
  'gdpr',
  'hipaa',
  'okta',
  'onelogin',
  'ios',
  'android',
  'english',
  'german',
  'french',
  'spanish',
  'dutch',
  'italian',
  'portugues',
  'api',
  'webhook',
  'eu',
  'encrypt',
  'encryption',
]);

const conceptOf = new Map<string, string>();
for (const [concept, stems] of Object.entries(concepts)) for (const stem of stems) conceptOf.set(stem, concept);

/** Words that carry no topic of their own. */
const stopWords = new Set(
  `a about above actually after again against all also am an and any anyone anything are aren't around as ask asked asking
  at be because been before being below between both but by can can't could couldn't did didn't do does doesn't doing
  don't down during each either else even ever every exactly few first for from further get gets getting give go going got
  had has hasn't have haven't having he her here hers herself him himself his how however i i'd i'll i'm i've if in into is
  isn't it it's its itself just kind know let let's like lot lots may maybe me might mine more most much must my myself no nor
  not now of off on once one only or other others otherwise our ours ourselves out over own please quite rather really
  regarding right same say she should shouldn't since so some something sort still such sure tell than thank thanks that
  that's the their theirs them themselves then there there's these they they'd they're this those though through thus
  to too under until up upon us use used using very via want wanted was wasn't way we we'd we'll we're we've well were
  what what's when where whether which while who who's whom whose why will with within without won't would wouldn't yes
  yet you you'd you'll you're you've your yours yourself yourselves question questions quick wonder wondering curious
  sorry hi hello hey dear regards best cheers re fwd single thing things bit anyway already currently today tomorrow
  sounds interesting interested great good nice ok okay happy glad chat next team teams side work works tool product
  solution platform company companies business folks people guys everyone somebody someone two three four couple
  handle handles handled handling manage managed happen happens need needs make makes take takes help helps look
  feel find mean means told tell forward forwarded big bigger biggest main problem problems issue issues challenge
  challenges pain worry worried concern concerned`.split(/\s+/),
);

/** A light English stem: "recordings" → "record", "integrated" → "integrat", "companies" → "company". */
export function stem(word: string): string {
  let result = word;
  if (result.length > 4 && result.endsWith('ies')) result = `${result.slice(0, -3)}y`;
  else if (result.length > 3 && result.endsWith('s') && !/(?:ss|us|is|os)$/.test(result)) result = result.slice(0, -1);
  if (result.length > 5 && result.endsWith('ing')) result = result.slice(0, -3);
  else if (result.length > 4 && result.endsWith('ed')) result = result.slice(0, -2);
  else if (result.length > 6 && result.endsWith('ion') && !conceptOf.has(result)) result = result.slice(0, -3);
  if (/([bdfgmnprt])\1$/.test(result)) result = result.slice(0, -1);
  if (result.length > 4 && result.endsWith('e')) result = result.slice(0, -1);
  return result;
}

/** Lower case, accents and curly quotes gone, "SOC-2" and "SOC 2" alike. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
}

/** The terms of a text: concepts and stems, stop words left out; repeated terms kept once. */
export function termsOf(text: string): string[] {
  let normal = normaliseText(text);
  for (const [pattern, replacement] of phrases) normal = normal.replace(pattern, replacement);
  const terms = new Set<string>();
  for (const raw of normal.match(/~[a-z-]+|[a-z0-9][a-z0-9']*/g) ?? []) {
    if (raw.startsWith('~')) {
      terms.add(raw);
      continue;
    }
    const word = raw.replace(/'s$/, '').replace(/'$/, '');
    if (stopWords.has(word) || stopWords.has(raw) || word.length < 2) continue;
    if (/^\d+$/.test(word)) continue;
    const stemmed = stem(word);
    const concept = conceptOf.get(word) ?? conceptOf.get(stemmed);
    if (concept) terms.add(concept);
    if (!concept || named.has(stemmed) || named.has(word)) terms.add(stemmed);
  }
  return [...terms];
}
