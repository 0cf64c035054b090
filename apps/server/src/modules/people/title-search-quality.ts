/**
 * The title-search quality table: people with these titles, and searches with the titles each must
 * and must not find. `title-search-quality.test.ts` runs every search against the database and
 * measures precision and recall over the whole table (docs/prospects.md has the figures).
 */
export const qualityTitles = [
  'CTO',
  'Chief Technology Officer',
  'CTO & Co-Founder',
  'Director of Engineering',
  'Director of Sales',
  'Sales Director, North America',
  'Dir. of Marketing',
  'IT Director',
  'Directory Services Manager',
  'Factory Supervisor',
  'VP of Sales',
  'VP Sales',
  'Vice President of Sales',
  'VP Sales, EMEA',
  'SVP Global Sales',
  'Senior Vice President, Sales',
  'EVP Sales & Marketing',
  'VP of Marketing',
  'Vice President, Engineering',
  'VP Engineering',
  'Executive Vice President',
  'Chief Executive Officer',
  'CEO',
  'Founder & CEO',
  'Co-Founder',
  'Chief Financial Officer',
  'CFO',
  'Head of FP&A',
  'Chief Operating Officer',
  'COO',
  'Chief Marketing Officer',
  'CMO',
  'Chief Revenue Officer',
  'CRO',
  'Chief Information Security Officer',
  'CISO',
  'Chief Information Officer',
  'Chief Product Officer',
  'Chief of Staff',
  'Head of Sales',
  'Head of Engineering',
  'Head of Growth',
  'Head of Business Development',
  'Sales Manager',
  'Sales Mgr',
  'Regional Sales Manager',
  'Senior Manager, Sales Operations',
  'Marketing Manager',
  'Product Marketing Manager',
  'Engineering Manager',
  'Eng. Manager',
  'Operations Manager',
  'Ops Manager',
  'Software Engineer',
  'Senior Software Engineer',
  'Sr. Software Engineer',
  'Sr Software Eng',
  'Staff Engineer',
  'QA Engineer',
  'Quality Assurance Manager',
  'Junior Developer',
  'Jr. Software Developer',
  'Account Executive',
  'Senior Account Executive',
  'Executive Assistant',
  'Sales Development Representative',
  'SDR',
  'Business Development Representative',
  'HR Manager',
  'Human Resources Manager',
  'Human Resources Business Partner',
  'Information Technology Manager',
  'Product Manager',
  'Senior Product Manager',
  'General Counsel',
  'Managing Director',
  'Customer Success Manager',
  'CSM',
] as const;

export type QualityTitle = (typeof qualityTitles)[number];

export interface QualityCase {
  /** `titles`: the job-title filter; `q`: the keyword search over name, title and company. */
  field: 'titles' | 'q';
  query: string;
  mustReturn: readonly QualityTitle[];
  mustNotReturn: readonly QualityTitle[];
}

const t = (query: string, mustReturn: readonly QualityTitle[], mustNotReturn: readonly QualityTitle[]) =>
  ({ field: 'titles', query, mustReturn, mustNotReturn }) as const;
const k = (query: string, mustReturn: readonly QualityTitle[], mustNotReturn: readonly QualityTitle[]) =>
  ({ field: 'q', query, mustReturn, mustNotReturn }) as const;

const cto: QualityTitle[] = ['CTO', 'Chief Technology Officer', 'CTO & Co-Founder'];
const vpSales: QualityTitle[] = [
  'VP of Sales',
  'VP Sales',
  'Vice President of Sales',
  'VP Sales, EMEA',
  'SVP Global Sales',
  'Senior Vice President, Sales',
  'EVP Sales & Marketing',
];
const notVpSales: QualityTitle[] = [
  'VP of Marketing',
  'Sales Director, North America',
  'Director of Sales',
  'Sales Manager',
];
const ceo: QualityTitle[] = ['CEO', 'Chief Executive Officer', 'Founder & CEO'];
const notCeo: QualityTitle[] = ['Executive Assistant', 'Chief Financial Officer', 'Executive Vice President'];
const seniorEngineer: QualityTitle[] = ['Senior Software Engineer', 'Sr. Software Engineer', 'Sr Software Eng'];

