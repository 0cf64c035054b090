import type { PitchCitationKind, PitchSuggestion } from '@leadpilot/contracts';
import { days } from '../../platform/clock.ts';
import type { InsightFacts } from '../people/index.ts';

/** At most this many suggestions; fewer when the record holds fewer facts to cite. */
export const maxPitches = 5;
/** A round older than this is no longer news. */
const fundingRecentDays = 548;
const newsRecentDays = 365;
/** Each kind's share of the suggestions, so one busy news feed does not crowd out the rest. */
const perKindLimit: Record<PitchCitationKind, number> = { funding: 1, hiring: 2, intent: 2, news: 2, technology: 2 };

const stageLabels: Record<string, string> = {
  seed: 'seed',
  series_a: 'Series A',
  series_b: 'Series B',
  series_c: 'Series C',
  series_d_plus: 'Series D or later',
  private_equity: 'private equity',
};

/** What each department is measured on: how a suggestion ties a fact to the reader's job. */
const focusByDepartment: Record<string, string> = {
  sales: 'pipeline and quota attainment',
  marketing: 'demand generation and campaign results',
  engineering: 'delivery speed and reliability',
  product: 'roadmap delivery and adoption',
  finance: 'cost control and payback',
  operations: 'process efficiency',
  customer_success: 'retention and onboarding',
  human_resources: 'hiring and onboarding',
  it: 'security and integration effort',
  legal: 'risk and compliance',
  executive: 'growth targets',
};

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** "March 2025" for a date or a `YYYY-MM-DD` day. */
export const formatMonth = (value: Date | string) =>
  monthYear.format(typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value);

/** "$40M", "$1.2B", "$800K". */
export function formatUsd(amount: number): string {
  const [unit, divisor] = amount >= 1e9 ? ['B', 1e9] : amount >= 1e6 ? ['M', 1e6] : ['K', 1e3];
  return `$${Number((amount / (divisor as number)).toFixed(1))}${unit}`;
}

type Candidate = PitchSuggestion & { priority: number };
type NewsItem = InsightFacts['news'][number];

const newsCitation = (item: NewsItem, kind: PitchCitationKind) => ({
  kind,
  label: item.title,
  id: item.id,
  url: item.url,
  date: isoDay(item.publishedAt),
});

/** A recent round: told from its news item when there is one (the text states what it cites), else from the company record. */
function fundingPitch(facts: InsightFacts, company: NonNullable<InsightFacts['company']>, focus: string): Candidate[] {
  const isRecent = (date: Date) => facts.now.getTime() - date.getTime() <= days(fundingRecentDays);
  const why = `New money comes with growth targets: connect your offer to ${focus} and to reaching those targets sooner.`;
  const story = facts.news.find(
    (item) => /\b(raises|raised|funding|round)\b/i.test(item.title) && isRecent(item.publishedAt),
  );
  if (story) {
    return [
      {
        priority: 1,
        angle: 'Fresh funding',
        text: `They announced “${story.title}” (${formatMonth(story.publishedAt)}). ${why}`,
        citation: newsCitation(story, 'funding'),
      },
    ];
  }
  const stage = stageLabels[company.fundingStage];
  if (!stage || !company.lastFundingAt || !isRecent(new Date(`${company.lastFundingAt}T00:00:00Z`))) return [];
  const total = company.fundingTotalUsd ? `, ${formatUsd(company.fundingTotalUsd)} raised in total` : '';
  return [
    {
      priority: 1,
      angle: 'Fresh funding',
      text: `${company.name} closed a ${stage} round in ${formatMonth(company.lastFundingAt)}${total}. ${why}`,
      citation: {
        kind: 'funding',
        label: `${stage} round, ${formatMonth(company.lastFundingAt)}${total}`,
        date: company.lastFundingAt,
      },
    },
  ];
}

