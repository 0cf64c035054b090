import type { InsightFacts } from '../people/index.ts';

export const factsNow = new Date('2026-03-02T09:00:00Z');

const daysAgo = (count: number) => new Date(factsNow.getTime() - count * 86_400_000);

/** A full record: Harbour Analytics with a fresh Series B, news of each kind, surging intent and a stack. */
export function richFacts(overrides: Partial<InsightFacts> = {}): InsightFacts {
  return {
    person: {
      id: '7d0c4b0e-1f6a-4d8e-9a51-3a2e6b1c0001',
      title: 'VP of Sales',
      seniority: 'vp',
      department: 'sales',
      bio: 'I build sales teams that beat their quota. Competitive by nature, decisive by habit.',
    },
    posts: [
      {
        id: '7d0c4b0e-1f6a-4d8e-9a51-3a2e6b1c0101',
        text: 'Hot take: pipeline reviews should take ten minutes, not two hours.',
        postedAt: daysAgo(3),
      },
    ],
    company: {
      id: '7d0c4b0e-1f6a-4d8e-9a51-3a2e6b1c0201',
      name: 'Harbour Analytics',
      industry: 'Software',
      technologies: ['HubSpot', 'Snowflake', 'Slack'],
      fundingStage: 'series_b',
      fundingTotalUsd: 42_000_000,
      lastFundingAt: '2025-11-17',
    },
    news: [
      {
        id: '7d0c4b0e-1f6a-4d8e-9a51-3a2e6b1c0301',
        title: 'Harbour Analytics raises $14M Series B round',
        summary: 'The round will fund product development and go-to-market expansion.',
        url: 'https://harbour-analytics.example/news/series-b',
        source: 'Business Wire',
        publishedAt: daysAgo(100),
      },
      {
        id: '7d0c4b0e-1f6a-4d8e-9a51-3a2e6b1c0302',
        title: 'Harbour Analytics is hiring across sales',
        summary: 'Dozens of open roles signal continued expansion.',
        url: 'https://harbour-analytics.example/news/hiring',
        source: 'Company blog',
        publishedAt: daysAgo(20),
      },
      {
        id: '7d0c4b0e-1f6a-4d8e-9a51-3a2e6b1c0303',
        title: 'Harbour Analytics partners with Snowflake',
        summary: 'Customers can now connect Harbour Analytics with Snowflake.',
        url: 'https://harbour-analytics.example/news/snowflake',
        source: 'PR Newswire',
        publishedAt: daysAgo(40),
      },
    ],
    intent: [
      {
        id: '7d0c4b0e-1f6a-4d8e-9a51-3a2e6b1c0401',
        topic: 'Sales engagement',
        score: 82,
        source: 'web_research',
        since: '2026-01-19',
      },
    ],
    now: factsNow,
    ...overrides,
  };
}
