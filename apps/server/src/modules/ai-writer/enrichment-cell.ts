import type { AiFact } from '@leadpilot/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type JsonCompletionRequest, LlmError, type MeteredLlmClient } from '../../integrations/llm/llm-client.ts';
import { escapeHtml } from '../../platform/mail/html-text.ts';
import type { ProspectFacts } from './ai-writer.ts';
import {
  type CellAnswer,
  type CellInput,
  cellKindOf,
  cellPhrases,
  understoodInstructions,
  writeBuiltInCell,
} from './built-in-cell.ts';
import { checkDraft, prospectTexts } from './fact-check.ts';
import {
  describeFailure,
  factSources,
  factsUsedJsonSchema,
  prospectForPrompt,
  type WriterLogger,
} from './llm-writer.ts';
import { loadProspectFacts } from './writer-inputs.ts';

/**
 * AI enrichment cells: one short text per row and AI column, written from the column's instruction,
 * the row's own cells and the matched person's record. The configured model writes it when there is
 * one; its answer must pass the same fact guard as the writer's drafts (no number, name or event
 * absent from the inputs, no merge fields), else the built-in writer answers for the instructions
 * it understands and the cell is left unwritten (and free) otherwise. Built-in cells pass the guard
 * too: every cell is checked, whoever wrote it.
 */

export type { CellAnswer } from './built-in-cell.ts';

export interface EnrichmentCellRequest {
  instruction: string;
  row: Readonly<Record<string, string>>;
  /** The row's matched person, whose record grounds the cell; null when it matched nobody. */
  personId: string | null;
}

export type WrittenCell = CellAnswer & { engine: 'built-in' | 'llm'; note: string };

/** The longest cell kept: an AI column holds a line or two, not an essay. */
export const maxCellLength = 400;

const cellReplySchema = z.object({
  value: z.string().trim().max(maxCellLength),
  factsUsed: z
    .array(z.object({ source: z.enum(factSources), label: z.string().max(200), value: z.string().max(2000) }))
    .max(20),
});

const cellJsonSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'factsUsed'],
  properties: {
    value: { type: 'string' },
    factsUsed: factsUsedJsonSchema,
  },
};

export function cellPrompt(input: CellInput): JsonCompletionRequest {
  return {
    system: [
      'You fill one cell of a spreadsheet of sales prospects, following the instruction, for one row.',
      '1. Use only facts given in the input (the row and the record). Never add a number, amount, year, name, company, product, customer or event that is not there.',
      '2. One or two short sentences, plain text, at most 300 characters. No greeting, no sign-off, no template tags.',
      '3. When the input does not hold what the instruction needs, answer an empty "value".',
      '4. List in "factsUsed" every fact of the input the cell uses: its source (prospect, company, news or intent), a short label, and the value copied from the input.',
      '5. Answer with JSON only, matching the schema.',
    ].join('\n'),
    user: JSON.stringify({ instruction: input.instruction, row: input.row, record: prospectForPrompt(input.prospect) }),
    schemaName: 'enrichment_cell',
    jsonSchema: cellJsonSchema,
  };
}

/** Every text the cell may draw facts from; the built-in phrases' own words are ordinary words. */
function groundingOf(input: CellInput): string[] {
  return [
    input.instruction,
    ...Object.entries(input.row).flat(),
    ...prospectTexts(input.prospect),
    ...Object.values(cellPhrases)
      .flat()
      .map((phrase) => phrase.replace(/\{\w+\}/g, ' ')),
  ];
}

/** What the guard finds wrong with a cell; empty when it keeps to its inputs. */
export function checkCell(input: CellInput, value: string, facts: readonly AiFact[]): string[] {
  return checkDraft({ subject: '', html: `<p>${escapeHtml(value)}</p>`, factsUsed: facts }, groundingOf(input), []);
}

export function createEnrichmentCellWriter(deps: {
  db: Database;
  now: () => Date;
  llm: MeteredLlmClient | null;
  timeoutMs: number;
  log?: WriterLogger;
}) {
  const { llm } = deps;

  function builtIn(input: CellInput, note: string): WrittenCell {
    const answer = writeBuiltInCell(input);
    if (answer.status === 'written') {
      const problems = checkCell(input, answer.value, answer.facts);
      if (problems.length > 0) {
        return { status: 'not_written', reason: `Refused: ${problems.join('; ')}.`, engine: 'built-in', note };
      }
    }
    return note && answer.status === 'not_written'
      ? { status: 'not_written', reason: `${note} ${answer.reason}`, engine: 'built-in', note }
      : { ...answer, engine: 'built-in', note };
  }

  async function byModel(model: MeteredLlmClient, input: CellInput): Promise<WrittenCell> {
    let note: string;
    try {
      const completion = await model.completeJsonMetered(cellPrompt(input));
      const parsed = cellReplySchema.safeParse(completion.content);
      if (!parsed.success) {
        note = 'The language model answered with JSON of the wrong shape.';
      } else if (parsed.data.value === '') {
        return {
          status: 'not_written',
          reason: 'The language model found nothing in this row to write it from.',
          engine: 'llm',
          note: '',
        };
      } else {
        const problems = checkCell(input, parsed.data.value, parsed.data.factsUsed);
        if (problems.length === 0) {
          return { status: 'written', value: parsed.data.value, facts: parsed.data.factsUsed, engine: 'llm', note: '' };
        }
        note = `The language model's cell was refused: ${problems.join('; ')}.`;
      }
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      note = describeFailure(error, deps.timeoutMs);
    }
    deps.log?.warn({ model: model.model, reason: note }, 'AI enrichment: the built-in writer answered instead');
    return builtIn(input, note);
  }

  return {
    /** Why a column with this instruction could not be written (null: it can): the built-in writer's limits. */
    check(instruction: string): string | null {
      if (llm || cellKindOf(instruction)) return null;
      return `The built-in writer does not understand “${instruction}”; try ${understoodInstructions}, or ask an administrator to configure a language model.`;
    },

    async write(request: EnrichmentCellRequest): Promise<WrittenCell> {
      const prospect: ProspectFacts | null = request.personId
        ? ((await loadProspectFacts(deps.db, request.personId, deps.now())) ?? null)
        : null;
      const input: CellInput = { instruction: request.instruction, row: request.row, prospect };
      return llm ? byModel(llm, input) : builtIn(input, '');
    },
  };
}

export type EnrichmentCellWriter = ReturnType<typeof createEnrichmentCellWriter>;
