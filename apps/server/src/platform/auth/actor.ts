import { createMongoAbility, type MongoAbility } from '@casl/ability';
import {
  type AbilityAction,
  type AbilityRule,
  type AbilitySubject,
  type ApiKeyScope,
  abilityRulesFor,
  type OrganisationRole,
} from '@leadpilot/contracts';

/** The signed-in user a service acts for; every tenant query is scoped by its organisation. */
export interface Actor {
  userId: string;
  organisationId: string;
  sessionId: string;
  role: OrganisationRole;
  isSuperAdmin: boolean;
  /** The organisation is a free-enrichment account: its rules are `freeAccountRules`. */
  free?: boolean;
  rules: AbilityRule[];
  ability: MongoAbility<[AbilityAction, AbilitySubject]>;
  /**
   * Set when an API key made the request (docs/api-keys.md): the key acts as the member who made
   * it (`userId`), within its scopes; `sessionId` is then `api-key:<id>`.
   */
  apiKey?: { id: string; name: string; prefix: string; scopes: ApiKeyScope[] };
}

export function createActor(input: Omit<Actor, 'rules' | 'ability'>): Actor {
  const rules = abilityRulesFor(input);
  return { ...input, rules, ability: createMongoAbility<[AbilityAction, AbilitySubject]>(rules) };
}
