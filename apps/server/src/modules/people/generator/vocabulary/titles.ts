import type { Department, Seniority } from '@leadpilot/contracts';

type TitleTable = Record<Exclude<Seniority, 'owner'>, readonly string[]>;

/** Job titles by department and seniority, so a "VP" is never an "Associate". */
export const titlesByDepartment: Record<Department, TitleTable> = {
  executive: {
    c_suite: ['Chief Executive Officer', 'CEO & Co-Founder', 'President'],
    vp: ['Executive Vice President', 'SVP Strategy', 'VP of Corporate Development'],
    director: ['Chief of Staff', 'Director of Strategy'],
    manager: ['Strategy Manager', 'Executive Operations Manager'],
    senior: ['Senior Executive Assistant', 'Senior Strategy Analyst'],
    entry: ['Executive Assistant', 'Strategy Analyst'],
  },
  sales: {
    c_suite: ['Chief Revenue Officer', 'Chief Sales Officer'],
    vp: ['VP of Sales', 'VP Sales, EMEA', 'SVP Global Sales', 'VP of Business Development'],
    director: ['Director of Sales', 'Head of Sales', 'Sales Director, North America', 'Head of Business Development'],
    manager: ['Sales Manager', 'Regional Sales Manager', 'SDR Manager', 'Account Management Lead'],
    senior: ['Senior Account Executive', 'Enterprise Account Executive', 'Senior Account Manager'],
    entry: ['Sales Development Representative', 'Business Development Representative', 'Account Executive'],
  },
  marketing: {
    c_suite: ['Chief Marketing Officer'],
    vp: ['VP of Marketing', 'VP Demand Generation', 'VP Brand'],
    director: ['Director of Marketing', 'Head of Growth', 'Director of Product Marketing', 'Head of Content'],
    manager: ['Marketing Manager', 'Demand Generation Manager', 'Product Marketing Manager', 'SEO Manager'],
    senior: ['Senior Marketing Specialist', 'Senior Content Strategist', 'Senior Growth Marketer'],
    entry: ['Marketing Coordinator', 'Marketing Associate', 'Content Writer'],
  },
  engineering: {
    c_suite: ['Chief Technology Officer'],
    vp: ['VP of Engineering', 'SVP Engineering'],
    director: ['Director of Engineering', 'Head of Platform', 'Head of Engineering'],
    manager: ['Engineering Manager', 'QA Manager', 'Tech Lead'],
    senior: ['Senior Software Engineer', 'Staff Engineer', 'Senior Data Engineer', 'Principal Engineer'],
    entry: ['Software Engineer', 'Junior Developer', 'QA Engineer'],
  },
  product: {
    c_suite: ['Chief Product Officer'],
    vp: ['VP of Product', 'VP Product Design'],
    director: ['Director of Product', 'Head of Product', 'Head of Design'],
    manager: ['Product Manager', 'Design Manager', 'Group Product Manager'],
    senior: ['Senior Product Manager', 'Senior Product Designer', 'Lead UX Researcher'],
    entry: ['Associate Product Manager', 'Product Designer', 'UX Researcher'],
  },
  finance: {
    c_suite: ['Chief Financial Officer'],
    vp: ['VP of Finance', 'VP Financial Planning'],
    director: ['Finance Director', 'Controller', 'Head of FP&A'],
    manager: ['Finance Manager', 'Accounting Manager', 'Procurement Manager'],
    senior: ['Senior Financial Analyst', 'Senior Accountant'],
    entry: ['Financial Analyst', 'Staff Accountant', 'Accounts Payable Specialist'],
  },
  operations: {
    c_suite: ['Chief Operating Officer'],
    vp: ['VP of Operations', 'VP Revenue Operations'],
    director: ['Director of Operations', 'Head of Revenue Operations', 'Director of Supply Chain'],
    manager: ['Operations Manager', 'Sales Operations Manager', 'Program Manager'],
    senior: ['Senior Operations Analyst', 'Senior RevOps Specialist'],
    entry: ['Operations Analyst', 'Operations Coordinator'],
  },
  customer_success: {
    c_suite: ['Chief Customer Officer'],
    vp: ['VP of Customer Success', 'VP Customer Experience'],
    director: ['Director of Customer Success', 'Head of Support'],
    manager: ['Customer Success Manager', 'Support Manager', 'Onboarding Manager'],
    senior: ['Senior Customer Success Manager', 'Senior Implementation Consultant'],
    entry: ['Customer Success Associate', 'Support Specialist'],
  },
  human_resources: {
    c_suite: ['Chief People Officer', 'Chief Human Resources Officer'],
    vp: ['VP of People', 'VP Talent'],
    director: ['Director of People', 'Head of Talent Acquisition'],
    manager: ['HR Manager', 'Recruiting Manager', 'People Operations Manager'],
    senior: ['Senior Recruiter', 'Senior HR Business Partner'],
    entry: ['Recruiter', 'HR Coordinator', 'Talent Sourcer'],
  },
  it: {
    c_suite: ['Chief Information Officer', 'Chief Information Security Officer'],
    vp: ['VP of IT', 'VP Information Security'],
    director: ['IT Director', 'Head of Security', 'Director of Infrastructure'],
    manager: ['IT Manager', 'Security Operations Manager', 'Systems Manager'],
    senior: ['Senior Systems Administrator', 'Senior Security Engineer', 'Senior Network Engineer'],
    entry: ['IT Support Specialist', 'Systems Administrator', 'Security Analyst'],
  },
  legal: {
    c_suite: ['General Counsel', 'Chief Legal Officer'],
    vp: ['VP Legal', 'Deputy General Counsel'],
    director: ['Director of Legal', 'Head of Compliance'],
    manager: ['Legal Operations Manager', 'Compliance Manager'],
    senior: ['Senior Corporate Counsel', 'Senior Paralegal'],
    entry: ['Paralegal', 'Legal Counsel', 'Compliance Analyst'],
  },
};

