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
  ability: Ability;
  /**
   * Set when an API key made the request (docs/api-keys.md): the key acts as the member who made
   * it (`userId`), within its scopes; `sessionId` is then `api-key:<id>`.
   */
  apiKey?: { id: string; name: string; prefix: string; scopes: ApiKeyScope[] };
}

type Ability = MongoAbility<[AbilityAction, AbilitySubject]>;

/**
 * The rules and ability of each kind of actor. They depend only on the role, the super-admin flag
 * and a free account (`abilityRulesFor`), so there are a handful of them; building one (CASL indexes
 * its rules) on every request was a tenth of an authenticated read's time. Shared, so frozen.
 */
const abilities = new Map<string, { rules: AbilityRule[]; ability: Ability }>();

function abilityOf(input: Pick<Actor, 'role' | 'isSuperAdmin' | 'free'>) {
  const key = `${input.role}|${input.isSuperAdmin}|${input.free === true}`;
  let known = abilities.get(key);
  if (!known) {
    const rules = Object.freeze(abilityRulesFor(input).map((rule) => Object.freeze(rule))) as AbilityRule[];
    known = { rules, ability: createMongoAbility<[AbilityAction, AbilitySubject]>(rules) };
    abilities.set(key, known);
  }
  return known;
}

export function createActor(input: Omit<Actor, 'rules' | 'ability'>): Actor {
  return { ...input, ...abilityOf(input) };
}
