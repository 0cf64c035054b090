import { findPlan, type PlanId } from '@leadpilot/contracts';

/** "Growth" for `growth`. */
export function planTitle(planId: PlanId): string {
  return findPlan(planId).title;
}
