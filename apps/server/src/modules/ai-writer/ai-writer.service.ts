import { randomUUID } from 'node:crypto';
import {
  type AiDraft,
  aiCreditPrices,
  aiDraftSchema,
  type aiRewriteBodySchema,
  type aiTemplateBodySchema,
} from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { aiGenerations, users } from '../../db/schema.ts';
import type { MeteredLlmClient } from '../../integrations/llm/llm-client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, refused } from '../../platform/errors.ts';
import { personNotFound } from '../contacts/index.ts';
import { type CreditService, spendableBalance } from '../credits/index.ts';
import { loadMergeFieldKeys } from '../templates/index.ts';
import type { AiWriter, ProspectFacts, WriterBrief, WrittenDraft } from './ai-writer.ts';
import { createBuiltInWriter } from './built-in-writer.ts';
import { mergeFieldsIn } from './draft-html.ts';
import { createLlmWriter, type WriterLogger } from './llm-writer.ts';
import { understandsInstruction } from './rewrite-built-in.ts';
import { knownInstructions } from './rewrite-instructions.ts';
import { loadProspectFacts } from './writer-inputs.ts';

export type AiTemplateInput = z.output<typeof aiTemplateBodySchema>;
export type AiRewriteInput = z.output<typeof aiRewriteBodySchema>;
export type AiGenerationKind = 'template' | 'rewrite' | 'campaign';

/** One campaign send's draft: whose credits, which send, which prospect, from what brief. */
export interface CampaignDraftInput {
  organisationId: string;
  /** The campaign's owner: the AI draft is spent from their allowance. */
  userId: string;
  /** Names the send (one draft, one charge per send). */
  requestId: string;
  personId: string | null;
  brief: WriterBrief;
}

export interface AiWriterReply {
  message: string;
  data: AiDraft;
}

/**
 * A campaign send's draft and the values of the record fields it may use (`latest_news`, `title`…),
 * read when it was written, and the campaign owner's name as the sender's: the engine fills those the
 * enrolment does not carry with them, so a draft never names a field its sender cannot fill.
 */
export interface AiSendDraftReply extends AiWriterReply {
  recordValues: Record<string, string>;
}

