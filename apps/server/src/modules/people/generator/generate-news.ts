import { momentBefore } from './dates.ts';
import type { GeneratedCompany, GeneratedCompanyNews } from './prospect-records.ts';
import type { Random } from './random.ts';
import { countries } from './vocabulary/countries.ts';
import { technologies } from './vocabulary/technologies.ts';

const outlets = ['Business Wire', 'PR Newswire', 'Company blog', 'Local business journal', 'Industry weekly'];
const stageNames: Record<string, string> = {
  seed: 'seed',
  series_a: 'Series A',
  series_b: 'Series B',
  series_c: 'Series C',
  series_d_plus: 'Series D',
  private_equity: 'growth equity',
};

/** A few dated news items about one company (funding, launches, hires, expansion, partnerships). */
export function generateCompanyNews(random: Random, company: GeneratedCompany, asOf: Date): GeneratedCompanyNews[] {
  const stage = stageNames[company.fundingStage];
  const funding = company.fundingTotalUsd ? `$${Math.max(1, Math.round(company.fundingTotalUsd / 3_000_000))}M` : '';
  const stories = [
    (name: string) => ({
      title: stage && funding ? `${name} raises ${funding} ${stage} round` : `${name} reports record quarter`,
      summary: stage
        ? `The round will fund product development and go-to-market expansion.`
        : 'Revenue grew on the back of new enterprise customers.',
    }),
    (name: string) => ({
      title: `${name} launches new ${random.pick(['analytics', 'automation', 'AI', 'integration', 'self-serve'])} features`,
      summary: 'The release targets teams that want faster results with less manual work.',
    }),
    (name: string) => ({
      title: `${name} appoints new ${random.pick(['Chief Revenue Officer', 'VP of Sales', 'Chief Marketing Officer', 'CTO', 'CFO'])}`,
      summary: 'The hire follows a year of rapid growth.',
    }),
    (name: string) => {
      const city = random.pick(random.pick(countries).cities).city;
      return {
        title: `${name} opens an office in ${city}`,
        summary: `The new office will serve customers near ${city}.`,
      };
    },
    (name: string) => {
      const partner = random.pick(technologies);
      return {
        title: `${name} partners with ${partner}`,
        summary: `Customers can now connect ${name} with ${partner}.`,
      };
    },
    (name: string) => ({
      title: `${name} is hiring across ${random.pick(['sales', 'engineering', 'customer success', 'marketing'])}`,
      summary: 'Dozens of open roles signal continued expansion.',
    }),
  ];
  return random.sample(stories, random.int(1, 4)).map((story) => {
    const { title, summary } = story(company.name);
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      id: random.uuid(),
      companyId: company.id,
      title,
      summary,
      url: `https://${company.domain}/news/${slug}`,
      source: random.pick(outlets),
      publishedAt: momentBefore(random, asOf, 1, 365),
    };
  });
}