export const qualityCases: readonly QualityCase[] = [
  t('CTO', cto, [
    'Director of Engineering',
    'Director of Sales',
    'IT Director',
    'Factory Supervisor',
    'Chief Executive Officer',
  ]),
  t('Chief Technology Officer', cto, [
    'Chief Executive Officer',
    'Chief Information Officer',
    'Chief Operating Officer',
  ]),
  t('VP Sales', vpSales, notVpSales),
  t('VP of Sales', vpSales, notVpSales),
  t('Vice President of Sales', vpSales, notVpSales),
  t(
    'SVP Sales',
    ['SVP Global Sales', 'Senior Vice President, Sales'],
    ['VP of Sales', 'VP Sales', 'EVP Sales & Marketing'],
  ),
  t(
    'EVP',
    ['EVP Sales & Marketing', 'Executive Vice President'],
    ['VP of Sales', 'SVP Global Sales', 'Executive Assistant'],
  ),
  t(
    'VP Engineering',
    ['Vice President, Engineering', 'VP Engineering'],
    ['Engineering Manager', 'Director of Engineering'],
  ),
  t(
    'Vice President',
    [...vpSales, 'VP of Marketing', 'Vice President, Engineering', 'VP Engineering', 'Executive Vice President'],
    ['Chief Executive Officer', 'Director of Sales'],
  ),
  t(
    'Director',
    [
      'Director of Engineering',
      'Director of Sales',
      'Sales Director, North America',
      'Dir. of Marketing',
      'IT Director',
    ],
    ['Directory Services Manager', 'CTO', 'Chief Technology Officer'],
  ),
  t(
    'Sales Director',
    ['Director of Sales', 'Sales Director, North America'],
    ['Dir. of Marketing', 'Director of Engineering', 'VP of Sales', 'Sales Manager'],
  ),
  t('Director of Marketing', ['Dir. of Marketing'], ['Director of Sales', 'Marketing Manager']),
  t('CEO', ceo, notCeo),
  t('Chief Executive Officer', ceo, notCeo),
  t('CFO', ['CFO', 'Chief Financial Officer'], ['Chief Executive Officer', 'Head of FP&A']),
  t('COO', ['COO', 'Chief Operating Officer'], ['Operations Manager', 'CEO']),
  t('CMO', ['CMO', 'Chief Marketing Officer'], ['Marketing Manager', 'VP of Marketing']),
  t('CRO', ['CRO', 'Chief Revenue Officer'], ['Director of Sales', 'Chief Executive Officer']),
  t('CISO', ['CISO', 'Chief Information Security Officer'], ['Chief Information Officer']),
  t('CIO', ['Chief Information Officer'], ['Chief Information Security Officer', 'CISO', 'CEO']),
  t('Head of Sales', ['Head of Sales'], ['Head of Engineering', 'Sales Manager', 'Head of Business Development']),
  t('Head of Engineering', ['Head of Engineering'], ['Head of Sales', 'Director of Engineering']),
  t('Head of Growth', ['Head of Growth'], ['Head of Sales']),
  t(
    'Sales Manager',
    ['Sales Manager', 'Sales Mgr', 'Regional Sales Manager', 'Senior Manager, Sales Operations'],
    ['Marketing Manager', 'Director of Sales', 'Account Executive'],
  ),
  t(
    'Manager',
    [
      'Sales Manager',
      'Sales Mgr',
      'Marketing Manager',
      'Engineering Manager',
      'Eng. Manager',
      'HR Manager',
      'Product Manager',
    ],
    ['Managing Director', 'General Counsel', 'Head of Sales'],
  ),
  t(
    'Engineering Manager',
    ['Engineering Manager', 'Eng. Manager'],
    ['Software Engineer', 'Director of Engineering', 'Marketing Manager'],
  ),
  t(
    'Software Engineer',
    ['Software Engineer', ...seniorEngineer],
    ['Engineering Manager', 'Junior Developer', 'QA Engineer'],
  ),
  t('Senior Software Engineer', seniorEngineer, ['Software Engineer', 'Staff Engineer']),
  t('Sr Software Engineer', seniorEngineer, ['Software Engineer', 'Staff Engineer']),
  t(
    'Junior Developer',
    ['Junior Developer', 'Jr. Software Developer'],
    ['Software Engineer', 'Senior Software Engineer'],
  ),
  t(
    'Account Executive',
    ['Account Executive', 'Senior Account Executive'],
    ['Executive Assistant', 'CEO', 'Executive Vice President'],
  ),
  t('AE', ['Account Executive', 'Senior Account Executive'], ['Executive Assistant']),
  t('SDR', ['Sales Development Representative', 'SDR'], ['Business Development Representative', 'Sales Manager']),
  t(
    'Sales Development Representative',
    ['SDR', 'Sales Development Representative'],
    ['Business Development Representative'],
  ),
  t(
    'Business Development',
    ['Business Development Representative', 'Head of Business Development'],
    ['Sales Development Representative', 'Jr. Software Developer'],
  ),
  t('HR Manager', ['HR Manager', 'Human Resources Manager'], ['Sales Manager', 'Human Resources Business Partner']),
  t(
    'Human Resources',
    ['HR Manager', 'Human Resources Manager', 'Human Resources Business Partner'],
    ['Operations Manager'],
  ),
  t('IT Manager', ['Information Technology Manager'], ['IT Director', 'Marketing Manager']),
  t(
    'Product Manager',
    ['Product Manager', 'Senior Product Manager'],
    ['Product Marketing Manager', 'Chief Product Officer'],
  ),
  t('General Counsel', ['General Counsel'], ['Managing Director']),
  t('Managing Director', ['Managing Director'], ['Director of Sales', 'Sales Manager']),
  t('Customer Success Manager', ['Customer Success Manager', 'CSM'], ['Sales Manager']),
  t('Co-Founder', ['Co-Founder', 'CTO & Co-Founder'], ['Founder & CEO']),
  t('Founder', ['Founder & CEO', 'Co-Founder', 'CTO & Co-Founder'], ['CEO']),
  t('Operations Manager', ['Operations Manager', 'Ops Manager'], ['Sales Manager', 'COO']),
  t('Executive Assistant', ['Executive Assistant'], ['Account Executive', 'CEO']),
  t('Chief of Staff', ['Chief of Staff'], ['Staff Engineer', 'CTO']),
  t('Staff Engineer', ['Staff Engineer'], ['Chief of Staff', 'Software Engineer']),
  t('QA', ['QA Engineer', 'Quality Assurance Manager'], ['Software Engineer']),
  t('FP&A', ['Head of FP&A'], ['CFO', 'Chief Financial Officer']),
  k('cto', cto, ['Director of Engineering', 'Director of Sales', 'IT Director', 'Factory Supervisor']),
  k('chief technology officer', cto, ['Chief Executive Officer', 'Chief Information Officer']),
  k('vp sales', vpSales, notVpSales),
  k('VP of Sales', vpSales, notVpSales),
  k('ceo', ceo, notCeo),
  k('sr software engineer', seniorEngineer, ['Software Engineer', 'Staff Engineer']),
  k('head of sales', ['Head of Sales'], ['Head of Engineering', 'Sales Manager']),
  k(
    'director sales',
    ['Director of Sales', 'Sales Director, North America'],
    ['Directory Services Manager', 'Dir. of Marketing'],
  ),
];

export interface QualityFigures {
  precision: number;
  recall: number;
  /** Per search, what it missed and what it should not have found. */
  misses: { query: string; field: string; missed: string[]; wrong: string[] }[];
}

/** Precision and recall over the whole table, from what each search found (titles). */
export function measureQuality(found: (entry: QualityCase) => readonly string[]): QualityFigures {
  let relevantFound = 0;
  let relevant = 0;
  let wrongFound = 0;
  const misses: QualityFigures['misses'] = [];
  for (const entry of qualityCases) {
    const got = new Set(found(entry));
    const missed = entry.mustReturn.filter((title) => !got.has(title));
    const wrong = entry.mustNotReturn.filter((title) => got.has(title));
    relevant += entry.mustReturn.length;
    relevantFound += entry.mustReturn.length - missed.length;
    wrongFound += wrong.length;
    if (missed.length > 0 || wrong.length > 0) misses.push({ query: entry.query, field: entry.field, missed, wrong });
  }
  return {
    precision: relevantFound + wrongFound === 0 ? 0 : relevantFound / (relevantFound + wrongFound),
    recall: relevant === 0 ? 0 : relevantFound / relevant,
    misses,
  };
}
