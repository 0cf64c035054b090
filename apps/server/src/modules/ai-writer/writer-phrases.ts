import type { AiTone } from './ai-writer.ts';
import type { RoleFamily } from './writer-role.ts';

/**
 * Every fixed phrase the built-in writer uses, per tone. `{name}` marks where a fact of the
 * inputs goes. The phrases hold no number, name or event of their own (a test checks): whatever
 * a draft says beyond these words comes from the brief, the prospect's record or the draft being
 * rewritten, which is what lets the fact check hold the built-in writer to its inputs.
 */

type ByTone = Record<AiTone, string>;
type ManyByTone = Record<AiTone, readonly string[]>;

/** Per role family: who they are, what they care about, and problems an offer may solve for them. */
interface FamilyWords {
  team: string;
  peers: string;
  topic: string;
  concerns: readonly string[];
  problems: readonly string[];
}

export const families = {
  sales: {
    team: 'sales team',
    peers: 'sales leaders',
    topic: 'pipeline',
    concerns: [
      'the gap between pipeline targets and the hours reps have',
      'reps who spend more of the week researching than selling',
      'a pipeline that slips late in the quarter',
      'reps calling the wrong accounts',
      'follow-ups that slip through the cracks',
      'forecasts that change every week',
    ],
    problems: [
      'Most sales teams lose hours each week finding the right people before a single call.',
      'Reps often spend more time hunting for accounts than talking to buyers.',
    ],
  },
  marketing: {
    team: 'marketing team',
    peers: 'marketing leaders',
    topic: 'campaign results',
    concerns: [
      'the pressure to prove pipeline from every campaign',
      'turning clicks into conversations sales can use',
      'lists that go stale too fast',
      'showing which channels really work',
      'leads that sales will actually call',
      'budgets that must prove their worth',
    ],
    problems: [
      'Campaigns often stall between the first click and a real conversation.',
      'It is hard to show which campaigns actually turn into pipeline.',
    ],
  },
  engineering: {
    team: 'engineering team',
    peers: 'engineering leaders',
    topic: 'release speed',
    concerns: [
      'the tug of war between roadmap work and everything else',
      'keeping the team on the work that ships',
      'chores that eat whole sprints',
      'tools that need constant care',
      'reviews that pile up before a release',
      'interruptions that break deep work',
    ],
    problems: [
      'Engineering time tends to disappear into work that never reaches the roadmap.',
      'Small manual chores add up to whole sprints every quarter.',
    ],
  },
  product: {
    team: 'product team',
    peers: 'product leaders',
    topic: 'roadmap time',
    concerns: [
      'the balance between customer requests and the roadmap',
      'finding time to talk to customers',
      'a backlog that outgrows the team',
      'deciding what not to build',
      'feedback scattered across too many places',
      'releases that wait on one last fix',
    ],
    problems: [
      'Product teams rarely get the time to talk to enough customers.',
      'Roadmaps slip when the team is buried in requests.',
    ],
  },
  finance: {
    team: 'finance team',
    peers: 'finance leaders',
    topic: 'month-end close',
    concerns: [
      'the crunch at the end of each month',
      'seeing spend clearly before the quarter closes',
      'numbers spread across too many spreadsheets',
      'forecasts built on shaky data',
      'approvals that stall at month-end',
      'reports that take days to build',
    ],
    problems: [
      'Finance teams spend too much of each month chasing numbers by hand.',
      'Spend is hard to see clearly until the quarter has closed.',
    ],
  },
  operations: {
    team: 'operations team',
    peers: 'operations leaders',
    topic: 'handoffs',
    concerns: [
      'keeping every team’s process in step',
      'handoffs that slow every team down',
      'processes held together by spreadsheets',
      'work waiting in one person’s inbox',
      'status updates nobody has time for',
      'tools that do not talk to each other',
    ],
    problems: [
      'Operations teams often hold processes together with spreadsheets.',
      'Handoffs between teams are where most of the time goes.',
    ],
  },
  customer: {
    team: 'customer team',
    peers: 'customer success leaders',
    topic: 'account health',
    concerns: [
      'keeping every account healthy as the book grows',
      'spotting quiet accounts early',
      'renewals that arrive too soon',
      'more accounts than hours',
      'tickets that keep coming back',
      'knowing which customers need a call',
    ],
    problems: [
      'Customer teams are stretched thin as the number of accounts grows.',
      'It is hard to spot an unhappy account before it is too late.',
    ],
  },
  people: {
    team: 'people team',
    peers: 'people leaders',
    topic: 'open roles',
    concerns: [
      'keeping roles filled without losing good candidates',
      'a process that moves as fast as good candidates do',
      'requests from every team at once',
      'onboarding that drags on',
      'offers that take too long to sign',
      'keeping new starters busy in week one',
    ],
    problems: [
      'People teams juggle more requests than there are hours in the week.',
      'Good candidates drop out when the process drags on.',
    ],
  },
  security: {
    team: 'security team',
    peers: 'security leaders',
    topic: 'access requests',
    concerns: [
      'keeping up with every new tool the company adopts',
      'access requests that never stop coming',
      'tickets that crowd out bigger projects',
      'knowing who can reach what',
      'alerts that bury the real risks',
      'audits that take weeks to prepare',
    ],
    problems: [
      'Every new tool adds one more thing for the security team to watch.',
      'Access requests and tickets eat into the time for bigger projects.',
    ],
  },
  legal: {
    team: 'legal team',
    peers: 'legal leaders',
    topic: 'contract reviews',
    concerns: [
      'the queue of contracts waiting for review',
      'reviewing the same clauses again and again',
      'deals waiting on one more review',
      'tracking what every contract allows',
      'requests that arrive without context',
      'templates nobody keeps current',
    ],
    problems: [
      'Legal teams end up as the bottleneck on contracts nobody else can move.',
      'Reviewing the same clauses again and again takes time from work that matters.',
    ],
  },
  executive: {
    team: 'leadership team',
    peers: 'founders and leaders',
    topic: 'growth plans',
    concerns: [
      'keeping processes ahead of growth',
      'getting every team pulling in the same direction',
      'decisions waiting on missing numbers',
      'time lost between teams',
      'plans that outgrow the team',
      'reports that arrive too late to act on',
    ],
    problems: [
      'Growth tends to outpace the processes built for a smaller company.',
      'The hardest part is often getting every team pulling in the same direction.',
    ],
  },
  general: {
    team: 'team',
    peers: 'teams',
    topic: 'busywork',
    concerns: [
      'the work that keeps teams busy without moving them forward',
      'busywork that crowds out the real work',
      'tasks that should run on their own',
      'time lost to manual steps',
      'handoffs that drop details',
      'tools nobody fully uses',
    ],
    problems: [
      'Most teams lose time to work that could run on its own.',
      'Busy teams rarely have time to fix the process that keeps them busy.',
    ],
  },
} satisfies Record<RoleFamily, FamilyWords>;

