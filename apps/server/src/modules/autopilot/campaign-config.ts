import {
  type AutopilotCampaignSettings,
  autopilotCampaignSettingsSchema,
  type CampaignAutopilot,
  type IdealCustomer,
  idealCustomerSchema,
  type Knowledge,
  knowledgeSchema,
} from '@leadpilot/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autopilotCampaigns, autopilotProspectingRuns, campaigns } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';

/** A campaign's autopilot as stored, each part read back through its schema (unreadable: left out). */
export interface CampaignConfig {
  campaignId: string;
  organisationId: string;
  campaignName: string;
  campaignStatus: string;
  ownerUserId: string | null;
  isOn: boolean;
  settings: AutopilotCampaignSettings;
  idealCustomer: IdealCustomer | null;
  knowledge: Knowledge | null;
  revision: number;
  enabledAt: Date | null;
  updatedAt: Date | null;
  /** A row exists in `autopilot_campaigns`. */
  isStored: boolean;
}

export const defaultCampaignAutopilotSettings: AutopilotCampaignSettings = autopilotCampaignSettingsSchema.parse({});

export function storedAutopilotSettings(value: unknown): AutopilotCampaignSettings {
  const parsed = autopilotCampaignSettingsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : defaultCampaignAutopilotSettings;
}

export function storedKnowledge(value: unknown): Knowledge | null {
  if (value === null || value === undefined) return null;
  const parsed = knowledgeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function storedIdealCustomer(value: unknown): IdealCustomer | null {
  if (value === null || value === undefined) return null;
  const parsed = idealCustomerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** True when the filters name at least one thing to look for (an empty search would take anyone). */
export function namesSomeone(idealCustomer: IdealCustomer | null): boolean {
  if (!idealCustomer) return false;
  return Object.values(idealCustomer).some((value) => {
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === 'string') return value.trim() !== '';
    if (typeof value === 'boolean') return value;
    return value !== undefined && value !== null;
  });
}

/** What switching the autopilot on still needs, in plain words; empty when it can be switched on. */
export function missingForEnable(config: Pick<CampaignConfig, 'knowledge' | 'idealCustomer'>): string[] {
  const missing: string[] = [];
  if (!config.knowledge) {
    missing.push('Write the knowledge the autopilot answers from: at least the offer (what, for whom, the outcome).');
  }
  if (!namesSomeone(config.idealCustomer)) {
    missing.push('Describe the ideal customer: at least one people-search filter, such as titles or industries.');
  }
  return missing;
}

/**
 * The organisation's campaign with its autopilot (defaults when none was saved), or 404 for a
 * campaign of another organisation or none. `organisationId` null: any organisation (super-admin).
 */
export async function loadCampaignConfig(
  db: Database,
  organisationId: string | null,
  campaignId: string,
  options: { lock?: boolean } = {},
): Promise<CampaignConfig> {
  const query = db
    .select({ campaign: campaigns, autopilot: autopilotCampaigns })
    .from(campaigns)
    .leftJoin(autopilotCampaigns, eq(autopilotCampaigns.campaignId, campaigns.id))
    .where(
      organisationId
        ? and(eq(campaigns.id, campaignId), eq(campaigns.organisationId, organisationId))
        : eq(campaigns.id, campaignId),
    );
  const [row] = options.lock ? await query.for('update', { of: campaigns }) : await query;
  if (!row) throw notFound('This campaign');
  const stored = row.autopilot;
  return {
    campaignId: row.campaign.id,
    organisationId: row.campaign.organisationId,
    campaignName: row.campaign.name,
    campaignStatus: row.campaign.status,
    ownerUserId: row.campaign.ownerUserId,
    isOn: row.campaign.autopilot,
    settings: storedAutopilotSettings(stored?.settings),
    idealCustomer: storedIdealCustomer(stored?.idealCustomer),
    knowledge: storedKnowledge(stored?.knowledge),
    revision: stored?.revision ?? 0,
    enabledAt: stored?.enabledAt ?? null,
    updatedAt: stored?.updatedAt ?? null,
    isStored: stored !== null,
  };
}

/** The daily prospecting's runs the campaign's autopilot page shows (one a day). */
export const shownProspectingRuns = 14;

/**
 * The campaign's last 14 prospecting runs, newest first, in one query. The organisation is checked
 * again on the rows themselves, so another organisation's runs never show.
 */
export async function loadProspectingRuns(
  db: Database,
  config: Pick<CampaignConfig, 'campaignId' | 'organisationId'>,
): Promise<CampaignAutopilot['prospecting']> {
  return db
    .select({
      day: autopilotProspectingRuns.day,
      matched: autopilotProspectingRuns.matched,
      enrolled: autopilotProspectingRuns.enrolled,
      note: autopilotProspectingRuns.note,
    })
    .from(autopilotProspectingRuns)
    .where(
      and(
        eq(autopilotProspectingRuns.campaignId, config.campaignId),
        eq(autopilotProspectingRuns.organisationId, config.organisationId),
      ),
    )
    .orderBy(desc(autopilotProspectingRuns.day))
    .limit(shownProspectingRuns);
}

/** The campaign's autopilot as the page shows it: the config and its last prospecting runs (404 as `loadCampaignConfig`). */
export async function loadCampaignAutopilot(
  db: Database,
  organisationId: string | null,
  campaignId: string,
): Promise<CampaignAutopilot> {
  const config = await loadCampaignConfig(db, organisationId, campaignId);
  return campaignAutopilotView(config, await loadProspectingRuns(db, config));
}

export function campaignAutopilotView(
  config: CampaignConfig,
  prospecting: CampaignAutopilot['prospecting'],
): CampaignAutopilot {
  return {
    campaignId: config.campaignId,
    campaignName: config.campaignName,
    campaignStatus: config.campaignStatus,
    isOn: config.isOn,
    settings: config.settings,
    idealCustomer: config.idealCustomer,
    knowledge: config.knowledge,
    missing: missingForEnable(config),
    prospecting,
    revision: config.revision,
    enabledAt: config.enabledAt?.toISOString() ?? null,
    updatedAt: config.updatedAt?.toISOString() ?? null,
  };
}
