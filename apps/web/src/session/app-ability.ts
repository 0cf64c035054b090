import type { MongoAbility } from '@casl/ability';
import { useAbility } from '@casl/react';
import type { AbilityAction, AbilitySubject } from '@leadpilot/contracts';

export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject]>;

/** The signed-in user's abilities, from the nearest AbilityProvider. */
export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}

/** What a screen or navigation item needs. */
export interface AbilityRequirement {
  action: AbilityAction;
  subject: AbilitySubject;
}