/** The merge values of the record facts the writer draws on, leaving out the empty ones. */
function recordValuesOf(prospect: ProspectFacts | null, senderName: string): Record<string, string> {
  const values: Record<string, string> = {
    title: prospect?.title ?? '',
    city: prospect?.city ?? '',
    industry: prospect?.company?.industry ?? '',
    company_size: prospect?.company?.sizeBand ?? '',
    latest_news: prospect?.news[0]?.title ?? '',
    sender_name: senderName,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

/** The stored reply: the draft and the message it was answered with. */
const storedReplySchema = aiDraftSchema.extend({ message: z.string() });

/** A draft may use only fields the organisation has: a brief or draft naming others is refused before spending. */
function refuseUnknownFields(what: 'brief' | 'draft', text: string, mergeFields: readonly string[]) {
  const known = new Set(mergeFields);
  const unknown = mergeFieldsIn(text).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw refused(
      `The ${what} uses merge fields that do not exist: ${unknown.map((key) => `{{ ${key} }}`).join(', ')}. Add them as custom fields or remove them first.`,
    );
  }
}

const credits = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`;

/**
 * The AI writer: writes and rewrites templates (and campaign steps) through the configured model
 * or the built-in writer, spends credits once per `requestId` and records each call in
 * `ai_generations` with its tokens and cost.
 */
export function createAiWriterService(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'LLM_TIMEOUT_MS' | 'LLM_PRICE_INPUT_PER_MTOK' | 'LLM_PRICE_OUTPUT_PER_MTOK'>;
  credits: Pick<CreditService, 'spend'>;
  llm: MeteredLlmClient | null;
}) {
  const { db, clock, config, llm } = deps;
  const builtIn = createBuiltInWriter();

  /** The engine for one call: the model (falling back to the built-in writer) when configured. */
  const writerFor = (log?: WriterLogger): AiWriter =>
    llm
      ? createLlmWriter({ llm, fallback: builtIn, timeoutMs: config.LLM_TIMEOUT_MS, ...(log ? { log } : {}) })
      : builtIn;

  async function prospectOf(personId: string | undefined): Promise<ProspectFacts | null> {
    if (!personId) return null;
    const facts = await loadProspectFacts(db, personId, clock.now());
    if (!facts) throw personNotFound();
    return facts;
  }

  async function storedReply(organisationId: string, requestId: string, kind: AiGenerationKind) {
    const [row] = await db
      .select({ kind: aiGenerations.kind, result: aiGenerations.result })
      .from(aiGenerations)
      .where(and(eq(aiGenerations.organisationId, organisationId), eq(aiGenerations.requestId, requestId)));
    if (!row) return null;
    if (row.kind !== kind) throw conflict('This requestId was already used for another kind of AI request.');
    const { message, ...data } = storedReplySchema.parse(JSON.parse(row.result));
    return { message: `${message} This request was answered before: the same draft, no credits spent again.`, data };
  }

  function costMicros(usage: WrittenDraft['usage']): number {
    return Math.round(
      usage.promptTokens * config.LLM_PRICE_INPUT_PER_MTOK + usage.completionTokens * config.LLM_PRICE_OUTPUT_PER_MTOK,
    );
  }

  /**
   * One AI call: answers the stored reply for a repeated `requestId`; otherwise spends the price
   * (a 422 when the credits do not cover it, before anything is written), writes, and records.
   */
  async function generate(
    actor: Pick<Actor, 'organisationId' | 'userId'>,
    call: {
      kind: AiGenerationKind;
      requestId: string | undefined;
      price: number;
      reason: string;
      write: (writer: AiWriter) => Promise<WrittenDraft>;
      log: WriterLogger | undefined;
      /**
       * Set when the draft decides whether the call is charged at all: the credits are spent only
       * after writing, and a draft this refuses (its message) answers 422 with nothing spent.
       */
      refuseUnless?: (written: WrittenDraft) => string | null;
    },
  ): Promise<AiWriterReply> {
    const requestId = call.requestId ?? randomUUID();
    if (call.requestId) {
      const earlier = await storedReply(actor.organisationId, requestId, call.kind);
      if (earlier) return earlier;
    }
    const spend = () => deps.credits.spend(actor, call.price, call.reason, `ai-writer:${requestId}`);
    let written: WrittenDraft;
    if (call.refuseUnless) {
      // Too few credits still answer the ledger's 422 before anything is written.
      if ((await spendableBalance(db, actor.organisationId, clock.now())) < call.price) await spend();
      written = await call.write(writerFor(call.log));
      const refusal = call.refuseUnless(written);
      if (refusal) throw refused(refusal);
      await spend();
    } else {
      // The ledger's key makes a retried or concurrent call with the same requestId spend once.
      await spend();
      written = await call.write(writerFor(call.log));
    }
    const data: AiDraft = {
      subject: written.subject,
      html: written.html,
      text: written.text,
      factsUsed: written.factsUsed,
      engine: written.engine,
      model: written.model,
      credits: call.price,
      fallbackReason: written.fallbackReason,
    };
    const message = [`Your draft is ready (${credits(call.price)} spent).`, ...written.notes].join(' ');
    const inserted = await db
      .insert(aiGenerations)
      .values({
        organisationId: actor.organisationId,
        userId: actor.userId,
        kind: call.kind,
        requestId,
        engine: written.engine,
        model: written.model,
        promptTokens: written.usage.promptTokens,
        completionTokens: written.usage.completionTokens,
        costMicros: costMicros(written.usage),
        credits: call.price,
        result: JSON.stringify({ ...data, message }),
      })
      .onConflictDoNothing({ target: [aiGenerations.organisationId, aiGenerations.requestId] })
      .returning({ id: aiGenerations.id });
    if (inserted.length === 0) {
      // A concurrent call with the same requestId stored its draft first: answer that one.
      const earlier = await storedReply(actor.organisationId, requestId, call.kind);
      if (earlier) return earlier;
    }
    return { message, data };
  }

  return {
    /**
     * A campaign send's email, written for its prospect from the variant's brief and charged to the
     * campaign's owner: `requestId` names the send, so a retried or concurrent call answers the same
     * draft and spends once. A prospect without a person record gets a draft with merge fields only.
     */
    async writeForSend(input: CampaignDraftInput, log?: WriterLogger): Promise<AiSendDraftReply> {
      const prospect = input.personId ? ((await loadProspectFacts(db, input.personId, clock.now())) ?? null) : null;
      const mergeFields = await loadMergeFieldKeys(db, input.organisationId);
      const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, input.userId));
      const { offer, audience, tone, length, callToAction } = input.brief;
      const reply = await generate(
        { organisationId: input.organisationId, userId: input.userId },
        {
          kind: 'campaign',
          requestId: input.requestId,
          price: aiCreditPrices.writeTemplate,
          reason: 'AI writer: campaign email',
          log,
          write: (writer) =>
            writer.writeTemplate({ brief: { offer, audience, tone, length, callToAction }, prospect, mergeFields }),
        },
      );
      return { ...reply, recordValues: recordValuesOf(prospect, owner?.name ?? '') };
    },

    /** `POST /emailtemplate/ai`: a template from the brief, grounded in the prospect when one is given. */
    async writeTemplate(actor: Actor, body: AiTemplateInput, log?: WriterLogger): Promise<AiWriterReply> {
      const prospect = await prospectOf(body.personId);
      const mergeFields = await loadMergeFieldKeys(db, actor.organisationId);
      refuseUnknownFields('brief', [body.offer, body.audience, body.callToAction].join('\n'), mergeFields);
      const { offer, audience, tone, length, callToAction } = body;
      return generate(actor, {
        kind: 'template',
        requestId: body.requestId,
        price: aiCreditPrices.writeTemplate,
        reason: 'AI writer: template',
        log,
        write: (writer) =>
          writer.writeTemplate({ brief: { offer, audience, tone, length, callToAction }, prospect, mergeFields }),
      });
    },

    /** `POST /emailtemplate/aiprompt`: the draft rewritten following the instruction. */
    async rewrite(actor: Actor, body: AiRewriteInput, log?: WriterLogger): Promise<AiWriterReply> {
      const prospect = await prospectOf(body.personId);
      const mergeFields = await loadMergeFieldKeys(db, actor.organisationId);
      refuseUnknownFields('draft', `${body.subject}\n${body.html}`, mergeFields);
      const notUnderstood = `The writer did not understand “${body.instruction}”, so nothing was changed and no credits were spent. It can ${knownInstructions}.`;
      const understood = understandsInstruction(body.instruction);
      if (!llm && !understood) throw refused(notUnderstood);
      return generate(actor, {
        kind: 'rewrite',
        requestId: body.requestId,
        price: aiCreditPrices.rewriteTemplate,
        reason: 'AI writer: rewrite',
        log,
        // Only the model may understand it: when the built-in writer answers instead, nothing is charged.
        ...(understood
          ? {}
          : {
              refuseUnless: (written: WrittenDraft) =>
                written.engine === 'llm'
                  ? null
                  : `${(written.fallbackReason ?? '').replace(/ The built-in writer wrote this draft instead.*$/, '')} ${notUnderstood}`.trim(),
            }),
        write: (writer) =>
          writer.rewrite({
            subject: body.subject,
            html: body.html,
            instruction: body.instruction,
            prospect,
            mergeFields,
          }),
      });
    },
  };
}
export type AiWriterService = ReturnType<typeof createAiWriterService>;