function newsPitch(item: NewsItem, companyName: string, focus: string): Candidate {
  const when = formatMonth(item.publishedAt);
  const hiring = /\bis hiring across ([\p{L} ]+)$/iu.exec(item.title);
  if (hiring?.[1]) {
    return {
      priority: 2,
      angle: 'Hiring push',
      text: `${companyName} is hiring across ${hiring[1]} (${when}). Growing teams need ${focus} to keep up: show how you shorten the ramp-up of new hires.`,
      citation: newsCitation(item, 'hiring'),
    };
  }
  const appointment = /\bappoints new (.+)$/iu.exec(item.title);
  if (appointment?.[1]) {
    return {
      priority: 2,
      angle: 'New leader',
      text: `${companyName} appointed a new ${appointment[1]} (${when}). New leaders review tools and processes in their first months: offer a short comparison with how the team works today.`,
      citation: newsCitation(item, 'hiring'),
    };
  }
  const partner = /\bpartners with (.+)$/iu.exec(item.title);
  const office = /\bopens an office in (.+)$/iu.exec(item.title);
  const text = /\blaunch(es|ed)?\b/i.test(item.title)
    ? `They announced “${item.title}” (${when}). Ask how the launch is landing and what it means for ${focus}.`
    : partner?.[1]
      ? `${companyName} announced a partnership with ${partner[1]} (${when}). If you work with ${partner[1]} too, say so early; otherwise ask what the partnership changes in their priorities.`
      : office?.[1]
        ? `${companyName} opened an office in ${office[1]} (${when}). A new office means a new team to equip: tie your offer to getting it productive quickly.`
        : `Open with their news, “${item.title}” (${when}): ask what it means for ${focus}.`;
  const angle = /\blaunch/i.test(item.title)
    ? 'Product launch'
    : partner
      ? 'New partnership'
      : office
        ? 'Expansion'
        : 'In the news';
  return { priority: 4, angle, text, citation: newsCitation(item, 'news') };
}

/**
 * Pitch suggestions grounded in the company's record: each rests on one fact (a funding round,
 * a news item, a surging intent topic, a technology in the stack) and cites it. No fact, no pitch.
 */
export function suggestPitches(facts: InsightFacts): PitchSuggestion[] {
  const { company } = facts;
  if (!company) return [];
  const focus = focusByDepartment[facts.person.department] ?? 'their goals';
  const recentNews = facts.news.filter(
    (item) => facts.now.getTime() - item.publishedAt.getTime() <= days(newsRecentDays),
  );
  const funding = fundingPitch(facts, company, focus);
  const fundingNewsId = funding[0]?.citation.id;
  const candidates: Candidate[] = [
    ...funding,
    ...recentNews.filter((item) => item.id !== fundingNewsId).map((item) => newsPitch(item, company.name, focus)),
    ...facts.intent.map((signal) => ({
      priority: 3,
      angle: `Research interest: ${signal.topic}`,
      text: `${company.name} shows surging interest in ${signal.topic} (score ${signal.score} since ${formatMonth(signal.since)}). If your offer touches ${signal.topic}, lead with it and ask how they approach it today; mention the topic, not the signal.`,
      citation: {
        kind: 'intent' as const,
        label: `${signal.topic} · score ${signal.score}`,
        id: signal.id,
        date: signal.since,
      },
    })),
    ...company.technologies.map((technology) => ({
      priority: 5,
      angle: `Their stack: ${technology}`,
      text: `${company.name} uses ${technology}. If your product works with ${technology}, say so early and show the workflow inside the tools they already use.`,
      citation: { kind: 'technology' as const, label: technology },
    })),
  ];
  const taken = new Map<PitchCitationKind, number>();
  const pitches: PitchSuggestion[] = [];
  // A stable sort: within a priority, the record's own order (newest news, strongest intent, stack order).
  for (const { priority: _priority, ...pitch } of candidates.sort((a, b) => a.priority - b.priority)) {
    const count = taken.get(pitch.citation.kind) ?? 0;
    if (count >= perKindLimit[pitch.citation.kind] || pitches.length >= maxPitches) continue;
    taken.set(pitch.citation.kind, count + 1);
    pitches.push(pitch);
  }
  return pitches;
}
