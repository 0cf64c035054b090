import type { PitchSuggestion } from '@leadpilot/contracts';
import { describe, expect, it } from 'vitest';
import type { InsightFacts } from '../people/index.ts';
import { factsNow, richFacts } from './insights-test-support.ts';
import { formatUsd, maxPitches, suggestPitches } from './suggest-pitches.ts';

/** The fact of the record a citation names, or undefined when it names nothing there. */
function citedFact(pitch: PitchSuggestion, facts: InsightFacts): unknown {
  const { citation } = pitch;
  switch (citation.kind) {
    case 'news':
    case 'hiring':
      return facts.news.find((item) => item.id === citation.id && item.url === citation.url);
    case 'intent':
      return facts.intent.find((signal) => signal.id === citation.id && citation.label.startsWith(signal.topic));
    case 'technology':
      return facts.company?.technologies.find((technology) => technology === citation.label);
    case 'funding':
      return citation.id
        ? facts.news.find((item) => item.id === citation.id)
        : facts.company?.lastFundingAt === citation.date
          ? facts.company
          : undefined;
  }
}

describe('pitch suggestions', () => {
  it('suggests three to five pitches from a full record, each citing a fact that is in it', () => {
    const facts = richFacts();
    const pitches = suggestPitches(facts);
    expect(pitches.length).toBeGreaterThanOrEqual(3);
    expect(pitches.length).toBeLessThanOrEqual(maxPitches);
    for (const pitch of pitches) expect(citedFact(pitch, facts), pitch.angle).toBeDefined();
    expect(pitches.map((pitch) => pitch.citation.kind)).toEqual(['funding', 'hiring', 'intent', 'news', 'technology']);
  });

  it('grounds the funding pitch in the funding news, with its link and date', () => {
    const [funding] = suggestPitches(richFacts());
    expect(funding).toEqual({
      angle: 'Fresh funding',
      text: expect.stringMatching(
        /^They announced “Harbour Analytics raises \$14M Series B round” \(November 2025\)\. New money/,
      ),
      citation: {
        kind: 'funding',
        label: 'Harbour Analytics raises $14M Series B round',
        id: '7d0c4b0e-1f6a-4d8e-9a51-3a2e6b1c0301',
        url: 'https://harbour-analytics.example/news/series-b',
        date: '2025-11-22',
      },
    });
  });

  it("falls back to the company's funding record when no news tells of the round", () => {
    const facts = richFacts();
    const [funding] = suggestPitches({ ...facts, news: facts.news.slice(1) });
    expect(funding?.text).toMatch(
      new RegExp(
        `^Harbour Analytics closed a Series B round in November 2025, \\${formatUsd(42_000_000)} raised in total\\.`,
      ),
    );
    expect(funding?.citation).toEqual({
      kind: 'funding',
      label: 'Series B round, November 2025, $42M raised in total',
      date: '2025-11-17',
    });
  });

  it('quotes the facts it rests on in its text: topic and score, technology, partner', () => {
    const pitches = suggestPitches(richFacts());
    const byKind = (kind: string) => pitches.find((pitch) => pitch.citation.kind === kind)?.text ?? '';
    expect(byKind('intent')).toContain('Sales engagement (score 82 since January 2026)');
    expect(byKind('technology')).toContain('Harbour Analytics uses HubSpot.');
    expect(byKind('news')).toContain('partnership with Snowflake');
    expect(byKind('hiring')).toContain('hiring across sales');
  });

  it('suggests nothing, rather than inventing, when the person has no company', () => {
    expect(suggestPitches(richFacts({ company: null, news: [], intent: [] }))).toEqual([]);
  });

  it('suggests nothing when the company record holds nothing to cite', () => {
    const facts = richFacts({ news: [], intent: [] });
    const company = facts.company;
    if (!company) throw new Error('the rich facts have a company');
    const bare = { ...facts, company: { ...company, technologies: [], fundingStage: 'none', lastFundingAt: null } };
    expect(suggestPitches(bare)).toEqual([]);
  });

  it('leaves out old news and a round closed more than 18 months ago', () => {
    const facts = richFacts();
    const old = new Date(factsNow.getTime() - 600 * 86_400_000);
    const company = facts.company;
    if (!company) throw new Error('the rich facts have a company');
    const pitches = suggestPitches({
      ...facts,
      company: { ...company, lastFundingAt: '2024-01-10' },
      news: facts.news.map((item) => ({ ...item, publishedAt: old })),
    });
    expect(pitches.map((pitch) => pitch.citation.kind)).toEqual(['intent', 'technology', 'technology']);
  });

  it('is deterministic', () => {
    expect(suggestPitches(richFacts())).toEqual(suggestPitches(richFacts()));
  });
});