export const phrases = {
  greeting: {
    friendly: 'Hi {firstName},',
    professional: 'Hello {firstName},',
    direct: 'Hi {firstName},',
    casual: 'Hey {firstName},',
  } satisfies ByTone,
  /** Short subjects (under seven words once filled), never an intent label. */
  subject: ['Quick question about {topic}', 'An idea for the {team}', 'A thought on {topic}', 'One idea on {topic}'],
  /** Openings on the reader's latest news, written as the merge field so each reader sees their own. */
  hookNews: [
    'I saw “{news}” and thought of the {team}.',
    '“{news}” caught my eye this week.',
    'Reading “{news}”, I wondered how the {team} is planning for it.',
    'News like “{news}” usually lands on the {team}’s desk first.',
    'Noticed “{news}” and wondered what it means for the {team}.',
    'After “{news}”, the {team} probably has a lot on its plate.',
    'Quick note after seeing “{news}”.',
    'I came across “{news}” and wondered how it touches {concern}.',
  ],
  /**
   * The same, naming the reader's title too (as the merge field), when the grounding prospect has
   * one: a lead-in on the news, then a thought for the reader. `{company}` thoughts only when they
   * have a company; `{concern}` is one of the role's concerns.
   */
  hookNewsLeadIn: [
    'After “{news}”,',
    'Reading “{news}”,',
    'Seeing “{news}”,',
    'Given “{news}”,',
    'Spotting “{news}”,',
    'Noting “{news}”,',
    'Having seen “{news}”,',
    'On seeing “{news}”,',
  ],
  hookNewsThought: [
    'I thought of you as {title}.',
    'I wondered what changes for you as {title}.',
    'I imagine your plate as {title} is full.',
    'I thought of you as {title} at {company}.',
    'I wondered how you see {concern} as {title}.',
    'I wondered how you, as {title}, handle {concern}.',
    'I thought of your work as {title}.',
    'I pictured your week as {title} at {company}.',
    'I imagine you face {concern} as {title}.',
  ],
  /** Openings on the reader's role, their title written as the merge field: for anyone. */
  hookTitle: [
    'As {title} at {company}, you likely see {concern} up close.',
    'I imagine you deal with {concern} as {title}.',
    'As {title}, you likely know {concern} well.',
    'A note for you as {title}, about {concern}.',
    'Being {title} usually means living with {concern}.',
    'As {title} at {company}, you likely think about {concern}.',
    'People working as {title} in {industry} often mention {concern}.',
    'As {title} in {industry}, you have likely met {concern}.',
    'You may know {concern} well, as {title} at {company}.',
    'Writing to you as {title} at {company} about {concern}.',
  ],
  /** More openings on the role, for readers who lead a team (owners, executives, directors, managers). */
  hookTitleLeader: [
    'As {title}, you likely own {concern}.',
    'As {title} at {company}, you may own {concern}.',
    'As {title} in {industry}, you likely answer for {concern}.',
    'As {title}, you likely decide how to tackle {concern}.',
  ],
  /** More openings on the role, for readers who do the work day to day. */
  hookTitleIndividual: [
    'As {title}, you probably meet {concern} day to day.',
    'At {company}, you likely run into {concern} as {title}.',
    'People working as {title} in {industry} know {concern} first-hand.',
    'As {title} at {company}, you may feel {concern} more than most.',
  ],
  /** Openings on the role family alone, when nothing is known of the reader. */
  hookPeers: [
    'Most {peers} I speak with mention {concern}.',
    'When I talk to {peers}, they bring up {concern} again and again.',
    'A question I keep hearing from {peers} is about {concern}.',
    'Lately, {peers} keep telling me about {concern}.',
  ],
  valueWithBenefit: [
    'We help teams {benefit} with our {product}.',
    'Our {product} is built to {benefit}.',
    'With our {product}, you can {benefit}.',
    'That is where we come in: our {product} lets you {benefit}.',
  ],
  valueForAudience: 'For {audience}, we bring {product}.',
  valueVerb: {
    friendly: 'We help you {action}.',
    professional: 'We help teams like yours {action}.',
    direct: 'We help you {action}.',
    casual: 'We help you {action}.',
  } satisfies ByTone,
  valuePlain: ['In short, we offer {offer}.', 'What we bring is {offer}.'],
  audienceLine: ['We built it with {audience} in mind.', 'It was made for {audience}.'],
  askVerb: {
    friendly: ['Would it make sense to {action}?', 'Would you be open to {doing}?'],
    professional: ['Would it make sense to {action}?', 'Would you be open to {doing}?'],
    direct: ['Worth {doing}?', 'Open to {doing}?'],
    casual: ['Worth {doing}?', 'Up for {doing}?'],
  } satisfies ManyByTone,
  askNoun: {
    friendly: ['Would {thing} be worth your time?', 'Would you be up for {thing}?'],
    professional: ['Would {thing} be worth your time?', 'Would you be open to {thing}?'],
    direct: ['Is {thing} worth it?', 'Open to {thing}?'],
    casual: ['Up for {thing}?', 'Is {thing} worth a look?'],
  } satisfies ManyByTone,
  askWithAddress: 'If it helps: {action}. Would that work for you?',
  /** A line the rewrite adds for "mention their news", as the merge field. */
  newsLine: 'I saw “{news}” and thought of you.',
  question: {
    friendly: 'Is this something your team is looking at right now?',
    professional: 'Is this a priority for your team at the moment?',
    direct: 'Is this a priority for you right now?',
    casual: 'Is this on your list right now?',
  } satisfies ByTone,
  signOff: {
    friendly: 'Best,',
    professional: 'Kind regards,',
    direct: 'Thanks,',
    casual: 'Cheers,',
  } satisfies ByTone,
  caseStudy: 'For example: {caseStudy}.',
  fallbackFirstName: 'there',
  fallbackCompany: 'your team',
  fallbackIndustry: 'your field',
} as const;

