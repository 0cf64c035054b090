import {
  type AddProspectsBody,
  type AudiencePreview,
  type audiencePreviewBodySchema,
  type CampaignDetail,
  type campaignListQuerySchema,
  campaignStatusLabels,
  defaultCampaignSettings,
  type SaveCampaignBody,
  type StopEnrolmentBody,
  type saveCampaignBodySchema,
} from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { campaignMailboxes, campaigns } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, refused } from '../../platform/errors.ts';
import { loadMergeFieldKeys } from '../templates/index.ts';
import { addProspects } from './add-prospects.ts';
import { type PeopleSelector, resolveAudience } from './audience.ts';
import { archivedIsReadOnly, createCampaignLifecycle, isArchived } from './campaign-lifecycle.ts';
import { assertOwnLists, assertOwnMailboxes, assertOwnStepIds, assertOwnTemplates } from './campaign-references.ts';
import { assertValidSettings, completeSettings, refusedSettingChanges, storedSettings } from './campaign-settings.ts';
import { contentOf, loadSteps, prepareSteps, sameSteps, writeSteps } from './campaign-steps.ts';
import { createCampaignResults } from './campaign-summary-service.ts';
import { findCampaign, listCampaigns, loadCampaignDetail, storedAudience } from './campaign-views.ts';
import { findOwnEnrolment, loadEnrolmentView, nameOf } from './enrolment-views.ts';
import { createLaunchCheck, type DomainCheck } from './launch-check.ts';
import { resumeEnrolment } from './resume-enrolment.ts';
import { stopEnrolment } from './stop-enrolment.ts';

type SaveBody = z.output<typeof saveCampaignBodySchema>;
type ListQuery = z.output<typeof campaignListQuerySchema>;
type PreviewBody = z.output<typeof audiencePreviewBodySchema>;

const statusWord = (status: keyof typeof campaignStatusLabels) => campaignStatusLabels[status].toLowerCase();

const staleRevision = () =>
  conflict('Someone changed this campaign since you opened it: reload it to see their changes, then edit again.');

/**
 * Campaigns: drafts built and changed freely; once launched, only the changes that are safe while
 * sending (the name, limits, the sending window, more mailboxes); archived ones never change.
 * Every write carries the revision it was read at, so two people editing do not overwrite each other.
 */
