import type { ReplyLabel } from './types.ts';

/** A phrase and how much it says: 1 decides a label alone, less needs another phrase beside it. */
export interface LabelRule {
  pattern: RegExp;
  weight: number;
}

const weekday = '(?:mon|tues|wednes|thurs|fri)day';
const laterPeriod =
  '(?:Q[1-4]|January|February|March|April|May|June|July|August|September|October|November|December|the (?:summer|spring|autumn|fall|new year)|\\d+ (?:weeks|months)|a (?:few|couple of) (?:weeks|months))';

/**
 * When a reply says several things, the label whose effect matters most wins, in this order: a
 * request to stop is always honoured; a wrong person or a refusal ends the conversation; "not now"
 * beats any interest ("looks interesting, but check back in March"); a proposed time beats a
 * general yes; a question without any of these is a question.
 */
export const labelPrecedence: readonly ReplyLabel[] = [
  'unsubscribe_request',
  'wrong_person',
  'not_interested',
  'not_now',
  'meeting_request',
  'interested',
  'question',
];

/**
 * The rules, per label. Negations are written into the positive rules ("interested" does not count
 * after "not", "n't" or "no longer"), so "not interested" is never also read as "interested".
 */
export const labelRules: Record<ReplyLabel, readonly LabelRule[]> = {
  unsubscribe_request: [
    { pattern: /^\s*(?:please\s+)?unsubscribe(?: me)?[\s.!]*$/im, weight: 1 },
    { pattern: /\bunsubscribe me\b/i, weight: 1 },
    { pattern: /\bremove (?:me|my (?:e-?mail|address|name|details|contact))\b/i, weight: 1 },
    { pattern: /\btake me off\b|\boff (?:your|the|this) (?:mailing |e-?mail |distribution )?list\b/i, weight: 1 },
    { pattern: /\bstop (?:e-?mailing|contacting|messaging|sending)\b/i, weight: 1 },
    { pattern: /\b(?:do not|don't|never) (?:contact|e-?mail|message|write to) (?:me|this address|us)\b/i, weight: 1 },
    { pattern: /\bdelete my (?:personal )?(?:data|details|information)\b/i, weight: 1 },
    { pattern: /\bopt (?:me )?out\b|\bno more (?:e-?mails|messages)\b/i, weight: 1 },
    { pattern: /\b(?:austragen|abmelden)\b|\baus (?:dem|Ihrem|Ihrer) (?:Verteiler|Liste|Mailingliste)\b/i, weight: 1 },
    { pattern: /\bdésinscri|\bdarme de baja\b|\buitschrijven\b|\bdescadastr/i, weight: 1 },
    { pattern: /\bnever signed up\b|\b(?:did not|didn't) (?:give you permission|sign up|opt in)\b/i, weight: 0.5 },
  ],
  wrong_person: [
    { pattern: /\bnot the (?:right|correct|best|appropriate) (?:person|contact|one)\b/i, weight: 1 },
    {
      pattern:
        /\bwrong (?:person|contact|department|team|address|guy|one)\b|\bgot the wrong\b|\bthat(?:'s| is) not me\b/i,
      weight: 1,
    },
    { pattern: /\bnot the (?:one|person) (?:who|to (?:talk|ask|speak))\b/i, weight: 1 },
    {
      pattern:
        /\b(?:he|she|they)(?:'d| would)? be the (?:right|best|correct) (?:person|contact|one)\b|\b(?:he|she|they)(?:'s| is| are) (?:the one|who) (?:to ask|you want)\b/i,
      weight: 1,
    },
    { pattern: /\bnot (?:my|in my) (?:area|department|remit)\b|\bisn't mine\b/i, weight: 1 },
    { pattern: /\bI (?:don't|do not) (?:handle|deal with|look after|manage|own)\b/i, weight: 1 },
    {
      pattern:
        /\byou(?:'d| would|'ll| will)? (?:want|need|have) to (?:speak (?:to|with)|talk (?:to|with)|reach out to|go through)\b/i,
      weight: 1,
    },
    {
      pattern: /\b(?:procurement|purchasing|IT|finance|legal|our buyers?) (?:handles?|deals? with|owns?|buys?)\b/i,
      weight: 0.5,
    },
    {
      pattern:
        /\bI(?:'m| am) no longer (?:with|at|working (?:at|for)|employed)\b|\bI(?: have|'ve)? (?:actually )?(?:left|retired from) (?:the company|[A-Z][\w&-]+)/,
      weight: 1,
    },
    {
      pattern:
        /\byou (?:want|need) (?:our|my)\b|\btook over (?:my|the|from me)\b|\bI only (?:handle|do|look after|deal with)\b|\bruns things now\b/i,
      weight: 0.5,
    },
    { pattern: /\b(?:talk|speak) (?:to|with) [A-Z][a-z]+/, weight: 0.5 },
    {
      pattern: /\b(?:contact|try|reach out to|get in touch with) (?:[A-Z][a-z]+ [A-Z]|[\w.+-]+@[\w-]+\.)/,
      weight: 0.5,
    },
    { pattern: /\b(?:replaced me|my replacement|my successor|moved on)\b/i, weight: 0.5 },
    {
      pattern: /\bI(?:'m| am| work) in (?:finance|marketing|HR|legal|IT|accounting|procurement|engineering)\b/i,
      weight: 0.5,
    },
    { pattern: /\bnicht (?:zuständig|der richtige Ansprechpartner|die richtige Ansprechpartnerin)\b/i, weight: 1 },
    {
      pattern: /\bpas la bonne personne\b|\bno soy la persona\b|\bniet de juiste (?:persoon|contactpersoon)\b/i,
      weight: 1,
    },
  ],
  not_interested: [
    {
      pattern: /\b(?:not|no longer) (?:really |at all |very )?interested\b|\b(?:am|are|is)n't interested\b/i,
      weight: 1,
    },
    { pattern: /\bno interest\b|\bnot of interest\b/i, weight: 1 },
    { pattern: /\bno,? thanks?\b|\bno,? thank you\b|\bthanks?,? but no\b/i, weight: 1 },
    { pattern: /\b(?:we(?:'re| are)|I(?:'m| am)) (?:all )?set\b/i, weight: 0.8 },
    {
      pattern:
        /\b(?:happy|stick|sticking|staying) with (?:our|the|my) (?:current|existing)\b|\b(?:happy|stick|sticking) with what we (?:have|use|(?:have|'ve) got)\b/i,
      weight: 1,
    },
    {
      pattern:
        /\b(?:went|gone|signed|decided to go|chose|partnered) with (?:another|a different|someone else|a competitor)\b/i,
      weight: 1,
    },
    { pattern: /\b(?:we'll|we will|I'll|I will) (?:have to )?pass\b|\bpass on (?:this|it)\b/i, weight: 1 },
    {
      pattern:
        /\b(?:not|isn't|is not) (?:a (?:good )?fit|relevant|for us|something (?:we|I)(?:'d| would)? (?:buy|need|use|want))\b/i,
      weight: 1,
    },
    { pattern: /\bin-house\b|\bbuilt (?:our own|it ourselves)\b/i, weight: 0.5 },
    { pattern: /\b(?:don't|do not|doesn't|does not) (?:have a |really )?need (?:this|it|that|one)\b/i, weight: 1 },
    {
      pattern:
        /\bwe (?:don't|do not) need\b|\bno (?:need|use) for\b|\b(?:don't|do not) see (?:the|much|any) (?:value|need|point)\b/i,
      weight: 1,
    },
    { pattern: /\bno plans to (?:switch|change|buy|look)\b/i, weight: 0.5 },
    { pattern: /\bkein Interesse\b|\bpas intéress|\bno (?:nos|me) interesa\b|\bgeen interesse\b/i, weight: 1 },
  ],
  not_now: [
    { pattern: /\b(?:talk|speak|chat) again (?:in|after|next)\b/i, weight: 1 },
    { pattern: /\b(?:no|zero) (?:bandwidth|capacity)\b|\buntil then\b|\bjust renewed\b/i, weight: 0.5 },
    {
      pattern: /\bnot (?:right )?now\b|\bnot at (?:the|this) (?:moment|time)\b|\bnot (?:a priority|the right time)\b/i,
      weight: 1,
    },
    {
      pattern: /\b(?:next|following) (?:quarter|year|month|fiscal year)\b|\bafter the (?:new year|holidays)\b/i,
      weight: 1,
    },
    {
      pattern: new RegExp(`\\b(?:in|until|after|from) (?:the (?:end|start|beginning) of )?${laterPeriod}\\b`, 'i'),
      weight: 0.5,
    },
    {
      pattern:
        /\bcircle back\b|\bget back in touch\b|\btry me again\b|\brevisit\b|\b(?:check|come) back (?:to me|with me|in|after|then)\b|\bask me again\b/i,
      weight: 0.5,
    },
    {
      pattern: /\b(?:follow up|reach out|pick this up|ping me)(?: again)? (?:in|after|next|then|once)\b/i,
      weight: 0.5,
    },
    {
      pattern:
        /\btiming (?:is (?:off|wrong|bad|not (?:great|ideal|right|good))|isn't (?:great|ideal|right|good))\b|\bbad timing\b/i,
      weight: 1,
    },
    {
      pattern:
        /\b(?:budget|spending|hiring) freeze\b|\bfro(?:ze|zen) (?:all |our |the )?(?:new )?(?:spend|spending|budgets?|hiring)\b/i,
      weight: 1,
    },
    {
      pattern:
        /\btoo (?:much on my plate|busy)\b|\bswamped\b|\bin the middle of\b|\bbusy season\b|\bheads[- ]down\b|\btied up\b/i,
      weight: 0.5,
    },
    {
      pattern:
        /\b(?:contract|agreement) (?:runs|ends|is up|renews)\b|\blocked in(?:to)?\b|\buntil (?:that's|this is|we're) (?:done|over|finished|through)\b/i,
      weight: 0.5,
    },
    { pattern: /\blater (?:this|next) year\b|\bmaybe later\b|\bfor now\b|\bnot yet\b/i, weight: 0.5 },
    { pattern: /\bnächste[ns]? (?:Quartal|Jahr|Monat)\b|\bspäter\b|\bplus tard\b|\bmás adelante\b/i, weight: 0.5 },
  ],
  meeting_request: [
    { pattern: /\btake a (?:meeting|call)\b|\bset (?:something|a (?:call|meeting|time)) up\b/i, weight: 1 },
    { pattern: /\bsend (?:a|the) (?:Teams|Zoom|Meet|meeting) link\b|\b(?:I|we) (?:could|can) do \d/i, weight: 1 },
    {
      pattern:
        /\b(?:can|could|shall) we (?:talk|chat|meet|speak|jump on|hop on|set up|schedule|have a call|find (?:a )?time)\b/i,
      weight: 1,
    },
    {
      pattern: /\b(?:let's|let us) (?:talk|chat|meet|set (?:up|something up)|find (?:a )?time|schedule)\b(?! again)/i,
      weight: 1,
    },
    { pattern: /\b(?:are you|would you be) (?:free|available|around)\b/i, weight: 1 },
    { pattern: new RegExp(`\\bhow about ${weekday}\\b|\\b${weekday} (?:at|@) ?\\d{1,2}(?::\\d{2})?`, 'i'), weight: 1 },
    { pattern: /\b(?:send|shoot) (?:me |us |over )?(?:an |a |the )?(?:calendar )?invit(?:e|ation)\b/i, weight: 1 },
    {
      pattern:
        /\bcalendar (?:link|invite)\b|\bbook (?:a|some) (?:time|slot|call|meeting)\b|\bgrab (?:a|any) (?:open )?(?:slot|time)\b/i,
      weight: 1,
    },
    { pattern: /\bI(?:'m| am) (?:free|available|around) (?:on|at|between|from|tomorrow|next)\b/i, weight: 0.5 },
    {
      pattern: new RegExp(`\\b(?:free|available) (?:next |this )?${weekday}\\b|\\bwalk (?:me|us) through\\b`, 'i'),
      weight: 1,
    },
    { pattern: /\bfind \d+ minutes\b|\btomorrow (?:morning|afternoon|at)\b/i, weight: 0.5 },
    { pattern: /\b(?:call|chat|meeting|demo|zoom)\b/i, weight: 0.3 },
    { pattern: /\b(?:Telefonat|Termin|telefonieren)\b/i, weight: 0.5 },
    { pattern: /\bpasst (?:Ihnen|dir|es)\b/i, weight: 0.5 },
    { pattern: /\b(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag) um \d{1,2}\b/i, weight: 1 },
  ],
  interested: [
    { pattern: /\bopen to (?:trying|exploring|a (?:trial|pilot))\b|\b(?:this|it) is relevant\b/i, weight: 1 },
    { pattern: /\bforwarding (?:this|it|you) (?:on )?to\b/i, weight: 0.5 },
    { pattern: /(?<!\bnot |n't |\bno longer |\bnot really |\bif you(?:'re| are) )\binterested\b/i, weight: 1 },
    {
      pattern:
        /\b(?:sounds|looks|seems|could be|might be) (?:good|great|interesting|promising|useful|helpful|relevant)\b/i,
      weight: 1,
    },
    {
      pattern: /\b(?:tell|show) me more\b|\b(?:learn|hear|know|see) more\b|\bmore (?:info|information|details)\b/i,
      weight: 1,
    },
    {
      pattern:
        /\b(?:send|pass) (?:me |us )?(?:it|them|over|across|along|the (?:deck|details|info|one-pager)|more|some|something|a few|whatever)\b/i,
      weight: 1,
    },
    {
      pattern: /\bnext steps?\b|\bgo ahead\b|\bcount (?:me|us) in\b|\bworth a (?:look|conversation|chat)\b/i,
      weight: 1,
    },
    {
      pattern:
        /\bwhat we(?:'ve| have) been looking for\b|\bsomething we (?:actually )?need\b|\b(?:good|perfect) timing\b/i,
      weight: 1,
    },
    {
      pattern: /\b(?:keen|eager|happy|glad|love|like) to (?:learn|hear|see|know|try|explore|understand|find out)\b/i,
      weight: 1,
    },
    { pattern: /^\s*(?:yes|yep|yeah|sure|absolutely|definitely|of course)\b/im, weight: 0.5 },
    { pattern: /\bshare (?:it|this) with\b|\b(?:take|have) a look\b/i, weight: 0.5 },
    { pattern: /\bgerne\b|\bvolontiers\b|\bcon gusto\b|\bgraag\b|\bcom prazer\b/i, weight: 0.5 },
  ],
  question: [
    // The whole question first: the bare "?" inside it must not count again (overlaps count once).
    {
      pattern: /^\s*(?:how|what|which|who|where|when|why|does|do|is|are|can|could|would|will)\b[^.!\n]*\?/im,
      weight: 1,
    },
    { pattern: /\?/, weight: 0.6 },
    { pattern: /\bquick question\b/i, weight: 1 },
    {
      pattern: /\bhow much\b|\bpric(?:e|ing)\b|\bcost\b|\bintegrat|\bwork with\b|\btrial\b|\breference customer\b/i,
      weight: 0.4,
    },
  ],
};