/** Words the rewrite instructions put in or take out (contractions, greetings, sign-offs). */
export const toneReplacements = {
  contractions: [
    ['I am', 'I’m'],
    ['do not', 'don’t'],
    ['does not', 'doesn’t'],
    ['it is', 'it’s'],
    ['we are', 'we’re'],
    ['you are', 'you’re'],
    ['that is', 'that’s'],
    ['I would', 'I’d'],
    ['would not', 'wouldn’t'],
    ['cannot', 'can’t'],
    ['I will', 'I’ll'],
    ['we will', 'we’ll'],
    ['let us', 'let’s'],
    ['I have', 'I’ve'],
    ['we have', 'we’ve'],
  ],
  casualGreeting: 'Hey',
  formalGreeting: 'Dear',
  casualSignOff: 'Cheers,',
  formalSignOff: 'Kind regards,',
  greetingWords: ['hi', 'hello', 'hey', 'dear', 'greetings', 'good morning', 'good afternoon'],
  signOffWords: [
    'best',
    'best regards',
    'kind regards',
    'warm regards',
    'regards',
    'cheers',
    'thanks',
    'thank you',
    'many thanks',
    'sincerely',
    'yours sincerely',
    'all the best',
  ],
} as const;

/** Fills `{name}` slots. */
export function fill(phrase: string, values: Record<string, string>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** The built-in writer's own words (slots left out): ordinary words the fact check accepts in any draft. */
export const writerVocabulary: string = [
  ...allStrings(phrases),
  ...allStrings(families),
  ...allStrings(toneReplacements),
]
  .map((phrase) => phrase.replace(/\{\w+\}/g, ' '))
  .join('\n');
