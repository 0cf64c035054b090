import { type CompanyDetail, fundingStageLabels, revenueBandLabels } from '@leadpilot/contracts';
import { formatDay } from '../../../shared/format/format-date.ts';
import { countryName } from '../../../shared/ui/country-options.ts';
import { formatCount } from './format-count.ts';
import { labelOf } from './prospect-labels.ts';

const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

function fundingOf(company: CompanyDetail): string {
  const parts = [fundingStageLabels[company.fundingStage]];
  if (company.fundingTotalUsd !== null) parts.push(`${moneyFormat.format(company.fundingTotalUsd)} raised`);
  if (company.lastFundingAt) parts.push(`last round ${formatDay(company.lastFundingAt)}`);
  return parts.join(' · ');
}

/** The company's facts as label and value pairs, leaving out the unknown ones. */
export function companyFacts(company: CompanyDetail): { label: string; value: string }[] {
  const headquarters = [company.city, company.region, company.country ? countryName(company.country) : '']
    .filter((part) => part.trim() !== '')
    .join(', ');
  const facts = [
    { label: 'Industry', value: [company.industry, company.subIndustry].filter(Boolean).join(' · ') },
    { label: 'Employees', value: `${formatCount(company.employeeCount)} (${company.sizeBand})` },
    { label: 'Revenue', value: labelOf(revenueBandLabels, company.revenueBand) },
    { label: 'Founded', value: company.foundedYear === null ? '' : String(company.foundedYear) },
    { label: 'Headquarters', value: headquarters },
    { label: 'Funding', value: fundingOf(company) },
  ];
  return facts.filter((fact) => fact.value !== '');
}
