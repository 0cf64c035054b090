import {
  type CampaignAiBrief,
  type CampaignDetail,
  type CampaignSettings,
  type CsvProspect,
  defaultCampaignSettings,
  type SaveCampaignBody,
  type SearchSelectionBody,
} from '@leadpilot/contracts';

export interface VariantDraft {
  key: string;
  id?: string;
  label: string;
  templateId: string | null;
  aiDraft: boolean;
  /** With `aiDraft`: the brief each prospect's email is written from. */
  aiBrief: CampaignAiBrief | null;
  subject: string;
  bodyHtml: string;
}

export const emptyAiBrief: CampaignAiBrief = {
  offer: '',
  audience: '',
  tone: 'friendly',
  length: 'short',
  callToAction: '',
};

export interface StepDraft {
  key: string;
  id?: string;
  kind: 'email' | 'wait' | 'task';
  waitDays: number | null;
  taskKind: 'call' | 'linkedin' | 'other' | null;
  taskNote: string | null;
  newThread: boolean;
  variants: VariantDraft[];
}

/** The builder's working copy of a campaign: what `POST /campaign` takes, with settings whole. */
export interface BuilderDraft {
  id: string | null;
  revision: number | null;
  name: string;
  settings: CampaignSettings;
  audience: { search: Record<string, unknown> | null; listIds: string[]; csv: CsvProspect[] };
  steps: StepDraft[];
  mailboxIds: string[];
}

let nextKey = 0;
/** A key for a step or variant that is not saved yet (React lists need one before the server's id). */
export function draftKey(): string {
  nextKey += 1;
  return `new-${nextKey.toString()}`;
}

export function newVariant(label: string): VariantDraft {
  return { key: draftKey(), label, templateId: null, aiDraft: false, aiBrief: null, subject: '', bodyHtml: '' };
}

export function newStep(kind: StepDraft['kind']): StepDraft {
  return {
    key: draftKey(),
    kind,
    waitDays: kind === 'wait' ? 2 : null,
    taskKind: kind === 'task' ? 'call' : null,
    taskNote: kind === 'task' ? '' : null,
    newThread: false,
    variants: kind === 'email' ? [newVariant('A')] : [],
  };
}

/** A new campaign: the careful defaults, one email step, no audience or mailbox yet. */
/** A new campaign's draft; `listIds` preselects its audience (a list an enrichment just saved). */
export function newDraft(timeZone: string | null, listIds: string[] = []): BuilderDraft {
  return {
    id: null,
    revision: null,
    name: 'New campaign',
    settings: {
      ...defaultCampaignSettings,
      schedule: {
        ...defaultCampaignSettings.schedule,
        timeZone: timeZone ?? defaultCampaignSettings.schedule.timeZone,
      },
    },
    audience: { search: null, listIds, csv: [] },
    steps: [newStep('email')],
    mailboxIds: [],
  };
}

export function draftFromDetail(campaign: CampaignDetail): BuilderDraft {
  return {
    id: campaign.id,
    revision: campaign.revision,
    name: campaign.name,
    settings: campaign.settings,
    audience: {
      search: campaign.audience.search as Record<string, unknown> | null,
      listIds: campaign.audience.listIds,
      csv: campaign.audience.csv,
    },
    steps: campaign.steps.map((step) => ({
      key: step.id,
      id: step.id,
      kind: step.kind,
      waitDays: step.waitDays,
      taskKind: step.taskKind,
      taskNote: step.taskNote,
      newThread: step.newThread,
      variants: step.variants.map((variant) => ({ ...variant, key: variant.id })),
    })),
    mailboxIds: campaign.mailboxes.map((mailbox) => mailbox.id),
  };
}

/** The request that saves the draft at the revision it was read at. */
export function bodyOf(draft: BuilderDraft): SaveCampaignBody {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    ...(draft.revision ? { revision: draft.revision } : {}),
    name: draft.name,
    settings: draft.settings,
    // The search's filters go back as they were saved.
    audience: { ...draft.audience, search: draft.audience.search as SearchSelectionBody | null },
    steps: draft.steps.map(({ key: _key, variants, ...step }) => ({
      ...step,
      waitDays: step.kind === 'wait' ? step.waitDays : null,
      taskKind: step.kind === 'task' ? step.taskKind : null,
      taskNote: step.kind === 'task' ? step.taskNote : null,
      variants: step.kind === 'email' ? variants.map(({ key: _variantKey, ...variant }) => variant) : [],
    })),
    mailboxIds: draft.mailboxIds,
  };
}
