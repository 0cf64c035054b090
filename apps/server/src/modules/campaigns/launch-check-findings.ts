import type { CampaignSettings, CampaignStepView, LaunchFinding } from '@leadpilot/contracts';
import { AppError } from '../../platform/errors.ts';
import { compileTemplate, knownFieldKeys, type MergeValues, renderCompiled } from '../templates/index.ts';
import type { EnrolmentDraft } from './audience.ts';
import { linksIn, maxLinksPerEmail, spamPhrasesIn } from './launch-check-content.ts';
import { mergeValuesOf } from './sending/index.ts';
import { estimateCapacity } from './sending/schedule/index.ts';

const dayMs = 86_400_000;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const variantName = (step: CampaignStepView, label: string, steps: number) =>
  steps > 1 || step.variants.length > 1 ? `Step ${step.position + 1}, variant ${label}` : `Step ${step.position + 1}`;

/**
 * Merge fields per prospect, with the templates' engine: a variant that does not compile blocks;
 * prospects with a field that has no value (and no fallback) in any variant may be held by the
 * engine (never sent a blank; which variant a prospect gets is the engine's even split): a warning
 * naming the first of them, since a person can fill the values in and resume them.
 */
export function mergeFieldFindings(
  steps: readonly CampaignStepView[],
  people: readonly EnrolmentDraft[],
  customKeys: readonly string[],
  sender: { email: string; senderName: string } | null,
  senderValues: MergeValues,
) {
  const blocking: LaunchFinding[] = [];
  const warnings: LaunchFinding[] = [];
  const known = knownFieldKeys(customKeys);
  const compiled = [];
  for (const step of steps) {
    for (const variant of step.variants) {
      if (variant.aiDraft) continue;
      try {
        compiled.push(compileTemplate({ subject: variant.subject, html: variant.bodyHtml }, known));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        blocking.push({
          code: 'merge_field_error',
          message: `${variantName(step, variant.label, steps.length)}: ${error.message}`,
        });
      }
    }
  }
  const held: { email: string; fields: string[] }[] = [];
  // A render reports a field missing only when its value is missing (MissingValue stands in for
  // exactly those), so a prospect with every field of a template filled needs no render of it;
  // one with a field missing is rendered (which of its fields show depends on the template's logic),
  // once per distinct set of the template's values. Each template is still rendered once, for the
  // first prospect, so a template that cannot render whatever the values is still caught.
  const outcomes = compiled.map(() => new Map<string, readonly string[]>());
  let first = true;
  for (const person of people) {
    // The values the engine fills when it sends (its own function), with the first sender's.
    const values = mergeValuesOf(person, sender, senderValues);
    const missing = new Set<string>();
    compiled.forEach((template, index) => {
      const own = template.fields.map((field) => (Object.hasOwn(values, field) ? values[field] : undefined));
      if (!first && own.every((value) => value !== undefined && value !== null && value !== '')) return;
      const key = JSON.stringify(own);
      const known = outcomes[index] as Map<string, readonly string[]>;
      let fields = known.get(key);
      if (!fields) {
        fields = renderCompiled(template, values, 'send').missingFields;
        known.set(key, fields);
      }
      for (const field of fields) missing.add(field);
    });
    first = false;
    if (missing.size > 0) held.push({ email: person.email, fields: [...missing] });
  }
  if (held.length > 0) {
    const examples = held
      .slice(0, 3)
      .map((entry) => `${entry.email} (${entry.fields.map((field) => `{{ ${field} }}`).join(', ')})`)
      .join('; ');
    warnings.push({
      code: 'unresolved_merge_fields',
      message: `${plural(held.length, 'prospect has', 'prospects have')} a merge field without a value and will be held, not sent a blank, when their variant uses it: ${examples}${held.length > 3 ? '; …' : ''}. Fill the fields in or give them a fallback.`,
    });
  }
  return { blocking, warnings };
}

/** Spam-trigger phrases and link counts of each written variant. */
export function variantFindings(steps: readonly CampaignStepView[]): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  for (const step of steps) {
    for (const variant of step.variants) {
      if (variant.aiDraft) continue;
      const name = variantName(step, variant.label, steps.length);
      const phrases = spamPhrasesIn(variant.subject, variant.bodyHtml);
      if (phrases.length > 0) {
        findings.push({
          code: 'spam_words',
          message: `${name} uses words spam filters distrust: ${phrases.map((phrase) => `“${phrase}”`).join(', ')}.`,
        });
      }
      const links = linksIn(variant.bodyHtml);
      if (links > maxLinksPerEmail) {
        findings.push({
          code: 'too_many_links',
          message: `${name} has ${links} links: keep a cold email to ${maxLinksPerEmail} or fewer, or it may land in spam.`,
        });
      }
    }
  }
  return findings;
}

/** "a", "a and b", "a, b and c". */
const listInWords = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * A variant the AI writer drafts per prospect needs its brief: what is offered, to whom, and what
 * the reader should do. Each missing part blocks the launch, naming the variant.
 */
export function aiDraftVariantFindings(steps: readonly CampaignStepView[]): { code: string; message: string }[] {
  return steps.flatMap((step) =>
    step.variants
      .filter((variant) => variant.aiDraft)
      .flatMap((variant) => {
        const brief = variant.aiBrief;
        const missing = [
          !brief?.offer.trim() && 'what you offer',
          !brief?.audience.trim() && 'who it is for',
          !brief?.callToAction.trim() && 'what the reader should do',
        ].filter((part): part is string => Boolean(part));
        if (missing.length === 0) return [];
        const where =
          step.variants.length > 1
            ? `Step ${step.position + 1}, variant ${variant.label}`
            : `Step ${step.position + 1}`;
        return [
          {
            code: 'ai_brief_incomplete',
            message: `${where} is written by the AI writer for each prospect: its brief still needs ${listInWords(missing)}.`,
          },
        ];
      }),
  );
}

/** AI drafts to write: per email step, the prospects the even split gives its AI-drafted variants. */
export function aiDraftCount(steps: readonly CampaignStepView[], prospects: number): number {
  let drafts = 0;
  for (const step of steps) {
    const ai = step.variants.filter((variant) => variant.aiDraft).length;
    if (ai > 0 && step.variants.length > 0) drafts += Math.ceil((prospects * ai) / step.variants.length);
  }
  return drafts;
}

/** Capacity versus schedule: the planner's estimate, a warning when it does not fit by the end date. */
export function capacityFinding(input: {
  steps: readonly CampaignStepView[];
  people: number;
  senders: ReadonlyArray<{ dailyLimit: number; createdAt: Date }>;
  settings: CampaignSettings;
  now: Date;
}): LaunchFinding | null {
  if (input.people === 0 || input.senders.length === 0) return null;
  const waits: number[] = [];
  let pending = 0;
  for (const step of input.steps) {
    if (step.kind === 'wait') pending += step.waitDays ?? 0;
    if (step.kind === 'email') {
      waits.push(waits.length === 0 ? 0 : pending);
      pending = 0;
    }
  }
  if (waits.length === 0) return null;
  const { schedule, limits } = input.settings;
  const estimate = estimateCapacity({
    prospects: input.people,
    emailStepWaits: waits,
    mailboxes: input.senders.map((sender) => ({
      dailyLimit: sender.dailyLimit,
      ageDays: Math.max(0, Math.floor((input.now.getTime() - sender.createdAt.getTime()) / dayMs)),
    })),
    limits,
    schedule,
    from: input.now,
    country: null,
  });
  return estimate.fits ? null : { code: 'capacity', message: estimate.message };
}
