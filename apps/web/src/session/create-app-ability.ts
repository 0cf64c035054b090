import { createMongoAbility } from '@casl/ability';
import {
  type AbilityAction,
  type AbilityRule,
  type AbilitySubject,
  defaultAbilityRules,
  type UserData,
} from '@leadpilot/contracts';
import type { AppAbility } from './app-ability.ts';

/**
 * Abilities from the stored user data; the spec's default (read Auth) when there is none. Apart from
 * app-ability.ts so that CASL's rule engine loads only with signed-in pages (SessionAbilityProvider).
 */
export function createAppAbility(userData: UserData | null): AppAbility {
  const rules: AbilityRule[] = userData?.ability ?? defaultAbilityRules;
  return createMongoAbility<[AbilityAction, AbilitySubject]>(rules);
}
