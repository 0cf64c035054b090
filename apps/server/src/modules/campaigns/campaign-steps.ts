import type { CampaignAiBrief, CampaignStepView, campaignStepSchema } from '@leadpilot/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { campaignSteps, campaignStepVariants } from '../../db/schema.ts';
import { AppError, refused } from '../../platform/errors.ts';
import { compileTemplate, sanitizeEmailHtml } from '../templates/index.ts';

type StepInput = z.output<typeof campaignStepSchema>;

/** A step as stored: what two versions of a sequence are compared by. */
export interface StepContent {
  kind: 'email' | 'wait' | 'task';
  waitDays: number | null;
  taskKind: 'call' | 'linkedin' | 'other' | null;
  taskNote: string | null;
  newThread: boolean;
  variants: {
    label: string;
    templateId: string | null;
    aiDraft: boolean;
    aiBrief: CampaignAiBrief | null;
    subject: string;
    bodyHtml: string;
  }[];
}

const stepName = (index: number) => `Step ${index + 1}`;

const emptyBrief: CampaignAiBrief = { offer: '', audience: '', tone: 'friendly', length: 'short', callToAction: '' };

type VariantText = Pick<StepContent['variants'][number], 'aiDraft' | 'subject' | 'bodyHtml'>;

/** What an email variant still lacks before it can be sent: a body (or an AI draft), and a subject where it starts a thread. */
function unwrittenProblem(where: string, variant: VariantText, startsThread: boolean): string | null {
  if (variant.aiDraft) return null;
  if (variant.bodyHtml.trim() === '') return `${where} has no body: write one, choose a template or use an AI draft.`;
  if (startsThread && variant.subject.trim() === '') return `${where} needs a subject: it starts a new email thread.`;
  return null;
}

/** Every email variant of a sequence that is not written yet, in words (the launch check blocks on them). */
export function unwrittenVariants(
  steps: readonly { kind: string; newThread: boolean; variants: readonly (VariantText & { label: string })[] }[],
): string[] {
  let threadStarted = false;
  return steps.flatMap((step, index) => {
    if (step.kind !== 'email') return [];
    const startsThread = !threadStarted || step.newThread;
    threadStarted = true;
    return step.variants.flatMap((variant) => {
      const where = step.variants.length > 1 ? `${stepName(index)}, variant ${variant.label}` : stepName(index);
      return unwrittenProblem(where, variant, startsThread) ?? [];
    });
  });
}

/**
 * Checks and cleans a sequence: at least one step; each email step with variants (A, B, …) whose
 * merge fields the organisation knows; each wait with its days; each task with its kind. Refuses
 * (422) naming the step. A variant's body and subject may still be empty in a draft (a draft is
 * saved at every step of the builder; the launch check blocks until they are written); once a
 * campaign has launched, a change must leave every variant written.
 */
export function prepareSteps(
  steps: StepInput[],
  knownFields: ReadonlySet<string>,
  options: { isDraft: boolean },
): StepContent[] {
  if (steps.length === 0) throw refused('Add at least one step: a campaign needs something to send.');
  let threadStarted = false;
  return steps.map((step, index) => {
    const name = stepName(index);
    if (step.kind === 'wait') {
      if (!step.waitDays) throw refused(`${name} waits: say for how many sending days (at least 1).`);
      return { kind: 'wait', waitDays: step.waitDays, taskKind: null, taskNote: null, newThread: false, variants: [] };
    }
    if (step.kind === 'task') {
      if (!step.taskKind) throw refused(`${name} is a task: choose a call, LinkedIn or another task.`);
      return {
        kind: 'task',
        waitDays: null,
        taskKind: step.taskKind,
        taskNote: step.taskNote || null,
        newThread: false,
        variants: [],
      };
    }
    if (step.variants.length === 0) {
      throw refused(`${name} is an email with no content: write it, choose a template or use an AI draft.`);
    }
    const labels = new Set<string>();
    const startsThread = !threadStarted || step.newThread;
    threadStarted = true;
    const variants = step.variants.map((variant) => {
      const where = step.variants.length > 1 ? `${name}, variant ${variant.label}` : name;
      if (labels.has(variant.label)) throw refused(`${name} has two variants labelled ${variant.label}.`);
      labels.add(variant.label);
      const subject = variant.subject.trim();
      const bodyHtml = variant.bodyHtml.trim() === '' ? '' : sanitizeEmailHtml(variant.bodyHtml);
      const unwritten = unwrittenProblem(where, { aiDraft: variant.aiDraft, subject, bodyHtml }, startsThread);
      if (unwritten && !options.isDraft) throw refused(unwritten);
      try {
        compileTemplate({ subject, html: bodyHtml }, knownFields);
      } catch (error) {
        if (error instanceof AppError) throw refused(`${where}: ${error.message}`);
        throw error;
      }
      // The brief travels with the switch: a variant written by hand keeps none.
      const aiBrief = variant.aiDraft ? (variant.aiBrief ?? emptyBrief) : null;
      return {
        label: variant.label,
        templateId: variant.templateId,
        aiDraft: variant.aiDraft,
        aiBrief,
        subject,
        bodyHtml,
      };
    });
    return { kind: 'email', waitDays: null, taskKind: null, taskNote: null, newThread: step.newThread, variants };
  });
}

