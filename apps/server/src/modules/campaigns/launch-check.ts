import {
  aiCreditPrices,
  type CampaignStepView,
  type DeliverabilityReport,
  type LaunchCheck,
  type LaunchFinding,
} from '@leadpilot/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignMailboxes, campaigns, enrolments, mailboxes } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refused } from '../../platform/errors.ts';
import { spendableBalance } from '../credits/index.ts';
import { findStoredStatuses } from '../email-verification/index.ts';
import { loadFooterSender, suppressedAmong } from '../suppressions/index.ts';
import { loadMailboxMergeValues, loadMergeFieldKeys } from '../templates/index.ts';
import { type EnrolmentDraft, type PeopleSelector, type ResolvedAudience, resolveAudience } from './audience.ts';
import { storedSettings } from './campaign-settings.ts';
import { loadSteps, unwrittenVariants } from './campaign-steps.ts';
import { campaignNotFound, findCampaign, storedAudience } from './campaign-views.ts';
import {
  aiDraftCount,
  aiDraftVariantFindings,
  capacityFinding,
  mergeFieldFindings,
  variantFindings,
} from './launch-check-findings.ts';

/** The deliverability module's check of a sending domain (its service's `report`). */
export interface DomainCheck {
  report(actor: Actor, query: { domain: string }): Promise<DeliverabilityReport>;
}

export interface LaunchCheckDeps {
  db: Database;
  clock: Clock;
  people: PeopleSelector;
  /** Absent: the DNS records of sending domains are not checked (a warning says so). */
  deliverability?: DomainCheck | undefined;
}

/** Findings launch refuses with its own message. */
const launchRefusesItself = new Set(['no_email_step', 'no_mailbox', 'no_prospects']);

/** Above this share of unverified addresses the check warns (bounces hurt the domain's reputation). */
export const unverifiedShareWarning = 0.2;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What the check needs of the audience: who would be (or is) in the sequence, and how many are left out or unverified. */
interface AudienceFacts {
  people: EnrolmentDraft[];
  suppressed: number;
  unverified: number;
  draft: boolean;
}

const draftFacts = (resolved: ResolvedAudience): AudienceFacts => ({
  people: resolved.enrol,
  suppressed: resolved.preview.byReason.suppressed ?? 0,
  unverified: resolved.unverified,
  draft: true,
});

/** The gate's second half: refuses (422) when the audience the launch resolved leaves blocking problems. */
export type LaunchGate = (resolved: ResolvedAudience) => void;

/**
 * The launch check: what would stop a campaign from sending well, in plain words. Blocking
 * problems refuse the launch (422 listing them); warnings are for a person to weigh.
 */
