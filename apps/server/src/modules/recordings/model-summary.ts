import type { SummaryItem } from '@leadpilot/contracts';
import type { StoredSegment } from '../../db/schema.ts';
import type { LlmClient } from '../../integrations/llm/llm-client.ts';
import { notesFor, type SummaryFindings } from './summarise.ts';

const citedItem = {
  type: 'object',
  additionalProperties: false,
  required: ['segmentIndex', 'quote', 'text'],
  properties: {
    segmentIndex: { type: 'integer', description: 'The [n] of the line that says it' },
    quote: { type: 'string', description: 'Words copied exactly from that line' },
    text: { type: 'string', description: 'The finding in a short sentence' },
  },
};
const withField = (name: string) => ({
  ...citedItem,
  required: [...citedItem.required, name],
  properties: { ...citedItem.properties, [name]: { type: 'string' } },
});
const list = (item: object) => ({ type: 'array', items: item });

const summarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nextSteps', 'questions', 'objections', 'competitors', 'dates'],
  properties: {
    nextSteps: list(citedItem),
    questions: list(citedItem),
    objections: list(citedItem),
    competitors: list(withField('name')),
    dates: list(withField('date')),
  },
};

const system = [
  'You summarise a recorded sales call from its transcript.',
  'Each transcript line is numbered [n]. Report next steps, questions asked, objections raised, competitors named and dates mentioned.',
  'Every item must cite the line that says it (segmentIndex) and copy words from that line exactly (quote).',
  'Report only what the transcript says; leave a list empty rather than guess. Dates as YYYY-MM-DD when they can be told, else as said.',
].join(' ');

const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'$%]+/gu, ' ')
    .trim();

interface ModelItem {
  segmentIndex?: unknown;
  quote?: unknown;
  text?: unknown;
  name?: unknown;
  date?: unknown;
}

/**
 * The fact guard: an item stands only when its quote is words of the segment it cites; the
 * timestamp and speaker are the segment's own, never the model's. Others are dropped.
 */
export function guardItems(items: unknown, segments: readonly StoredSegment[]): (SummaryItem & ModelItem)[] {
  if (!Array.isArray(items)) return [];
  return (items as ModelItem[]).flatMap((item) => {
    const index = item?.segmentIndex;
    if (typeof index !== 'number' || !Number.isInteger(index)) return [];
    const segment = segments[index];
    const quote = typeof item.quote === 'string' ? item.quote.trim() : '';
    const text = typeof item.text === 'string' ? item.text.trim() : '';
    if (!segment || normalise(quote).length < 3 || !normalise(segment.text).includes(normalise(quote))) return [];
    return [
      {
        ...item,
        text: (text || quote).slice(0, 500),
        quote,
        segmentIndex: index,
        start: segment.start,
        speaker: segment.speaker,
      },
    ];
  });
}

const strip = ({ text, quote, segmentIndex, start, speaker }: SummaryItem): SummaryItem => ({
  text,
  quote,
  segmentIndex,
  start,
  speaker,
});

/** The model's summary under the fact guard; throws what the client throws (the caller falls back to the rules). */
export async function summariseByModel(llm: LlmClient, segments: readonly StoredSegment[]): Promise<SummaryFindings> {
  const lines = segments.map(
    (segment, index) =>
      `[${index}]${segment.start !== null ? ` (${segment.start.toFixed(1)} s)` : ''} ${segment.speaker ?? 'Unknown'}: ${segment.text}`,
  );
  const reply = (await llm.completeJson({
    system,
    user: lines.join('\n').slice(0, 120_000),
    schemaName: 'call_summary',
    jsonSchema: summarySchema,
  })) as Record<string, unknown>;
  const speakersKnown = segments.length > 0 && segments.every((segment) => segment.speaker !== null);
  const questions = new Map<string | null, SummaryItem[]>();
  for (const item of guardItems(reply.questions, segments)) {
    const speaker = speakersKnown ? item.speaker : null;
    questions.set(speaker, [...(questions.get(speaker) ?? []), strip(item)]);
  }
  return {
    nextSteps: guardItems(reply.nextSteps, segments).map(strip),
    questions: [...questions].map(([speaker, items]) => ({ speaker, items })),
    objections: guardItems(reply.objections, segments).map(strip),
    competitors: guardItems(reply.competitors, segments).flatMap((item) =>
      typeof item.name === 'string' && item.name.trim() && normalise(item.quote).includes(normalise(item.name))
        ? [{ ...strip(item), name: item.name.trim().slice(0, 100) }]
        : [],
    ),
    dates: guardItems(reply.dates, segments).map((item) => ({
      ...strip(item),
      date: typeof item.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(item.date) ? item.date : null,
    })),
    speakersKnown,
    notes: notesFor(segments, speakersKnown),
  };
}
