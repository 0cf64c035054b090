import type { Conversation, InboxProspect, PersonInsights } from '@leadpilot/contracts';
import type { Database } from '../../../db/client.ts';
import { loadPersonRecords } from '../../contacts/index.ts';
import { toPersonSummary } from '../../people/index.ts';

/** Where the personality read reports a fallback (the request's logger). */
export interface InsightLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The 360° view's insights, as the insights module serves them. */
export interface PersonInsightSource {
  forPerson(personId: string, log: InsightLog): Promise<PersonInsights>;
}

interface Sender {
  organisationId: string;
  personId: string | null;
  fromAddress: string;
  fromName: string;
}

/**
 * Who wrote, beside the message: the prospect database's person (name, title, company, and for a
 * person the organisation revealed, the 360° view's personality in short), else the campaign's
 * prospect, else the message's own sender.
 */
export async function prospectSummary(
  deps: { db: Database; insights: PersonInsightSource; now: Date; log: InsightLog },
  sender: Sender,
  conversation: Conversation | null,
): Promise<InboxProspect> {
  const personId = sender.personId ?? conversation?.prospect.personId ?? null;
  const [record] = personId ? await loadPersonRecords(deps.db, sender.organisationId, [personId], deps.now) : [];
  if (record) {
    const person = toPersonSummary(record);
    return {
      personId: person.id,
      name: person.fullName,
      email: sender.fromAddress,
      title: person.title || null,
      company: person.company?.name ?? null,
      isRevealed: person.isRevealed,
      personality: person.isRevealed ? await personalityOf(deps, person.id) : null,
    };
  }
  const prospect = conversation?.prospect;
  const campaignName = prospect ? `${prospect.firstName} ${prospect.lastName}`.trim() : '';
  return {
    personId: null,
    name: campaignName || sender.fromName || sender.fromAddress,
    email: sender.fromAddress,
    title: prospect?.title || null,
    company: prospect?.company || null,
    isRevealed: false,
    personality: null,
  };
}

/** The profile's gist; the inbox still opens when the insights cannot be read. */
async function personalityOf(deps: { insights: PersonInsightSource; log: InsightLog }, personId: string) {
  try {
    const { personality } = await deps.insights.forPerson(personId, deps.log);
    return {
      primary: personality.primary,
      secondary: personality.secondary,
      confidenceLevel: personality.confidenceLevel,
      tone: personality.recommendations.tone,
      leadWith: personality.recommendations.leadWith.slice(0, 3),
      avoid: personality.recommendations.avoid.slice(0, 3),
    };
  } catch (error) {
    deps.log.warn({ personId, error: String(error) }, 'inbox: the personality profile could not be read');
    return null;
  }
}
