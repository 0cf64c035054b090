import type { companies } from '../../db/schema.ts';

type CompanyRow = typeof companies.$inferSelect;

/** A company's stored facts as the API shows them (without key people, which each reply treats its own way). */
export function companyRecordOf(company: CompanyRow) {
  return {
    id: company.id,
    name: company.name,
    domain: company.domain,
    logoUrl: company.logoUrl,
    industry: company.industry,
    subIndustry: company.subIndustry,
    employeeCount: company.employeeCount,
    sizeBand: company.sizeBand,
    revenueBand: company.revenueBand,
    foundedYear: company.foundedYear,
    country: company.country,
    region: company.region,
    city: company.city,
    description: company.description,
    keywords: company.keywords,
    technologies: company.technologies,
    fundingStage: company.fundingStage,
    fundingTotalUsd: company.fundingTotalUsd,
    lastFundingAt: company.lastFundingAt,
    linkedinUrl: company.linkedinUrl,
    twitterUrl: company.twitterUrl,
  };
}
