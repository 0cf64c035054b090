import {
  type AutopilotMode,
  type CampaignAutopilot,
  type IdealCustomer,
  idealCustomerSchema,
  type KnowledgeInput,
  type KnowledgeLanguage,
  knowledgeSchema,
  type SaveAutopilotBody,
} from '@leadpilot/contracts';

/** The campaign page's autopilot form: settings, the ideal customer's main filters and the knowledge. */
export interface AutopilotFormValues {
  mode: AutopilotMode;
  /** '' while the field is empty. */
  undoDelayMinutes: number | string;
  newProspectsPerDay: number | string;
  bookingLink: string;
  titles: string[];
  industries: string[];
  countries: string[];
  intentTopics: string[];
  language: KnowledgeLanguage;
  offer: { what: string; forWhom: string; outcome: string };
  faq: { id?: string | undefined; question: string; answer: string }[];
  caseStudies: { id?: string | undefined; customer: string; problem: string; result: string }[];
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function topicsOf(idealCustomer: Record<string, unknown> | null): string[] {
  const intent = idealCustomer?.intent;
  return intent && typeof intent === 'object' && 'topics' in intent ? listOf(intent.topics) : [];
}

export function formValuesOf(autopilot: CampaignAutopilot): AutopilotFormValues {
  const { settings, idealCustomer, knowledge } = autopilot;
  return {
    mode: settings.mode,
    undoDelayMinutes: settings.undoDelayMinutes,
    newProspectsPerDay: settings.newProspectsPerDay,
    bookingLink: settings.bookingLink ?? '',
    titles: listOf(idealCustomer?.titles),
    industries: listOf(idealCustomer?.industries),
    countries: listOf(idealCustomer?.countries),
    intentTopics: topicsOf(idealCustomer),
    language: knowledge?.language ?? 'en',
    offer: knowledge?.offer ?? { what: '', forWhom: '', outcome: '' },
    faq: knowledge?.faq ?? [],
    caseStudies: knowledge?.caseStudies ?? [],
  };
}

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/** The ideal customer the form describes, the other saved filters kept; null when it names nothing. */
function idealCustomerOf(values: AutopilotFormValues, saved: Record<string, unknown> | null): IdealCustomer | null {
  const named = {
    titles: values.titles,
    industries: values.industries,
    countries: values.countries,
    intent: values.intentTopics.length > 0 ? { topics: values.intentTopics } : undefined,
  };
  const parsed = idealCustomerSchema.safeParse({ ...saved, ...named });
  const isEmpty = [values.titles, values.industries, values.countries, values.intentTopics].every(
    (list) => !list.length,
  );
  if (isEmpty && !saved) return null;
  return parsed.success ? parsed.data : null;
}

function knowledgeOf(values: AutopilotFormValues): KnowledgeInput | null {
  const offerWritten = Object.values(values.offer).some((text) => text.trim() !== '');
  if (!offerWritten && values.faq.length === 0 && values.caseStudies.length === 0) return null;
  return { language: values.language, offer: values.offer, faq: values.faq, caseStudies: values.caseStudies };
}

/** The save body for the form's values, at the revision read. */
export function saveBodyOf(autopilot: CampaignAutopilot, values: AutopilotFormValues): SaveAutopilotBody {
  return {
    id: autopilot.campaignId,
    revision: autopilot.revision,
    settings: {
      mode: values.mode,
      undoDelayMinutes: asNumber(values.undoDelayMinutes),
      newProspectsPerDay: asNumber(values.newProspectsPerDay),
      bookingLink: values.bookingLink.trim() || null,
    },
    idealCustomer: idealCustomerOf(values, autopilot.idealCustomer),
    knowledge: knowledgeOf(values),
  };
}

/** The knowledge's problems as the form's field errors (`faq.2.answer`), in the contracts' words. */
export function validateAutopilotForm(values: AutopilotFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Number.isInteger(asNumber(values.undoDelayMinutes)) || asNumber(values.undoDelayMinutes) < 1) {
    errors.undoDelayMinutes = 'Give people at least a minute to undo';
  }
  if (!Number.isInteger(asNumber(values.newProspectsPerDay)) || asNumber(values.newProspectsPerDay) < 1) {
    errors.newProspectsPerDay = 'Take at least one new prospect a day';
  }
  const knowledge = knowledgeOf(values);
  if (knowledge) {
    const parsed = knowledgeSchema.safeParse(knowledge);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const path = issue.path.join('.');
      if (path && !(path in errors)) errors[path] = issue.message;
    }
  }
  return errors;
}