/** Whether two sequences are the same, step by step and variant by variant. */
export function sameSteps(a: readonly StepContent[], b: readonly StepContent[]): boolean {
  const key = (steps: readonly StepContent[]) =>
    JSON.stringify(
      steps.map((step) => ({
        ...step,
        variants: [...step.variants].sort((x, y) => x.label.localeCompare(y.label)),
      })),
    );
  return key(a) === key(b);
}

/** Replaces a campaign's steps and variants (a draft's; a launched campaign's sequence never changes). */
export async function writeSteps(tx: Database, campaignId: string, steps: readonly StepContent[]): Promise<void> {
  await tx.delete(campaignSteps).where(eq(campaignSteps.campaignId, campaignId));
  if (steps.length === 0) return;
  const inserted = await tx
    .insert(campaignSteps)
    .values(
      steps.map((step, position) => ({
        campaignId,
        position,
        kind: step.kind,
        waitDays: step.waitDays,
        taskKind: step.taskKind,
        taskNote: step.taskNote,
        newThread: step.newThread,
      })),
    )
    .returning({ id: campaignSteps.id, position: campaignSteps.position });
  const idAt = new Map(inserted.map((row) => [row.position, row.id]));
  const variants = steps.flatMap((step, position) =>
    step.variants.map((variant) => ({ stepId: idAt.get(position) as string, ...variant })),
  );
  if (variants.length > 0) await tx.insert(campaignStepVariants).values(variants);
}

/** A campaign's steps with their variants, in order. */
export async function loadSteps(db: Database, campaignId: string): Promise<CampaignStepView[]> {
  const steps = await db
    .select()
    .from(campaignSteps)
    .where(eq(campaignSteps.campaignId, campaignId))
    .orderBy(asc(campaignSteps.position));
  if (steps.length === 0) return [];
  const variants = await db
    .select()
    .from(campaignStepVariants)
    .where(
      inArray(
        campaignStepVariants.stepId,
        steps.map((step) => step.id),
      ),
    )
    .orderBy(asc(campaignStepVariants.label));
  return steps.map((step) => ({
    id: step.id,
    position: step.position,
    kind: step.kind,
    waitDays: step.waitDays,
    taskKind: step.taskKind,
    taskNote: step.taskNote,
    newThread: step.newThread,
    variants: variants
      .filter((variant) => variant.stepId === step.id)
      .map((variant) => ({
        id: variant.id,
        label: variant.label,
        templateId: variant.templateId,
        aiDraft: variant.aiDraft,
        aiBrief: variant.aiBrief ?? null,
        subject: variant.subject,
        bodyHtml: variant.bodyHtml,
      })),
  }));
}

/** A stored sequence as content, to compare with an edit. */
export function contentOf(steps: readonly CampaignStepView[]): StepContent[] {
  return steps.map((step) => ({
    kind: step.kind,
    waitDays: step.waitDays,
    taskKind: step.taskKind,
    taskNote: step.taskNote,
    newThread: step.newThread,
    variants: step.variants.map(({ label, templateId, aiDraft, aiBrief, subject, bodyHtml }) => ({
      label,
      templateId,
      aiDraft,
      aiBrief,
      subject,
      bodyHtml,
    })),
  }));
}
