import type {
  CampaignProspectsQuery,
  campaignProspectsQuerySchema,
  campaignResultsListQuerySchema,
  RevealCampaignPhonesBody,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { listCampaignResults, loadCampaignResults } from './campaign-summary.ts';
import { campaignProspectsCsv } from './campaign-summary-csv.ts';
import { revealCampaignPhones } from './campaign-summary-phone.ts';

/** A campaign's results: every campaign's figures, one campaign's, its CSV, engaged prospects' phones. */
export function createCampaignResults(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    list: (actor: Actor, query: z.output<typeof campaignResultsListQuerySchema>) =>
      listCampaignResults(db, actor.organisationId, query),
    detail: (actor: Actor, id: string, query: z.output<typeof campaignProspectsQuerySchema> & CampaignProspectsQuery) =>
      loadCampaignResults(db, actor.organisationId, id, query),
    csv: (actor: Actor, id: string) => campaignProspectsCsv(db, actor.organisationId, id),
    revealPhones: (actor: Actor, body: RevealCampaignPhonesBody) => revealCampaignPhones(db, actor, body, clock.now()),
  };
}