export function createLaunchCheck(deps: LaunchCheckDeps) {
  const { db, clock } = deps;

  /** A draft's audience as launch would resolve it; a launched campaign's live enrolments. */
  async function prospectsOf(
    actor: Actor,
    campaign: Awaited<ReturnType<typeof findCampaign>>,
    now: Date,
  ): Promise<AudienceFacts> {
    const settings = storedSettings(campaign.settings);
    if (campaign.status === 'draft') {
      const resolved = await resolveAudience(
        db,
        { people: deps.people, now },
        actor,
        storedAudience(campaign.audience),
        settings,
        campaign.id,
      );
      return draftFacts(resolved);
    }
    const rows = await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.campaignId, campaign.id), inArray(enrolments.status, ['active', 'held', 'paused'])));
    const people: EnrolmentDraft[] = rows.map((row) => ({
      personId: row.personId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      company: row.company,
      domain: row.domain,
      timeZone: row.timeZone,
      country: row.country,
      mergeData: Object.fromEntries(
        Object.entries((row.mergeData ?? {}) as Record<string, unknown>).flatMap(([key, value]) =>
          typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
        ),
      ),
    }));
    const emails = people.map((person) => person.email);
    const suppressed = (await suppressedAmong(db, actor.organisationId, emails)).size;
    const verdicts = people.length > 0 ? await findStoredStatuses(db, emails) : new Map();
    const unverified = people.filter((person) => verdicts.get(person.email) !== 'verified').length;
    return { people, suppressed, unverified, draft: false };
  }

  async function domainFindings(actor: Actor, domains: string[]) {
    const warnings: LaunchFinding[] = [];
    if (domains.length === 0) return warnings;
    if (!deps.deliverability) {
      warnings.push({ code: 'dns_unchecked', message: 'The sending domains’ SPF, DKIM and DMARC were not checked.' });
      return warnings;
    }
    const check = deps.deliverability;
    const reports = await Promise.all(domains.map((domain) => check.report(actor, { domain })));
    for (const report of reports) {
      for (const item of report.checks) {
        if (item.name === 'mx' || item.status === 'pass') continue;
        warnings.push({ code: `${item.name}_${item.status}`, message: `${item.name.toUpperCase()}: ${item.advice}` });
      }
    }
    return warnings;
  }

  /** What the check finds before it looks at the audience: the sequence, the mailboxes, the domains. */
  async function groundwork(actor: Actor, campaign: { id: string; settings: unknown; autopilot: boolean }, now: Date) {
    const settings = storedSettings(campaign.settings);
    const blocking: LaunchFinding[] = [];
    const warnings: LaunchFinding[] = [];
    const [steps, senders, customKeys, footer, balance] = await Promise.all([
      loadSteps(db, campaign.id),
      db
        .select({
          id: mailboxes.id,
          ownerUserId: mailboxes.ownerUserId,
          signatureId: mailboxes.signatureId,
          email: mailboxes.email,
          kind: mailboxes.kind,
          status: mailboxes.status,
          senderName: mailboxes.senderName,
          dailyLimit: mailboxes.dailyLimit,
          createdAt: mailboxes.createdAt,
        })
        .from(campaignMailboxes)
        .innerJoin(mailboxes, eq(mailboxes.id, campaignMailboxes.mailboxId))
        .where(eq(campaignMailboxes.campaignId, campaign.id)),
      loadMergeFieldKeys(db, actor.organisationId),
      loadFooterSender(db, actor.organisationId),
      spendableBalance(db, actor.organisationId, now),
    ]);
    // The sender whose values the merge-field check fills: the first that can send, as the engine's first choice.
    const sender = senders.find((row) => row.status === 'active') ?? senders[0] ?? null;
    const senderValues = sender ? await loadMailboxMergeValues(db, actor.organisationId, sender) : {};
    const emailSteps = steps.filter((step): step is CampaignStepView => step.kind === 'email');
    if (emailSteps.length === 0) {
      blocking.push({ code: 'no_email_step', message: 'Add an email step: the sequence sends nothing yet.' });
    }
    for (const message of unwrittenVariants(steps)) blocking.push({ code: 'unwritten_email', message });
    const healthy = senders.filter((sender) => sender.status === 'active');
    if (senders.length === 0) {
      blocking.push({ code: 'no_mailbox', message: 'Choose at least one mailbox to send from.' });
    } else if (healthy.length === 0) {
      blocking.push({
        code: 'no_healthy_mailbox',
        message: 'Every mailbox of this campaign is broken or deactivated: reconnect one or add another.',
      });
    } else if (healthy.length < senders.length) {
      const left = senders.filter((sender) => sender.status !== 'active').map((sender) => sender.email);
      warnings.push({
        code: 'unhealthy_mailbox',
        message: `${left.join(', ')} ${left.length === 1 ? 'is' : 'are'} broken or deactivated and will not send.`,
      });
    }
    const realSenders = senders.filter((sender) => sender.kind !== 'sandbox');
    if (footer && footer.postalAddress.length === 0) {
      const message =
        'Enter your organisation’s postal address in its settings: every campaign email must show it (CAN-SPAM).';
      if (realSenders.length > 0) blocking.push({ code: 'postal_address', message });
      else warnings.push({ code: 'postal_address', message: `${message} Sandbox mailboxes send nothing real.` });
    }
    const domains = [...new Set(realSenders.map((sender) => sender.email.split('@')[1]?.toLowerCase() ?? ''))].filter(
      Boolean,
    );
    warnings.push(...(await domainFindings(actor, domains)));
    return {
      campaignId: campaign.id,
      isAutopilot: campaign.autopilot,
      now,
      settings,
      steps,
      emailSteps,
      senders,
      healthy,
      sender,
      senderValues,
      customKeys,
      balance,
      blocking,
      warnings,
    };
  }

  /** The findings that need the audience, after the groundwork's, in the check's order. */
  function conclude(ground: Awaited<ReturnType<typeof groundwork>>, audience: AudienceFacts): LaunchCheck {
    const { steps, emailSteps, healthy, sender, senderValues, customKeys, balance, settings, now } = ground;
    const blocking = [...ground.blocking];
    const warnings = [...ground.warnings];
    const { people } = audience;
    if (people.length === 0 && ground.isAutopilot && audience.draft) {
      // An autopilot campaign may start empty: its daily prospecting adds people from the ideal customer.
      warnings.push({
        code: 'autopilot_prospects',
        message: 'Nobody is enrolled at launch: the autopilot adds new prospects each day from its ideal customer.',
      });
    } else if (people.length === 0) {
      blocking.push({
        code: 'no_prospects',
        message: audience.draft
          ? 'Nobody in the audience can be enrolled: choose people, or see the audience preview for who is left out and why.'
          : 'No prospect is left in the sequence.',
      });
    }
    if (audience.suppressed > 0) {
      warnings.push({
        code: 'suppressed',
        message: audience.draft
          ? `${plural(audience.suppressed, 'person is', 'people are')} on the suppression list and will be left out.`
          : `${plural(audience.suppressed, 'prospect is', 'prospects are')} on the suppression list now and will not be mailed.`,
      });
    }
    if (people.length > 0) {
      const { unverified } = audience;
      const share = unverified / people.length;
      if (share > unverifiedShareWarning) {
        warnings.push({
          code: 'unverified_emails',
          message: `${Math.round(share * 100)}% of the audience (${unverified} of ${people.length}) has no verified email: verify them first, bounces hurt your domain's reputation.`,
        });
      }
    }
    const merge = mergeFieldFindings(emailSteps, people, customKeys, sender, senderValues);
    blocking.push(...merge.blocking);
    warnings.push(...merge.warnings);
    warnings.push(...variantFindings(emailSteps));
    const capacity = capacityFinding({ steps, people: people.length, senders: healthy, settings, now });
    if (capacity) warnings.push(capacity);
    blocking.push(...aiDraftVariantFindings(emailSteps));
    const aiDraftCredits = aiDraftCount(emailSteps, people.length) * aiCreditPrices.writeTemplate;
    if (aiDraftCredits > 0) {
      const finding = {
        code: 'ai_draft_credits',
        message: `AI drafts will cost ${plural(aiDraftCredits, 'credit')}; the organisation has ${balance}.`,
      };
      if (aiDraftCredits > balance) blocking.push(finding);
      else warnings.push(finding);
    }
    return {
      campaignId: ground.campaignId,
      ready: blocking.length === 0,
      prospects: people.length,
      blocking,
      warnings,
      aiDraftCredits,
      checkedAt: now.toISOString(),
    };
  }

  async function run(actor: Actor, campaignId: string): Promise<LaunchCheck> {
    const now = clock.now();
    const campaign = await findCampaign(db, actor.organisationId, campaignId);
    const [ground, audience] = await Promise.all([groundwork(actor, campaign, now), prospectsOf(actor, campaign, now)]);
    return conclude(ground, audience);
  }

  return {
    run,
    /**
     * Launch's gate, in two halves so the audience is resolved once, by the launch: the checks that
     * do not need the audience run now (outside the launch's lock: they may wait on DNS); the answer
     * takes the audience the launch resolved and refuses (422) with every blocking problem. Only a
     * draft is checked (null otherwise), and what launch itself refuses in its own words (no email
     * step, no mailbox, nobody to enrol, the wrong state) is left to it.
     */
    async prepareGate(actor: Actor, campaignId: string): Promise<LaunchGate | null> {
      const now = clock.now();
      // Not the audience: the launch reads it (up to 25,000 CSV rows) under its lock.
      const [campaign] = await db
        .select({
          id: campaigns.id,
          status: campaigns.status,
          settings: campaigns.settings,
          autopilot: campaigns.autopilot,
        })
        .from(campaigns)
        .where(and(eq(campaigns.id, campaignId), eq(campaigns.organisationId, actor.organisationId)));
      if (!campaign) throw campaignNotFound();
      if (campaign.status !== 'draft') return null;
      const ground = await groundwork(actor, campaign, now);
      return (resolved) => {
        const report = conclude(ground, draftFacts(resolved));
        const blocking = report.blocking.filter((finding) => !launchRefusesItself.has(finding.code));
        if (blocking.length > 0) {
          throw refused(`The launch check found problems: ${blocking.map((finding) => finding.message).join(' ')}`);
        }
      };
    },
  };
}
export type LaunchCheckService = ReturnType<typeof createLaunchCheck>;