export const ownerTitles: readonly string[] = ['Founder', 'Co-Founder', 'Owner', 'Founder & CEO', 'Managing Director'];

/** Skills people list, by department. */
export const skillsByDepartment: Record<Department, readonly string[]> = {
  executive: ['Leadership', 'Strategy', 'Fundraising', 'Board relations', 'M&A', 'Go-to-market'],
  sales: [
    'Prospecting',
    'Negotiation',
    'Pipeline management',
    'MEDDIC',
    'Enterprise sales',
    'Cold calling',
    'Forecasting',
  ],
  marketing: ['Demand generation', 'SEO', 'Content marketing', 'Brand strategy', 'Marketing automation', 'Copywriting'],
  engineering: [
    'TypeScript',
    'Go',
    'Python',
    'Kubernetes',
    'PostgreSQL',
    'System design',
    'React',
    'Distributed systems',
  ],
  product: ['Roadmapping', 'User research', 'Figma', 'A/B testing', 'Product discovery', 'Analytics'],
  finance: ['Financial modelling', 'FP&A', 'Budgeting', 'Revenue recognition', 'Audit', 'Excel'],
  operations: [
    'Process improvement',
    'Salesforce administration',
    'Project management',
    'Forecasting',
    'Vendor management',
  ],
  customer_success: ['Onboarding', 'Account management', 'Churn reduction', 'Customer advocacy', 'Renewals'],
  human_resources: ['Recruiting', 'Employer branding', 'Compensation', 'Employee relations', 'Onboarding'],
  it: ['Identity management', 'Network security', 'Cloud infrastructure', 'ITIL', 'Endpoint management', 'SOC 2'],
  legal: ['Contract negotiation', 'GDPR', 'Corporate law', 'Compliance', 'Intellectual property'],
};