export function createCampaignService(deps: {
  db: Database;
  clock: Clock;
  people: PeopleSelector;
  deliverability?: DomainCheck;
  /** Asks for an engine pass now (a launch or resume starts sending without waiting for the next minute). */
  wakeEngine?: () => Promise<void>;
}) {
  const { db, clock } = deps;
  const launchCheck = createLaunchCheck(deps);
  const lifecycle = createCampaignLifecycle({ ...deps, launchGate: launchCheck.prepareGate });

  /** Checks a saved sequence and what it refers to; answers the cleaned steps. */
  async function prepare(actor: Actor, body: SaveBody, isDraft: boolean) {
    // What the body names comes first: another organisation's template or mailbox answers 404
    // whatever else is wrong with the sequence, as an id that names nothing.
    await assertOwnTemplates(
      db,
      actor.organisationId,
      body.steps.flatMap((step) =>
        step.variants.flatMap((variant) => (variant.templateId ? [variant.templateId] : [])),
      ),
    );
    await assertOwnMailboxes(db, actor.organisationId, body.mailboxIds);
    await assertOwnLists(db, actor.organisationId, body.audience.listIds);
    await assertOwnStepIds(db, body.id, body.steps);
    return prepareSteps(body.steps, new Set(await loadMergeFieldKeys(db, actor.organisationId)), { isDraft });
  }

  async function create(actor: Actor, body: SaveBody) {
    const steps = await prepare(actor, body, true);
    const settings = completeSettings(body.settings, defaultCampaignSettings);
    assertValidSettings(settings);
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(campaigns)
        .values({
          organisationId: actor.organisationId,
          ownerUserId: actor.userId,
          name: body.name,
          status: 'draft',
          settings,
          audience: body.audience,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: campaigns.id });
      const campaignId = (row as { id: string }).id;
      await writeSteps(tx, campaignId, steps);
      const mailboxIds = [...new Set(body.mailboxIds)];
      if (mailboxIds.length > 0) {
        await tx.insert(campaignMailboxes).values(mailboxIds.map((mailboxId) => ({ campaignId, mailboxId })));
      }
      return campaignId;
    });
    return { message: `Saved the draft “${body.name}”.`, data: await loadCampaignDetail(db, actor.organisationId, id) };
  }

  async function update(actor: Actor, id: string, body: SaveBody) {
    // The campaign, then its revision, then what the body names: a stale read's step ids have gone
    // with the save that replaced them, so a stale revision answers 409, not 404 for its steps.
    const found = await findCampaign(db, actor.organisationId, id);
    if (body.revision === undefined) {
      throw new AppError('BAD_REQUEST', 'Send the revision of the campaign you changed, so no one’s changes are lost.');
    }
    if (found.revision !== body.revision) throw staleRevision();
    const steps = await prepare(actor, body, found.status === 'draft');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const current = await findCampaign(tx, actor.organisationId, id, { lock: true });
      if (isArchived(current.status)) throw archivedIsReadOnly();
      if (current.revision !== body.revision) throw staleRevision();
      const before = storedSettings(current.settings);
      const settings = completeSettings(body.settings, before);
      assertValidSettings(settings);
      const mailboxIds = [...new Set(body.mailboxIds)];
      const currentMailboxes = (
        await tx
          .select({ id: campaignMailboxes.mailboxId })
          .from(campaignMailboxes)
          .where(eq(campaignMailboxes.campaignId, id))
      ).map((row) => row.id);
      if (current.status === 'draft') {
        await tx
          .update(campaigns)
          .set({ name: body.name, settings, audience: body.audience, revision: current.revision + 1, updatedAt: now })
          .where(eq(campaigns.id, id));
        await writeSteps(tx, id, steps);
        await tx.delete(campaignMailboxes).where(eq(campaignMailboxes.campaignId, id));
      } else {
        const refusals: string[] = [];
        if (!sameSteps(steps, contentOf(await loadSteps(tx, id))))
          refusals.push('the steps (prospects are already in the sequence)');
        if (JSON.stringify(body.audience) !== JSON.stringify(storedAudience(current.audience))) {
          refusals.push('the audience (its people are already enrolled)');
        }
        if (currentMailboxes.some((mailboxId) => !mailboxIds.includes(mailboxId))) {
          refusals.push('removing a mailbox (each thread keeps its sender)');
        }
        refusals.push(...refusedSettingChanges(before, settings));
        if (refusals.length > 0) {
          throw refused(
            `A ${statusWord(current.status)} campaign accepts only its name, limits, sending days and hours, and more mailboxes. Not changed: ${refusals.join('; ')}.`,
          );
        }
        await tx
          .update(campaigns)
          .set({ name: body.name, settings, revision: current.revision + 1, updatedAt: now })
          .where(eq(campaigns.id, id));
      }
      const added = current.status === 'draft' ? mailboxIds : mailboxIds.filter((m) => !currentMailboxes.includes(m));
      if (added.length > 0) {
        await tx.insert(campaignMailboxes).values(added.map((mailboxId) => ({ campaignId: id, mailboxId })));
      }
    });
    return { message: `Saved “${body.name}”.`, data: await loadCampaignDetail(db, actor.organisationId, id) };
  }

  return {
    ...lifecycle,

    results: createCampaignResults(deps),

    launchCheck: launchCheck.run,

    list: (actor: Actor, query: ListQuery) => listCampaigns(db, actor.organisationId, query),

    detail: (actor: Actor, id: string): Promise<CampaignDetail> => loadCampaignDetail(db, actor.organisationId, id),

    /** Creates a draft, or saves a campaign's new content at the revision it was read at. */
    save: (actor: Actor, body: SaveBody) => (body.id ? update(actor, body.id, body) : create(actor, body)),

    /** Deletes a draft; a campaign that was launched is archived instead, never deleted. */
    async remove(actor: Actor, id: string) {
      const name = await db.transaction(async (tx) => {
        const current = await findCampaign(tx, actor.organisationId, id, { lock: true });
        if (current.status !== 'draft') {
          throw refused(
            `Only a draft can be deleted: this campaign is ${statusWord(current.status)}. Archive it to put it away.`,
          );
        }
        await tx.delete(campaigns).where(eq(campaigns.id, id));
        return current.name;
      });
      return { message: `Deleted the draft “${name}”.`, data: { id } };
    },

    /** A new draft with the same settings, audience, steps and mailboxes (of any campaign, archived ones too). */
    async duplicate(actor: Actor, id: string) {
      const source = await loadCampaignDetail(db, actor.organisationId, id);
      const name = `${source.name} (copy)`.slice(0, 120);
      const body: SaveCampaignBody = {
        name,
        settings: source.settings,
        audience: source.audience,
        steps: source.steps.map(({ id: _stepId, position: _position, variants, ...step }) => ({
          ...step,
          variants: variants.map(({ id: _variantId, ...variant }) => variant),
        })),
        mailboxIds: source.mailboxes.map((mailbox) => mailbox.id),
      };
      const created = await create(actor, body as SaveBody);
      return { message: `Made a new draft from “${source.name}”: “${name}”.`, data: created.data };
    },

    /** Who the audience would enrol and who it leaves out, with why (a dry run of the launch). */
    async previewAudience(actor: Actor, body: PreviewBody): Promise<AudiencePreview> {
      const current = body.campaignId ? await findCampaign(db, actor.organisationId, body.campaignId) : null;
      const base = current ? storedSettings(current.settings) : defaultCampaignSettings;
      const settings = completeSettings(body.settings ?? {}, base);
      const audience = body.audience ?? (current ? storedAudience(current.audience) : null);
      if (!audience) throw refused('Choose an audience to preview: a people search, saved lists or CSV rows.');
      const resolved = await resolveAudience(
        db,
        { people: deps.people, now: clock.now() },
        actor,
        audience,
        settings,
        current?.id ?? null,
      );
      return resolved.preview;
    },

    /** Enrols people chosen by id in a running or scheduled campaign (add-prospects.ts). */
    addProspects(actor: Actor, body: AddProspectsBody) {
      return addProspects(db, actor, { campaignId: body.id, personIds: body.personIds, now: clock.now() });
    },

    /** Stops one prospect's sequence by hand. */
    async stopProspect(actor: Actor, body: StopEnrolmentBody) {
      const enrolment = await findOwnEnrolment(db, actor, body);
      const outcome = await stopEnrolment(db, { enrolmentId: enrolment.id, reason: 'manual', actor, at: clock.now() });
      if (!outcome.stopped) {
        throw refused(`This prospect’s sequence has already ended (${enrolment.stopReason ?? enrolment.status}).`);
      }
      const view = await loadEnrolmentView(db, enrolment);
      return { message: `Stopped the sequence for ${nameOf(view)}: nothing more is sent to them.`, data: view };
    },

    /** A paused or held prospect goes on with their sequence. */
    async resumeProspect(actor: Actor, body: StopEnrolmentBody) {
      const enrolment = await findOwnEnrolment(db, actor, body);
      const resumed = await resumeEnrolment(db, { enrolmentId: enrolment.id, actor, at: clock.now() });
      if (!resumed) {
        throw refused(`Only a paused or held prospect can be resumed: this one is ${enrolment.status}.`);
      }
      const view = await loadEnrolmentView(db, enrolment);
      return { message: `Resumed the sequence for ${nameOf(view)}.`, data: view };
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
