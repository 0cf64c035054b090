import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { useAbility } from '@casl/react';
import type { UserData } from '@leadpilot/contracts';
import { type AbilityAction, type AbilityRule, type AbilitySubject, defaultAbilityRules } from '@leadpilot/contracts';

export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject]>;

/** Abilities from the stored user data; the spec's default (read Auth) when there is none. */
export function createAppAbility(userData: UserData | null): AppAbility {
  const rules: AbilityRule[] = userData?.ability ?? defaultAbilityRules;
  return createMongoAbility<[AbilityAction, AbilitySubject]>(rules);
}

/** The signed-in user's abilities, from the nearest AbilityProvider. */
export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}

/** What a screen or navigation item needs. */
export interface AbilityRequirement {
  action: AbilityAction;
  subject: AbilitySubject;
}
