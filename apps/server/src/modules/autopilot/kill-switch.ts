import type { AutopilotKillSwitch } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autopilotKillSwitches, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { recordAudit } from '../audit/index.ts';

/** Whether the organisation's kill switch is on: then nothing the autopilot writes is sent. */
export async function isKillSwitchOn(db: Database, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ isOn: autopilotKillSwitches.isOn })
    .from(autopilotKillSwitches)
    .where(eq(autopilotKillSwitches.organisationId, organisationId));
  return row?.isOn ?? false;
}

export async function readKillSwitch(db: Database, organisationId: string): Promise<AutopilotKillSwitch> {
  const [row] = await db
    .select({ switch: autopilotKillSwitches, changedByName: users.name })
    .from(autopilotKillSwitches)
    .leftJoin(users, eq(users.id, autopilotKillSwitches.changedByUserId))
    .where(eq(autopilotKillSwitches.organisationId, organisationId));
  if (!row) return { isOn: false, reason: '', changedAt: null, changedByName: '' };
  return {
    isOn: row.switch.isOn,
    reason: row.switch.reason,
    changedAt: row.switch.changedAt.toISOString(),
    changedByName: row.changedByName ?? '',
  };
}

/**
 * Turns the organisation's kill switch on or off (owners and admins, by the route's rule), audited.
 * On, every answer waits: the send job moves what falls due back to the approval queue, and
 * approving is refused until it is off again.
 */
export async function setKillSwitch(
  deps: { db: Database; clock: Clock },
  actor: Actor,
  body: { isOn: boolean; reason?: string | undefined },
): Promise<{ message: string; data: AutopilotKillSwitch }> {
  const now = deps.clock.now();
  const reason = body.reason ?? '';
  await deps.db.transaction(async (tx) => {
    const values = { isOn: body.isOn, reason, changedByUserId: actor.userId, changedAt: now };
    await tx
      .insert(autopilotKillSwitches)
      .values({ organisationId: actor.organisationId, ...values })
      .onConflictDoUpdate({ target: autopilotKillSwitches.organisationId, set: values });
    await recordAudit(tx, {
      organisationId: actor.organisationId,
      actorUserId: actor.userId,
      action: body.isOn ? 'autopilot.kill_switch.on' : 'autopilot.kill_switch.off',
      targetType: 'organisation',
      targetId: actor.organisationId,
      details: { reason },
    });
  });
  return {
    message: body.isOn
      ? 'The kill switch is on: the autopilot sends nothing until it is turned off.'
      : 'The kill switch is off: the autopilot sends again as each campaign’s mode says.',
    data: await readKillSwitch(deps.db, actor.organisationId),
  };
}
