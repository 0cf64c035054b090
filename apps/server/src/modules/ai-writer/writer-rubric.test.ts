import { aiLengths, aiTones, builtInMergeFields } from '@leadpilot/contracts';
import { describe, expect, it } from 'vitest';
import type { ProspectFacts, WriterBrief } from './ai-writer.ts';
import { generatedProspectFacts } from './ai-writer-test-support.ts';
import { blocksOf, textOf } from './draft-html.ts';
import { checkDraft, groundingOf } from './fact-check.ts';
import { type BuiltInDraft, writeBuiltInTemplate } from './write-built-in-template.ts';
import { isNewsRelevant, roleFamilyOf } from './writer-role.ts';

/**
 * The rubric of docs/ai-writer.md, checked by code over 200 first emails: for each of 200 generated
 * prospects (varied roles, news and intent), a template grounded in them, rendered for them.
 */

const mergeFields = builtInMergeFields.map((field) => field.key as string);
const emailCount = 200;

const briefs: Omit<WriterBrief, 'tone' | 'length'>[] = [
  {
    offer: 'Onboarding software that gets new hires productive in two weeks',
    audience: 'HR leaders at fast-growing companies',
    callToAction: 'Book a 15-minute call next week',
  },
  {
    offer: 'an outreach platform that books 30% more meetings for B2B sales teams',
    audience: 'sales leaders at software companies',
    callToAction: 'Reply with a good time for a short call',
  },
  {
    offer: 'Verified B2B contacts for sales and marketing teams',
    audience: 'revenue teams',
    callToAction: 'a quick demo this week',
  },
  {
    offer: 'a cost dashboard which cuts cloud spend by a fifth',
    audience: 'engineering and finance leaders',
    callToAction: 'see a two-minute walkthrough',
  },
];

/** The template as this prospect receives it (the merge fields the writer uses, with their fallbacks). */
function renderFor(text: string, prospect: ProspectFacts): string {
  const values: Record<string, string> = {
    first_name: prospect.firstName,
    title: prospect.title,
    company_name: prospect.company?.name ?? '',
    industry: prospect.company?.industry ?? '',
    latest_news: prospect.news[0]?.title ?? '',
    sender_name: 'Alex Morgan',
  };
  return text.replace(/\{\{\s*(\w+)\s*(?:\|\s*default:\s*"([^"]*)"\s*)?\}\}/g, (_whole, key: string, fallback) => {
    return values[key] || fallback || `[${key}]`;
  });
}

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** The longest run of the offer's words that the email repeats in order, in words. */
function longestPastedRun(offer: string, email: string): number {
  const offerWords = wordsOf(offer.toLowerCase());
  const emailText = ` ${wordsOf(email.toLowerCase()).join(' ')} `;
  let longest = 0;
  for (let start = 0; start < offerWords.length; start++) {
    for (let end = start + longest + 1; end <= offerWords.length; end++) {
      if (!emailText.includes(` ${offerWords.slice(start, end).join(' ')}`)) break;
      longest = end - start;
    }
  }
  return longest;
}

interface Email {
  prospect: ProspectFacts;
  brief: WriterBrief;
  draft: BuiltInDraft;
  subject: string;
  body: string[];
  text: string;
}

const emails: Email[] = generatedProspectFacts('ai-writer-rubric', emailCount).map((prospect, index) => {
  const brief: WriterBrief = {
    ...(briefs[index % briefs.length] as (typeof briefs)[number]),
    tone: aiTones[index % aiTones.length] ?? 'friendly',
    length: aiLengths[Math.floor(index / 4) % aiLengths.length] ?? 'short',
  };
  const draft = writeBuiltInTemplate({ brief, prospect, mergeFields });
  const html = renderFor(draft.html, prospect);
  return {
    prospect,
    brief,
    draft,
    subject: renderFor(draft.subject, prospect),
    body: blocksOf(html).slice(1, -1).map(textOf),
    text: textOf(html),
  };
});

describe('the built-in writer’s rubric, over 200 first emails', () => {
  it('has 200 emails over varied roles, news and intent', () => {
    expect(emails).toHaveLength(emailCount);
    expect(new Set(emails.map((email) => email.prospect.department)).size).toBeGreaterThanOrEqual(8);
    expect(emails.filter((email) => email.prospect.news.length > 0).length).toBeGreaterThan(100);
    expect(emails.filter((email) => email.prospect.intent.length > 0).length).toBeGreaterThan(50);
  });

  it('1. keeps every email under 120 words and every subject under 7, with no intent label', () => {
    for (const email of emails) {
      expect(wordsOf(email.text).length, email.text).toBeLessThan(120);
      expect(wordsOf(email.subject).length, email.subject).toBeLessThan(7);
      for (const { topic } of email.prospect.intent) expect(email.subject).not.toContain(topic);
    }
  });

  it('2. asks a question as the call to action', () => {
    for (const email of emails) expect(email.body.at(-1), email.text).toMatch(/\?$/);
  });

  it('3. never pastes the offer: at most three quarters of its words in a row', () => {
    for (const email of emails) {
      const offerWords = wordsOf(email.brief.offer).length;
      expect(email.text).not.toContain(email.brief.offer);
      expect(longestPastedRun(email.brief.offer, email.text), email.text).toBeLessThanOrEqual(
        Math.floor(offerWords * 0.75),
      );
    }
  });

  it('4. opens on news only when the rule calls it relevant to the reader’s role, and prefers it then', () => {
    for (const email of emails) {
      const family = roleFamilyOf(email.prospect, email.brief.audience);
      const latest = email.prospect.news[0]?.title;
      const opensOnNews = email.draft.html.includes('{{ latest_news }}');
      expect(opensOnNews, `${email.prospect.title}: ${latest}`).toBe(
        latest !== undefined && isNewsRelevant(family, latest),
      );
    }
  });

  it('5. repeats no opening within any 10 consecutive prospects', () => {
    // The opening: the first sentence after the greeting, as the reader receives it.
    const openings = emails.map((email) => (email.body[0] ?? '').split(/(?<=[.?!])\s/)[0]?.toLowerCase() ?? '');
    const repeats = openings.flatMap((opening, index) =>
      openings.slice(Math.max(0, index - 9), index).includes(opening) ? [`${index}: ${opening}`] : [],
    );
    expect(repeats).toEqual([]);
    expect(new Set(openings).size).toBe(emailCount);
  });

  it('6. adds no fact absent from its inputs, and cites each personal line', () => {
    for (const email of emails) {
      const input = { brief: email.brief, prospect: email.prospect, mergeFields };
      expect(checkDraft(email.draft, groundingOf(input), mergeFields)).toEqual([]);
      const cites = (source: string) => email.draft.factsUsed.some((fact) => fact.source === source);
      if (email.draft.html.includes('{{ latest_news }}')) expect(cites('news')).toBe(true);
      if (email.draft.html.includes('{{ title }}')) expect(cites('prospect')).toBe(true);
      if (/\{\{ (?:company_name|industry)\b/.test(email.draft.html)) expect(cites('company')).toBe(true);
    }
  });
});
