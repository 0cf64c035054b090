import type { Signature, saveSignatureBodySchema } from '@leadpilot/contracts';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { customSignatures, mailboxes, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden, notFound, refused } from '../../platform/errors.ts';
import { lockOrganisation } from '../credits/index.ts';
import { sanitizeEmailHtml } from './html-sanitize.ts';

type SignatureRow = typeof customSignatures.$inferSelect;
type SaveBody = z.output<typeof saveSignatureBodySchema>;
type Scope = SignatureRow['scope'];

interface Target {
  scope: Scope;
  userId: string | null;
  mailboxId: string | null;
}

const signatureNotFound = () => notFound('This signature');

function viewOf(row: SignatureRow): Signature {
  return {
    id: row.id,
    name: row.name,
    html: row.html,
    scope: row.scope,
    userId: row.userId,
    mailboxId: row.mailboxId,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Owners and admins manage the organisation's signatures and every member's and mailbox's. */
const managesOrganisation = (actor: Actor) => actor.ability.can('manage', 'Organisation');

/**
 * HTML signatures: the organisation's (one of them the default), one member's, or one mailbox's.
 * A member sets their own and those of the mailboxes they connected; the organisation's, other
 * members' and other mailboxes' need an owner or admin. The HTML is cleaned when stored.
 */
export function createSignatureService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** Who a signature belongs to, after checking the member or mailbox is the organisation's. */
  async function resolveTarget(tx: Database, actor: Actor, body: SaveBody, current?: SignatureRow): Promise<Target> {
    const scope = body.scope ?? current?.scope ?? 'user';
    if (scope === 'organisation') return { scope, userId: null, mailboxId: null };
    if (scope === 'user') {
      const userId = body.userId ?? (current?.scope === 'user' ? current.userId : null) ?? actor.userId;
      if (userId !== actor.userId) {
        const [member] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.id, userId), eq(users.organisationId, actor.organisationId), ne(users.status, 'deactivated')),
          );
        if (!member) throw notFound('This member');
      }
      return { scope, userId, mailboxId: null };
    }
    const mailboxId = body.mailboxId ?? (current?.scope === 'mailbox' ? current.mailboxId : null);
    if (!mailboxId) throw refused('Choose the mailbox this signature is for.');
    const [mailbox] = await tx
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.organisationId, actor.organisationId)));
    if (!mailbox) throw notFound('This mailbox');
    return { scope, userId: null, mailboxId };
  }

  /** Refuses a signature the actor may not set: see the service's rule. */
  async function assertMayManage(tx: Database, actor: Actor, target: Target) {
    if (managesOrganisation(actor)) return;
    if (target.scope === 'user' && target.userId === actor.userId) return;
    if (target.scope === 'mailbox' && target.mailboxId) {
      const [mailbox] = await tx
        .select({ ownerUserId: mailboxes.ownerUserId })
        .from(mailboxes)
        .where(eq(mailboxes.id, target.mailboxId));
      if (mailbox?.ownerUserId === actor.userId) return;
      throw forbidden('Only an owner or admin can set the signature of a mailbox someone else connected.');
    }
    throw forbidden(
      target.scope === 'organisation'
        ? "Only an owner or admin can set the organisation's signatures."
        : "Only an owner or admin can set another member's signature.",
    );
  }

  async function find(tx: Database, organisationId: string, id: string): Promise<SignatureRow> {
    const [row] = await tx
      .select()
      .from(customSignatures)
      .where(and(eq(customSignatures.id, id), eq(customSignatures.organisationId, organisationId)))
      .for('update');
    if (!row) throw signatureNotFound();
    return row;
  }

  return {
    /** The organisation's signatures: the default first, then the organisation's, members' and mailboxes', by name. */
    async list(actor: Actor): Promise<Signature[]> {
      const rows = await db
        .select()
        .from(customSignatures)
        .where(eq(customSignatures.organisationId, actor.organisationId))
        .orderBy(desc(customSignatures.isDefault), asc(customSignatures.scope), asc(customSignatures.name));
      return rows.map(viewOf);
    },

    async save(actor: Actor, body: SaveBody): Promise<{ message: string; data: Signature }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        // One default per organisation: writers of one organisation take its lock in turn.
        await lockOrganisation(tx, actor.organisationId);
        const current = body.id ? await find(tx, actor.organisationId, body.id) : undefined;
        if (current) await assertMayManage(tx, actor, current);

        if (body.remove && current) {
          await tx.delete(customSignatures).where(eq(customSignatures.id, current.id));
          await tx
            .update(mailboxes)
            .set({ signatureId: null })
            .where(and(eq(mailboxes.organisationId, actor.organisationId), eq(mailboxes.signatureId, current.id)));
          return { message: `Removed the signature “${current.name}”.`, data: viewOf(current) };
        }

        const target = await resolveTarget(tx, actor, body, current);
        await assertMayManage(tx, actor, target);
        const isDefault = body.isDefault ?? current?.isDefault ?? false;
        if (isDefault && target.scope !== 'organisation') {
          throw refused('Only an organisation signature can be the default one.');
        }
        const html = body.html === undefined ? (current?.html ?? '') : sanitizeEmailHtml(body.html).trim();
        if (html === '') throw refused('Write the signature: nothing is left of it once unsafe HTML is removed.');
        if (isDefault) {
          await tx
            .update(customSignatures)
            .set({ isDefault: false, updatedAt: now })
            .where(
              and(eq(customSignatures.organisationId, actor.organisationId), eq(customSignatures.isDefault, true)),
            );
        }
        const values = {
          name: body.name?.trim() || current?.name || 'Signature',
          html,
          scope: target.scope,
          userId: target.userId,
          mailboxId: target.mailboxId,
          isDefault,
          updatedAt: now,
        };
        const [saved] = current
          ? await tx.update(customSignatures).set(values).where(eq(customSignatures.id, current.id)).returning()
          : await tx
              .insert(customSignatures)
              .values({ ...values, organisationId: actor.organisationId, createdAt: now })
              .returning();
        if (!saved) throw new Error('signature save returned nothing');
        return {
          message: current ? `Saved the signature “${saved.name}”.` : `Added the signature “${saved.name}”.`,
          data: viewOf(saved),
        };
      });
    },
  };
}
export type SignatureService = ReturnType<typeof createSignatureService>;
