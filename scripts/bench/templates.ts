// `npm run bench` (templates part): email templates rendered per second for 10,000 prospects. The
// template is compiled once (parse, field check) and rendered for each prospect (subject, HTML body
// and text part) with `renderCompiled`, the function campaigns use; beside it, a baseline measured in
// the same run on the same values: plain string interpolation of the same fields, HTML-escaped. The
// whole path is measured too: the 10,000 prospects read from the database in one query (with their
// company and its latest news), turned into merge values and rendered. PostgreSQL when reachable
// (BENCH_DATABASE_URL), else in-memory PGlite. Written to docs/benchmarks.md between the
// bench:templates markers.
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';
import { companies, people } from '../../apps/server/src/db/schema.ts';
import { generateProspects, insertProspects } from '../../apps/server/src/modules/people/generator/index.ts';
import { sanitizeEmailHtml } from '../../apps/server/src/modules/templates/html-sanitize.ts';
import {
  compileTemplate,
  knownFieldKeys,
  type MergeValues,
  renderCompiled,
  TrustedHtml,
} from '../../apps/server/src/modules/templates/merge-fields.ts';
import { prospectColumns, prospectValuesOf } from '../../apps/server/src/modules/templates/merge-values.ts';
import { escapeHtml } from '../../apps/server/src/platform/mail/html-text.ts';
import { repositoryRoot } from './child.ts';
import { writeSection } from './docs-section.ts';
import { createBenchDatabase } from './postgres.ts';
import { describeMachine, safeUrl } from './report.ts';
import { readSettings } from './settings.ts';

const prospectCount = 10_000;
/** Each figure is the best of this many passes over all prospects (the first pass warms up too). */
const rounds = 5;

const settings = readSettings();
const machine = describeMachine();

const template = {
  subject: 'Quick question about {{ company_name | default: "your team" }}, {{ first_name | default: "there" }}',
  html: sanitizeEmailHtml(
    [
      '<p>Hi {{ first_name | default: "there" }},</p>',
      '<p>I noticed {{ company_name }} ({{ company_domain }}) is growing its {{ department | downcase }} team',
      '{% if city %} in {{ city }}{% endif %}. As {{ title }}, you probably weigh how a',
      '{{ company_size }} {{ industry | downcase }} company keeps its pipeline full.</p>',
      '{% if latest_news %}<p>Congratulations on the news: “{{ latest_news }}”.</p>{% endif %}',
      '<p>Would a short call next week help? {{ offer | default: "A free audit" }} is on us.</p>',
      '<p>Best,<br>{{ sender_name }}, {{ sender_company }}</p>{{ signature }}',
    ].join(''),
  ),
};
const sender = {
  sender_name: 'Alex Morgan',
  sender_email: 'alex@leadpilot.test',
  sender_company: 'Leadpilot',
  signature: new TrustedHtml('<p style="color:#555">Alex Morgan<br>Head of Sales, Leadpilot</p>'),
  offer: 'A pipeline review',
};

/** The same message by hand: fields interpolated into the same text, values HTML-escaped. */
function interpolate(values: Record<string, string>) {
  const first = values.first_name || 'there';
  const company = values.company_name || 'your team';
  const news = values.latest_news ? `<p>Congratulations on the news: “${escapeHtml(values.latest_news)}”.</p>` : '';
  const city = values.city ? ` in ${escapeHtml(values.city)}` : '';
  return {
    subject: `Quick question about ${company}, ${first}`,
    html: `<p>Hi ${escapeHtml(first)},</p><p>I noticed ${escapeHtml(values.company_name ?? '')} (${escapeHtml(values.company_domain ?? '')}) is growing its ${escapeHtml((values.department ?? '').toLowerCase())} team${city}. As ${escapeHtml(values.title ?? '')}, you probably weigh how a ${escapeHtml(values.company_size ?? '')} ${escapeHtml((values.industry ?? '').toLowerCase())} company keeps its pipeline full.</p>${news}<p>Would a short call next week help? ${escapeHtml(sender.offer)} is on us.</p><p>Best,<br>${sender.sender_name}, ${sender.sender_company}</p>${sender.signature.html}`,
  };
}

interface Figure {
  label: string;
  perSecond: number;
  /** Milliseconds for all 10,000 prospects, best pass. */
  totalMs: number;
}

