import { englishStopCues } from './reply-cues-en-stop.ts';
import type { ReplyLabel } from './types.ts';

/**
 * A phrase and how much it says: 1 decides a label alone, less needs another cue beside it. A
 * `negatable` cue is an affirmation ("interested", "sounds good", "let's talk"): a negation in its
 * clause ("not", "kein", "ne … pas", "no", "niet", "não") cancels it, and a negated interest cue
 * counts as a refusal instead (reply-structure.ts).
 */
export interface Cue {
  pattern: RegExp;
  weight: number;
  negatable?: boolean;
}

export type CueTable = Record<ReplyLabel, readonly Cue[]>;

/**
 * English cues, written against folded text (lower case, plain apostrophes); those that end a
 * conversation are in reply-cues-en-stop.ts. The structural rules (a question, a day with a
 * meeting word, a later period with a "get back to me", a hand-off to a colleague) are in
 * reply-structure.ts and add to these.
 */
export const englishCues: CueTable = {
  ...englishStopCues,
  not_now: [
    {
      pattern:
        /\bnot (?:right )?now\b|\bnot (?:at )?(?:the|this) (?:moment|time|stage|point)\b|\bnot (?:yet|the right time|a priority right now)\b/,
      weight: 1,
    },
    {
      pattern:
        /\btiming (?:is|isn't|is not|'s) (?:off|wrong|bad|not (?:great|ideal|right|good))\b|\btiming isn't (?:great|ideal|right|good)\b|\bbad timing\b|\bwrong time\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:budget|spending|hiring|headcount) freeze\b|\bfro(?:ze|zen) (?:all |our |the )?(?:new )?(?:spend|spending|budgets?|hiring|purchases)\b|\bon hold\b/,
      weight: 1,
    },
    {
      pattern:
        /\bmaybe (?:later|next (?:year|quarter|month))\b|\blater (?:this|next) year\b|\bdown the (?:road|line)\b|\bat a later (?:date|stage|point)\b|\bin the future\b/,
      weight: 1,
    },
    {
      pattern:
        /\bcircle back\b|\bcheck back\b|\btry me again\b|\bask me again\b|\brevisit\b|\breconnect\b|\btouch base (?:in|after|next|again)\b/,
      weight: 0.5,
    },
    {
      pattern:
        /\btoo (?:much (?:going on|on my plate)|busy)\b|\bswamped\b|\bin the (?:middle|midst) of\b|\bbusy season\b|\bheads[- ]down\b|\btied up\b|\bno (?:bandwidth|capacity)\b/,
      weight: 0.5,
    },
    {
      pattern:
        /\b(?:contract|agreement|subscription) (?:runs|ends|is up|renews|expires)\b|\block(?:ed)? in(?:to)?\b|\bjust (?:renewed|signed|extended)\b|\buntil then\b/,
      weight: 0.5,
    },
    { pattern: /\bfor now\b|\bat (?:the|this) moment\b|\bcurrently\b|\bthis year\b/, weight: 0.3 },
  ],
  meeting_request: [
    {
      pattern:
        /\b(?:take|have|do|set up|schedule|book|arrange) (?:a|the|that|some|an?) ?(?:quick |short |brief |\d+[- ]min(?:ute)? )?(?:meeting|call|chat|demo|time)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern: /\bhappy to (?:chat|talk|meet|connect|speak|jump on|hop on|find (?:some )?time|find \d+ minutes)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:can|could|shall|should) we (?:talk|chat|meet|speak|jump on|hop on|set up|schedule|have a call|find (?:a )?time|do)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:let's|let us) (?:talk|chat|meet|speak|set (?:up|something up)|find (?:a )?time|schedule|book|jump|hop)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:are you|would you be|when are you) (?:free|available|around)\b|\bwhen (?:works|would work|suits|is good) for you\b/,
      weight: 1,
    },
    {
      pattern:
        /\bhow about\b|\bwhat about\b|\b(?:does|would|will) (?:that|this|it|[a-z]+day) (?:work|suit)\b|\bi (?:could|can) do\b/,
      weight: 0.5,
    },
    {
      pattern:
        /\b(?:send|shoot|forward) (?:me |us |over )?(?:an |a |the )?(?:calendar |cal |meeting |teams |zoom )?(?:invite|invitation|link)\b|\bcal(?:endar)? invite\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:my|our) (?:calendar|calendly|diary|scheduling link|booking link)\b|\bcalendly\b|\bbook (?:something|a time|time|a slot|a call|a meeting|a demo) in\b|\bcalendar link\b|\bbook (?:a|some) (?:time|slot|call|meeting)\b|\bgrab (?:a|any) (?:open )?(?:slot|time)\b|\bpick (?:a|any) (?:slot|time)\b/,
      weight: 1,
    },
    {
      pattern:
        /\bwhat does (?:your|the|next|this) (?:week|calendar|schedule|diary|availability|[a-z]+day)(?: [a-z]+)? look like\b|\blook like for you\b/,
      weight: 1,
    },
    { pattern: /\bi(?:'m| am) (?:free|available|around)\b|\bwalk (?:me|us) through\b/, weight: 0.5 },
  ],
  interested: [
    {
      pattern: /\b(?:i'm|i am|we're|we are|i'd be|we'd be|definitely|very|quite|really|be)?\s?interested\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:sounds|looks|seems|is|could be|might be|would be)(?: really| very| pretty| quite)? (?:good|great|interesting|promising|useful|helpful|relevant|cool|neat|valuable)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:tell|show) (?:me|us) (?:more|what)\b|\b(?:learn|hear|know|see|understand) more\b|\bmore (?:info|information|details)\b|\bshow me\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:send|pass|share|forward)(?: me| us)?(?: it| over| across| along)? (?:the |some |more |a |an |your |whatever |what )?(?:deck|details|info|information|one-?pager|overview|brochure|pricing|prices|price list|case stud(?:y|ies)|examples|demo|video|materials?|proposal|quote|you(?:'ve)? (?:have|got))\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\bsend (?:it|them|that|this|some) (?:over|across|through|along)\b|\bsend (?:me |us )?(?:it|that|this|some|over|across)\b|\b(?:could|can|would) you (?:please )?(?:send|share|forward)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\bnext steps?\b|\bgo ahead\b|\bcount (?:me|us) in\b|\b(?:i'm|we're) in(?=[.!,]|\s*$)|\bsign (?:me|us) up\b|\bworth (?:a|the) (?:look|try|conversation|chat|shot)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\bwhat (?:we|i)(?:'ve| have) been looking for\b|\bexactly what we need\b|\bsomething we (?:actually )?need\b|\b(?:good|perfect|great) timing\b|\bon (?:our|my) radar\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:keen|eager|happy|glad|love|like|want) to (?:learn|hear|see|know|try|explore|understand|find out|look|give it)\b|\bopen to (?:it|this|trying|exploring|a (?:trial|pilot)|learning)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:a )?(?:good|great|perfect|strong) fit\b|\b(?:get|getting) started\b|\bwhat (?:would|does|will) (?:a|the) (?:pilot|trial|poc|proof of concept|onboarding|rollout|implementation|next step) (?:look like|involve|take)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern: /\bgot my attention\b|\bi'm curious\b|\bintrigued\b|\blet's (?:explore|try|do it|give it a)\b|\bkeen\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern: /^\W*(?:yes|yep|yeah|sure|absolutely|definitely|of course|ok|okay|great|nice|cool|perfect)\b/m,
      weight: 0.5,
    },
    {
      pattern:
        /\bshare (?:it|this) with\b|\b(?:take|have) a look\b|\bforwarding (?:this|it|you)\b|\b(?:loop|looping|copying|cc'?ing) in\b/,
      weight: 0.5,
    },
  ],
  question: [
    {
      pattern:
        /\bquick (?:q|question|one)\b|\bi(?:'d| would) like to know\b|\b(?:wondering|curious) (?:if|whether|how|what|about)\b|\bcan you tell me\b/,
      weight: 1,
    },
    {
      pattern:
        /\bhow much\b|\bpric(?:e|es|ing)\b|\bcosts?\b|\bintegrat|\bwork with\b|\bsupport\b|\bcompliant\b|\bcontract length\b|\bminimum\b/,
      weight: 0.4,
    },
  ],
};
