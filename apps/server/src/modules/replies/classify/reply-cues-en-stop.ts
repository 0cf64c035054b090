import type { Cue } from './reply-cues-en.ts';
import type { ReplyLabel } from './types.ts';

/**
 * English cues for the labels that end a conversation: a request to stop, a wrong person, a
 * refusal. Written against folded text (lower case, plain apostrophes), word forms spelled out as
 * alternatives (remove/removing, email/e-mail/emailing) rather than listed phrase by phrase.
 */
export const englishStopCues: Record<
  Extract<ReplyLabel, 'unsubscribe_request' | 'wrong_person' | 'not_interested'>,
  readonly Cue[]
> = {
  unsubscribe_request: [
    { pattern: /^\W*(?:please\s+)?(?:unsubscribe|remove|stop|opt[- ]?out)(?: me| us)?(?: please)?\W*$/m, weight: 1 },
    {
      pattern:
        /(?:^|[.!?]\s+)(?:please\s+)?unsubscribe\b(?! (?:link|button|option|page))|\bunsubscribe (?:me|us|this|from)\b|\b(?:want|like|wish|need) to unsubscribe\b|\bplease unsubscribe\b/,
      weight: 1,
    },
    {
      pattern:
        /\bremov(?:e|ing) (?:me|us|my (?:e-?mail|address|name|details|data|info|contact)|this (?:e-?mail|address))\b|\bremove from (?:your|the) list/,
      weight: 1,
    },
    {
      pattern:
        /\btake (?:me|us|my (?:e-?mail|address|name)) off\b|\boff (?:your|the|this|all) (?:mailing |e-?mail |distribution |contact |sales )?lists?\b/,
      weight: 1,
    },
    {
      pattern:
        /\bstop (?:e-?mailing|contacting|messaging|sending|writing|spamming|reaching out)\b|\b(?:stop|quit|cease) (?:the |these |your )?(?:e-?mails|messages|spam)\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:do not|don't|never|please don't|please do not) (?:ever )?(?:contact|e-?mail|message|write to|reach out to|call|spam) (?:me|us|this (?:address|e-?mail)|again)\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:don't|do not|no longer) (?:want|wish|need) (?:to (?:receive|get)|any(?: more)?) (?:any )?(?:more |further )?(?:e-?mails|messages|these|this)\b/,
      weight: 1,
    },
    {
      pattern: /\bdelete (?:my|our|all my) (?:personal )?(?:data|details|information|info|e-?mail|address|contact)/,
      weight: 1,
    },
    {
      pattern:
        /\bopt (?:me |us )?out\b|\bno (?:more|further) (?:e-?mails|messages|contact|follow[- ]?ups)\b|\bleave me alone\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:who|where did you) (?:gave|give|get|got|find|found) (?:you )?(?:my|this) (?:e-?mail|address|details|contact|info|number)/,
      weight: 0.7,
    },
    { pattern: /\bhow did you get (?:my|this) (?:e-?mail|address|details|contact|info)/, weight: 0.5 },
    {
      pattern:
        /\b(?:report|mark|flag)(?:ing)? (?:this|you|it|these|your e-?mails?)? ?as spam\b|\bunsolicited\b|\b(?:this|that|it)(?: is|'s) spam\b/,
      weight: 0.5,
    },
    {
      pattern:
        /\bnever (?:signed up|subscribed|opted in|gave (?:you )?(?:my )?(?:consent|permission))\b|\b(?:did not|didn't) (?:give you permission|sign up|opt in|consent)\b|\bgdpr\b/,
      weight: 0.5,
    },
  ],
  wrong_person: [
    {
      pattern:
        /\bnot the (?:right|correct|best|appropriate|relevant|proper) (?:person|contact|one|guy|people|team|department|point of contact)\b/,
      weight: 1,
    },
    {
      pattern:
        /\bwrong (?:person|contact|department|team|address|guy|one|inbox)\b|\bgot the wrong\b|\bthat(?:'s| is) not me\b|\bnot me you (?:want|need)\b/,
      weight: 1,
    },
    { pattern: /\bnot the (?:one|person) (?:who|to (?:talk|ask|speak))\b/, weight: 1 },
    {
      pattern:
        /\bnot (?:my|in my|within my) (?:area|department|remit|responsibility|wheelhouse|field|domain|job|team|call)\b|\bisn't (?:mine|my (?:area|call|remit))\b|\bnot up to me\b/,
      weight: 1,
    },
    {
      pattern:
        /\bi (?:don't|do not) (?:handle|deal with|look after|manage|own|work on|cover|make (?:the )?decisions?|make purchasing)\b/,
      weight: 1,
    },
    {
      pattern: /\bi(?:'m| am) (?:not|no longer) (?:responsible|in charge|involved|the (?:decision|buyer|one))\b/,
      weight: 1,
    },
    {
      pattern:
        /\byou(?:'d| would|'ll| will| might| may| should)? (?:want|need|have|be better off|do better) (?:to )?(?:speak|talk|reach out|go through|contact|get in touch|ask|email|try)\b/,
      weight: 1,
    },
    {
      pattern: /\b(?:the )?(?:right|best|correct) (?:person|contact) (?:is|would be|to (?:talk|speak) to|here is)\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:he|she|they)(?:'d| would)? be the (?:right|best|correct) (?:person|contact|one)\b|\b(?:he|she|they)(?:'s| is| are) (?:the one|who) (?:to ask|you want|you need|to talk to)\b/,
      weight: 1,
    },
    {
      pattern:
        /\bi(?:'m| am) no longer (?:with|at|working (?:at|for|with)|employed)\b|\bno longer (?:work|works) (?:at|for|here|there)\b/,
      weight: 1,
    },
    {
      pattern: /\bi(?: have|'ve)? (?:actually )?(?:left|retired from|moved on from) (?:the company|[a-z][\w&-]+)/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:replaced me|my (?:replacement|successor)|took over (?:my|the|from me)|moved on|runs things now|has my old (?:role|job))\b/,
      weight: 0.5,
    },
    {
      pattern:
        /\bi only (?:handle|do|look after|deal with|work on)\b|\b(?:handles|looks after|is responsible for|owns|is in charge of) (?:this|that|these|all|our|purchasing|procurement|software|vendor)/,
      weight: 0.5,
    },
    {
      pattern:
        /\bi(?:'m| am| work) in (?:finance|marketing|hr|legal|it|accounting|procurement|engineering|sales|operations|facilities|payroll)\b/,
      weight: 0.5,
    },
  ],
  not_interested: [
    {
      pattern: /\bno,? thanks?\b|\bno,? thank you\b|\bthanks?,? but no\b|\bnope\b|\bhard no\b|\bno chance\b/,
      weight: 1,
    },
    {
      pattern:
        /\bnot (?:right )?for (?:us|me)\b|\b(?:not|isn't|aren't|wasn't|is not|are not) (?:really )?(?:a (?:good |great )?fit|relevant|applicable)\b|\bno fit\b|\birrelevant\b/,
      weight: 1,
    },
    {
      pattern: /\b(?:isn't|is not|not) something (?:we|i)(?:'d| would)? (?:need|use|want|buy|do|consider)\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:we'll|we will|i'll|i will|gonna|going to|have to|hard|i|we)(?: have to)? pass\b(?! (?:it|this|that|them|your|on to|along)\b)|\bpass on (?:this|it|that)\b(?! (?:to|with)\b)/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:we(?:'re| are)|i(?:'m| am)) (?:all )?(?:good|set|fine|covered|sorted|ok|okay)(?:[,.!]? ?(?:thanks|thank you|here|on our end|for now))?[.!]*\s*$|\ball set\b|\b(?:unfortunately|sadly|i'm afraid|afraid) not\b/m,
      weight: 1,
    },
    {
      pattern:
        /\b(?:happy|satisfied|content) with (?:our|the|what|who)\b|\b(?:fine|good|ok|okay) with (?:our|what we)\b|\balready (?:have|use|using|work with) (?:a|an|one|our|the|something|someone|another)\b/,
      weight: 1,
    },
    { pattern: /\b(?:already|currently) (?:have|use|using|work with|working with|pay for|signed)\b/, weight: 0.6 },
    {
      pattern:
        /\bstick(?:ing)? with\b|\b(?:went|gone|going) with (?:another|a different|someone|a competitor|[a-z]+ instead)\b|\bchose (?:another|a different|someone)\b|\bsigned with\b/,
      weight: 1,
    },
    {
      pattern:
        /\bbuilt (?:our|it|this|something) (?:own|ourselves|in-house)|\bbuild (?:it|this) (?:ourselves|in-house)\b|\bin-house\b|\bour own (?:tool|tooling|system|solution|team)\b/,
      weight: 0.6,
    },
    {
      pattern:
        /\b(?:we|i|you|it|this) (?:really )?(?:don't|do not|doesn't|does not) (?:really |actually )?(?:need|want|require)\b(?! (?:a|the|to) (?:demo|call|meeting|see|walk))|\bno (?:need|use) for\b|\bhave no (?:need|use)\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:don't|do not) think (?:this|it|that)(?:'s| is| would be| will be)? (?:really )?(?:for us|a (?:good )?fit|right for us|relevant|useful|something (?:we|for us))/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:don't|do not) see (?:the|much|any) (?:value|need|point|fit)\b|\bnot (?:looking|in the market)\b|\bno (?:plans|intention) to\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:no|zero|not any|little) (?:real )?interest\b|\b(?:don't|do not) have (?:a|any|the) (?:real )?(?:need|use|requirement|budget) for\b|\bnot (?:needed|required)\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:not going to|won't be|will not be|don't plan to|do not plan to) (?:switch|change|buy|move|sign|proceed|pursue|purchase|moving|switching|buying|changing|proceeding|pursuing)/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:go|going|gone|went) (?:in )?(?:a different|another) (?:direction|way|route)\b|\b(?:went|go|going|gone|chose|chosen|picked|selected|decided on|signed with|using|use|with) (?:another|a different) (?:vendor|provider|supplier|solution|tool)\b|\b(?:doesn't|does not|wouldn't) (?:apply|make sense) (?:to|for) us\b|\btoo small (?:for (?:this|that|it)|a (?:company|team))\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:not|isn't|wasn't|aren't|is not|was not) (?:really )?worth (?:it|the (?:time|money|effort|cost)|our time|pursuing)\b|\bbut no\W*$/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:please )?(?:don't|do not) (?:follow up|bother)\b|\bwaste of (?:my |our )?time\b|\bnever going to\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:oh|wow|great|perfect|wonderful|fantastic|brilliant|exactly what (?:i|we) (?:needed|need))[,:.!]* (?:yet )?another\b/,
      weight: 1,
    },
    { pattern: /\b(?:fifth|fourth|third|5th|4th|3rd|nth|another|yet another|more) follow[- ]?ups?\b/, weight: 0.4 },
  ],
};
