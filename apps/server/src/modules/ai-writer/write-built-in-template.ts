import type { AiFact } from '@leadpilot/contracts';
import type { ProspectFacts, WriterBrief, WriteTemplateInput } from './ai-writer.ts';
import { escapeHtml, htmlOfBlocks, mergeField, textOf } from './draft-html.ts';
import { fill, phrases } from './writer-phrases.ts';

export interface BuiltInDraft {
  subject: string;
  html: string;
  text: string;
  factsUsed: AiFact[];
  notes: string[];
}

/** The model name the built-in writer reports in drafts and `ai_generations`. */
export const builtInModel = 'leadpilot-built-in-1';

const firstName = mergeField('first_name', phrases.fallbackFirstName);
const companyName = mergeField('company_name', phrases.fallbackCompany);
const senderName = mergeField('sender_name');

/** "cut churn." → "cut churn": the phrase adds its own full stop. */
export const withoutEndPunctuation = (text: string) => text.trim().replace(/[\s.!?,;:]+$/u, '');

/**
 * A template from the brief, deterministic and offline: the same inputs always give the same
 * draft. Identity goes in merge fields, so the template serves every prospect; with a prospect,
 * one opening line rests on their latest news, intent or role, and the longer drafts on their
 * company's technologies.
 */
export function writeBuiltInTemplate(input: WriteTemplateInput): BuiltInDraft {
  const { brief, prospect } = input;
  const { tone } = brief;
  const facts: AiFact[] = [];
  const use = (fact: AiFact) => {
    if (!facts.some((known) => known.label === fact.label && known.value === fact.value)) facts.push(fact);
  };
  const offer = withoutEndPunctuation(brief.offer);
  const audience = withoutEndPunctuation(brief.audience);
  const callToAction = withoutEndPunctuation(brief.callToAction);

  const topic = prospect?.intent[0]?.topic;
  const subject = topic
    ? fill(phrases.subjectWithTopic[tone], { topic, company: companyName })
    : fill(phrases.subject[tone], { company: companyName });
  if (topic) use({ source: 'intent', label: 'Researching', value: topic });

  const blocks: string[] = [
    escapeHtml(fill(phrases.greeting[tone], { firstName: '\u0000' })).replace('\u0000', firstName),
  ];
  const opening = prospect ? openingLine(prospect, brief, use) : null;
  if (opening) blocks.push(opening);
  blocks.push(escapeHtml(fill(phrases.offer[tone], { offer })));
  use({ source: 'offer', label: 'Offer', value: offer });
  if (brief.length !== 'short') {
    blocks.push(withCompany(fill(phrases.audience[tone], { audience, company: '\u0000' })));
    use({ source: 'offer', label: 'Audience', value: audience });
  }
  if (brief.length === 'long') {
    const technologies = prospect?.company?.technologies.slice(0, 2) ?? [];
    if (technologies.length > 0) {
      const list = technologies.join(phrases.technologiesJoiner);
      blocks.push(escapeHtml(fill(phrases.technologies[tone], { technologies: list })));
      use({ source: 'company', label: 'Technologies', value: technologies.join(', ') });
    }
    blocks.push(escapeHtml(phrases.closer[tone]));
  }
  blocks.push(escapeHtml(fill(phrases.callToAction[tone], { callToAction })));
  use({ source: 'offer', label: 'Call to action', value: callToAction });
  if (brief.length === 'long') {
    blocks.push(escapeHtml(topic ? fill(phrases.questionWithTopic[tone], { topic }) : phrases.question[tone]));
  }
  blocks.push(`${escapeHtml(phrases.signOff[tone])}<br>${senderName}`);
  if (prospect?.company) use({ source: 'company', label: 'Company', value: prospect.company.name });

  const html = htmlOfBlocks(blocks);
  return { subject, html, text: textOf(html), factsUsed: facts, notes: [] };
}

/** Escapes a phrase whose company slot (marked `\u0000`) becomes the company merge field. */
function withCompany(phrase: string): string {
  return escapeHtml(phrase).replace('\u0000', companyName);
}

/** The one personal line: the latest news, else the strongest intent topic, else their role. */
function openingLine(prospect: ProspectFacts, brief: WriterBrief, use: (fact: AiFact) => void): string | null {
  const { tone } = brief;
  const [news] = prospect.news;
  if (news) {
    use({ source: 'news', label: 'Latest news', value: news.title });
    return escapeHtml(fill(phrases.news[tone], { news: withoutEndPunctuation(news.title) }));
  }
  const [intent] = prospect.intent;
  if (intent) {
    use({ source: 'intent', label: 'Researching', value: intent.topic });
    return escapeHtml(fill(phrases.intent[tone], { topic: intent.topic }));
  }
  if (prospect.title) {
    use({ source: 'prospect', label: 'Job title', value: prospect.title });
    return escapeHtml(fill(phrases.role[tone], { title: prospect.title }));
  }
  return null;
}
