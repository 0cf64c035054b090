import type { ProspectFacts } from './ai-writer.ts';

/**
 * The reader's role family, read from their department and title (or, without a prospect, from
 * the brief's audience), and the rule that says which company news a role cares about. The
 * built-in writer opens on the news only when this rule calls it relevant to the reader's role.
 */

export const roleFamilies = [
  'sales',
  'marketing',
  'engineering',
  'product',
  'finance',
  'operations',
  'customer',
  'people',
  'security',
  'legal',
  'executive',
  'general',
] as const;
export type RoleFamily = (typeof roleFamilies)[number];

const departmentFamilies: Record<string, RoleFamily> = {
  sales: 'sales',
  marketing: 'marketing',
  engineering: 'engineering',
  product: 'product',
  finance: 'finance',
  operations: 'operations',
  customer_success: 'customer',
  human_resources: 'people',
  it: 'security',
  legal: 'legal',
  executive: 'executive',
};

/** Words of a title or an audience that name a family, checked in this order (the first match wins). */
const familyWords: readonly [RoleFamily, RegExp][] = [
  ['sales', /\b(?:sales|revenue|business development|account executive|sdrs?|bdrs?|cro)\b/i],
  ['marketing', /\b(?:marketing|demand gen\w*|growth|brand|content|seo|cmo)\b/i],
  ['engineering', /\b(?:engineer\w*|developers?|devops|platform|cto|software teams?)\b/i],
  ['product', /\b(?:product|design|ux)\b/i],
  ['finance', /\b(?:financ\w*|cfo|controller|accounting|fp&a|procurement)\b/i],
  ['customer', /\b(?:customer success|support|customer experience|implementation)\b/i],
  ['people', /\b(?:people|hr|human resources|talent|recruit\w*)\b/i],
  ['security', /\b(?:security|information|infrastructure|systems|cio|ciso)\b/i],
  ['security', /\bIT\b/],
  ['legal', /\b(?:legal|counsel|compliance|paralegal)\b/i],
  ['operations', /\b(?:operations|ops|revops|supply chain|coo)\b/i],
  ['executive', /\b(?:ceo|founder|co-founder|president|owner|managing director|executives?|leadership)\b/i],
];

function familyOfWords(text: string): RoleFamily | null {
  return familyWords.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** The prospect's family: their department, else their title's words; without a prospect, the audience's words. */
export function roleFamilyOf(prospect: ProspectFacts | null, audience: string): RoleFamily {
  if (prospect) {
    // Own keys only: a department such as "constructor" must not find Object's own members.
    const byDepartment = Object.hasOwn(departmentFamilies, prospect.department)
      ? departmentFamilies[prospect.department]
      : undefined;
    return byDepartment ?? familyOfWords(prospect.title) ?? 'general';
  }
  return familyOfWords(audience) ?? 'general';
}

/**
 * What news each family cares about. Sales leaders: sales and revenue (sales hiring, a revenue or
 * sales leader appointed, a record quarter, a new office or market, a partnership). Engineering and
 * product: product and engineering (launches, features, engineering hiring, a technical leader,
 * integrations). Executives: any company news. Every family: news that names its own area.
 */
const relevantNews: Record<RoleFamily, RegExp> = {
  sales: /\b(?:sales|revenue|business development|quarter|customers?|office|markets?|partners?(?:ship)?|expan\w*)\b/i,
  marketing: /\b(?:marketing|brand|launch\w*|campaign|rebrand\w*|growth|customers?|markets?)\b/i,
  engineering: /\b(?:engineering|launch\w*|features?|product|platform|integration|api|cto|technology|partners?)\b/i,
  product: /\b(?:product|launch\w*|features?|design|integration|platform|customers?)\b/i,
  finance: /\b(?:raise[sd]?|funding|round|quarter|revenue|cfo|financ\w*|acqui\w*|ipo)\b/i,
  operations: /\b(?:operations|office|expan\w*|supply|quarter|raise[sd]?|round|acqui\w*|merg\w*)\b/i,
  customer: /\b(?:customer\w*|support|success|launch\w*|features?)\b/i,
  people: /\b(?:hiring|hires?|appoints?|people|talent|office|expan\w*|culture)\b/i,
  security: /\b(?:security|infrastructure|cloud|integration|launch\w*|platform|cio|ciso|cto)\b/i,
  legal: /\b(?:legal|compliance|acqui\w*|merg\w*|partners?(?:ship)?|counsel)\b/i,
  executive: /[\p{L}\p{N}]/u,
  general: /[\p{L}\p{N}]/u,
};

/** Words that tie news to one other area: news about another family's leader or team is not this reader's. */
const otherAreaNews: readonly [RoleFamily, RegExp][] = [
  ['marketing', /\b(?:chief marketing officer|cmo|vp of marketing|across marketing)\b/i],
  ['sales', /\b(?:chief revenue officer|vp of sales|across sales)\b/i],
  ['engineering', /\b(?:cto|across engineering)\b/i],
  ['finance', /\b(?:cfo)\b/i],
  ['customer', /\b(?:across customer success)\b/i],
];

/** Whether the news title matters to a reader of this family, by the rule above. */
export function isNewsRelevant(family: RoleFamily, title: string): boolean {
  if (family === 'executive' || family === 'general') return true;
  const otherArea = otherAreaNews.find(([area, pattern]) => area !== family && pattern.test(title));
  if (otherArea && family !== 'people') return false;
  return relevantNews[family].test(title);
}