function best(label: string, pass: () => void | Promise<void>): Promise<Figure> {
  return (async () => {
    let fastest = Number.POSITIVE_INFINITY;
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      await pass();
      fastest = Math.min(fastest, performance.now() - started);
    }
    return { label, perSecond: (prospectCount / fastest) * 1000, totalMs: fastest };
  })();
}

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; engine: string; drop: () => Promise<void> }> {
  const database = await createBenchDatabase(settings.postgresUrl);
  if (!('unreachable' in database)) {
    const handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    return { handle, engine: `PostgreSQL ${database.serverVersion}`, drop: () => database.drop() };
  }
  console.log(
    `  PostgreSQL not reachable at ${safeUrl(settings.postgresUrl)} (${database.unreachable}): using PGlite.`,
  );
  const handle = await openDatabase({});
  return { handle, engine: 'PGlite (in memory)', drop: async () => undefined };
}

const { handle, engine, drop } = await openBenchDatabase();
let markdown = '';
try {
  await migrateDatabase(handle);
  console.log(`Templates benchmark on ${engine}: ${prospectCount.toLocaleString('en-US')} prospects`);
  await insertProspects(handle.db, generateProspects({ seed: 'bench-templates', people: prospectCount }));
  const db = handle.db;
  const loadRows = () =>
    db
      .select(prospectColumns)
      .from(people)
      .leftJoin(companies, eq(companies.id, people.companyId))
      .orderBy(asc(people.sequence))
      .limit(prospectCount);
  const valueSets: MergeValues[] = (await loadRows()).map((row) => ({ ...sender, ...prospectValuesOf(row).values }));
  if (valueSets.length !== prospectCount)
    throw new Error(`expected ${prospectCount} prospects, read ${valueSets.length}`);

  const known = knownFieldKeys(['offer']);
  const compileStarted = performance.now();
  const compiled = compileTemplate(template, known);
  const compileMs = performance.now() - compileStarted;

  let check = 0;
  const baseline = await best('Baseline: string interpolation of the same fields (subject + HTML, escaped)', () => {
    for (const values of valueSets) check += interpolate(values as Record<string, string>).html.length;
  });
  const rendered = await best('`renderCompiled`: subject + HTML + text part (compiled once)', () => {
    for (const values of valueSets) check += renderCompiled(compiled, values).html.length;
  });
  const wholePath = await best(
    'Whole path: one query for 10,000 prospects, merge values, `renderCompiled`',
    async () => {
      for (const row of await loadRows()) {
        check += renderCompiled(compiled, { ...sender, ...prospectValuesOf(row).values }).html.length;
      }
    },
  );
  const missing = valueSets.filter((values) => renderCompiled(compiled, values).missingFields.length > 0).length;
  if (check === 0) throw new Error('nothing was rendered');

  const figures = [baseline, rendered, wholePath];
  for (const figure of figures) {
    console.log(
      `  ${figure.label}: ${Math.round(figure.perSecond).toLocaleString('en-US')}/s (${figure.totalMs.toFixed(0)} ms for all)`,
    );
  }
  console.log(`  compile once: ${compileMs.toFixed(2)} ms; prospects with a missing field: ${missing}`);

  const row = (figure: Figure) =>
    `| ${figure.label} | ${Math.round(figure.perSecond).toLocaleString('en-US')} | ${figure.totalMs.toFixed(0)} | ${(figure.perSecond / baseline.perSecond).toFixed(2)}× |`;
  markdown = [
    `Run on ${machine.date} (revision ${machine.revision}): ${machine.cpus} CPUs (\`nproc\`), ${machine.cpuModel}, Node ${machine.node}, load average ${machine.loadAverage.toFixed(2)} at the start; ${engine}; ${prospectCount.toLocaleString('en-US')} generated prospects, one process, best of ${rounds} passes.`,
    '',
    '| What | prospects per second | ms for 10,000 | × baseline |',
    '| --- | ---: | ---: | ---: |',
    ...figures.map(row),
    '',
    `Compiling the template once (parse, field check): ${compileMs.toFixed(2)} ms. ${missing.toLocaleString('en-US')} of the prospects had a field with no value and no fallback (reported in \`missingFields\`).`,
    '',
  ].join('\n');
} finally {
  await handle.close();
  await drop();
}

if (settings.writeDocs && markdown) {
  const file = path.join(repositoryRoot, 'docs/benchmarks.md');
  writeSection('templates', markdown, file, {
    newFile: '# Benchmarks\n',
    intro: `## Email templates (\`npm run bench\`)\n\nTemplates rendered per second for 10,000 generated prospects (\`scripts/bench/templates.ts\`). A realistic template (a dozen merge fields, fallbacks, conditions, a signature) is compiled once and rendered for each prospect with \`renderCompiled\`: subject, HTML body (every value escaped, missing fields reported) and text part. The baseline, measured in the same run on the same values, builds the same subject and HTML by plain string interpolation with HTML escaping: no sandbox, no missing-field tracking, no text part. The whole path adds reading the 10,000 prospects with their company and latest news in one query and building their merge values. Each figure is the best of several passes in one process.\n\n`,
  });
  console.log('Written to docs/benchmarks.md');
}
