/** Industries with their sub-industries and words that describe what companies in them do. */
export const industries: readonly {
  name: string;
  weight: number;
  subIndustries: readonly string[];
  offerings: readonly string[];
  keywords: readonly string[];
}[] = [
  {
    name: 'Software',
    weight: 18,
    subIndustries: ['SaaS', 'Developer tools', 'Enterprise software', 'Cybersecurity', 'Data infrastructure'],
    offerings: [
      'a workflow automation platform',
      'developer tooling',
      'an analytics suite',
      'security software',
      'a data platform',
    ],
    keywords: ['saas', 'b2b', 'api', 'cloud', 'automation', 'analytics', 'devops', 'security'],
  },
  {
    name: 'Information Technology & Services',
    weight: 10,
    subIndustries: ['IT consulting', 'Managed services', 'Systems integration', 'Cloud services'],
    offerings: ['managed IT services', 'cloud migration services', 'systems integration', 'IT consulting'],
    keywords: ['consulting', 'managed services', 'cloud', 'outsourcing', 'digital transformation'],
  },
  {
    name: 'Financial Services',
    weight: 8,
    subIndustries: ['Fintech', 'Payments', 'Banking', 'Insurance', 'Wealth management'],
    offerings: [
      'a payments platform',
      'digital banking',
      'insurance products',
      'lending software',
      'wealth management',
    ],
    keywords: ['fintech', 'payments', 'lending', 'compliance', 'banking', 'insurtech'],
  },
  {
    name: 'Healthcare',
    weight: 7,
    subIndustries: ['Health tech', 'Medical devices', 'Hospitals & clinics', 'Biotechnology'],
    offerings: ['telehealth software', 'medical devices', 'clinical analytics', 'patient engagement tools'],
    keywords: ['healthtech', 'clinical', 'patients', 'hipaa', 'medtech', 'biotech'],
  },
  {
    name: 'Marketing & Advertising',
    weight: 6,
    subIndustries: ['Agencies', 'Ad tech', 'Marketing technology', 'Public relations'],
    offerings: ['performance marketing', 'an ad-buying platform', 'brand strategy', 'marketing automation'],
    keywords: ['marketing', 'advertising', 'demand generation', 'seo', 'content', 'brand'],
  },
  {
    name: 'E-commerce & Retail',
    weight: 6,
    subIndustries: ['Online retail', 'Marketplaces', 'Consumer brands', 'Retail technology'],
    offerings: ['an online marketplace', 'direct-to-consumer products', 'retail analytics', 'a commerce platform'],
    keywords: ['ecommerce', 'retail', 'd2c', 'marketplace', 'omnichannel', 'fulfilment'],
  },
  {
    name: 'Manufacturing',
    weight: 6,
    subIndustries: ['Industrial equipment', 'Electronics', 'Automotive parts', 'Packaging'],
    offerings: ['industrial equipment', 'electronic components', 'automotive parts', 'sustainable packaging'],
    keywords: ['manufacturing', 'industrial', 'supply chain', 'iot', 'lean', 'oem'],
  },
  {
    name: 'Logistics & Supply Chain',
    weight: 4,
    subIndustries: ['Freight', 'Warehousing', 'Last-mile delivery', 'Supply chain software'],
    offerings: ['freight forwarding', 'warehouse automation', 'last-mile delivery', 'supply chain visibility software'],
    keywords: ['logistics', 'freight', 'shipping', 'warehousing', 'fleet', 'supply chain'],
  },
  {
    name: 'Education',
    weight: 3,
    subIndustries: ['Edtech', 'Higher education', 'Corporate training'],
    offerings: [
      'an online learning platform',
      'corporate training',
      'tutoring services',
      'a learning management system',
    ],
    keywords: ['edtech', 'learning', 'training', 'lms', 'students'],
  },
  {
    name: 'Real Estate',
    weight: 3,
    subIndustries: ['Proptech', 'Commercial real estate', 'Property management'],
    offerings: ['property management software', 'commercial leasing', 'a proptech platform', 'co-working spaces'],
    keywords: ['real estate', 'proptech', 'leasing', 'property management'],
  },
  {
    name: 'Telecommunications',
    weight: 3,
    subIndustries: ['Carriers', 'Unified communications', 'Network equipment'],
    offerings: ['business connectivity', 'unified communications', 'network equipment', 'cloud telephony'],
    keywords: ['telecom', '5g', 'voip', 'connectivity', 'networking'],
  },
  {
    name: 'Media & Entertainment',
    weight: 3,
    subIndustries: ['Streaming', 'Publishing', 'Gaming', 'Events'],
    offerings: ['a streaming service', 'digital publishing', 'mobile games', 'live events'],
    keywords: ['media', 'streaming', 'gaming', 'publishing', 'creators'],
  },
  {
    name: 'Professional Services',
    weight: 5,
    subIndustries: ['Management consulting', 'Accounting', 'Legal services', 'Staffing & recruiting'],
    offerings: ['management consulting', 'accounting and tax services', 'legal services', 'recruiting services'],
    keywords: ['consulting', 'advisory', 'recruiting', 'accounting', 'legal'],
  },
  {
    name: 'Energy & Utilities',
    weight: 2,
    subIndustries: ['Renewables', 'Energy software', 'Utilities'],
    offerings: ['solar installations', 'energy management software', 'battery storage', 'grid services'],
    keywords: ['energy', 'renewables', 'solar', 'cleantech', 'sustainability'],
  },
  {
    name: 'Hospitality & Travel',
    weight: 2,
    subIndustries: ['Hotels', 'Travel technology', 'Restaurants'],
    offerings: ['boutique hotels', 'travel booking software', 'restaurant management tools', 'corporate travel'],
    keywords: ['travel', 'hospitality', 'booking', 'restaurants', 'tourism'],
  },
];
