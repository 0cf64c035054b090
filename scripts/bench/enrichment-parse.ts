// `npx tsx scripts/bench/enrichment-parse.ts` (enrichment files, issue 17): rows per second read from
// an uploaded CSV by the file intake's `readTable` (format and delimiter detection, PapaParse fed
// chunk by chunk, blank rows, row limits, padding), beside PapaParse alone on the same bytes, in the same process:
// 1. PapaParse on the whole file decoded to one string (its fastest mode, holding the file whole);
// 2. PapaParse fed the same chunks as a stream (`NODE_STREAM_INPUT`), as an upload arrives;
// 3. csv-parse alone, streamed, beside another streaming parser.
// The file is generated in memory: realistic prospect columns (names with accents, work emails,
// company names with commas, websites, titles, countries, phones, LinkedIn profiles, quoted notes).
// Every figure is from the same bytes, handed over in 64 KB chunks as a file stream reads them; the
// passes take turns, after one warm-up round, and the best and median of the runs are printed.
// Knobs: BENCH_ENRICHMENT_ROWS (default 100,000), BENCH_ENRICHMENT_RUNS (default 5).
import os from 'node:os';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Parser } from 'csv-parse';
import Papa from 'papaparse';
import { prospectsCsv } from '../../apps/server/src/modules/enrichment/file-intake/file-intake-test-support.ts';
import { readTable } from '../../apps/server/src/modules/enrichment/file-intake/index.ts';
import { describeMachine } from './report.ts';
import { countSetting } from './settings.ts';

const rowCount = countSetting('BENCH_ENRICHMENT_ROWS', 100_000, 1, 1_000_000);
const runs = countSetting('BENCH_ENRICHMENT_RUNS', 5, 1, 100);
/** The aim of issue 17: the intake at least this fast as PapaParse alone. */
const aimRatio = 0.8;
const chunkBytes = 64 * 1024;

const machine = describeMachine();
const bytes = Buffer.from(prospectsCsv(rowCount), 'utf8');
const chunks = Array.from({ length: Math.ceil(bytes.length / chunkBytes) }, (_, index) =>
  bytes.subarray(index * chunkBytes, (index + 1) * chunkBytes),
);

interface Pass {
  label: string;
  /** Reads the file once; answers the data rows read. */
  read(): Promise<number>;
}

const passes: Pass[] = [
  {
    label: '`readTable` full pass (the intake)',
    async read() {
      const table = await readTable(chunks, { fileName: 'bench.csv', maxRows: rowCount });
      let rows = 0;
      for await (const row of table.rows) if (row.cells.length > 0) rows += 1;
      return rows;
    },
  },
  {
    label: 'PapaParse alone, whole string',
    async read() {
      const result = Papa.parse<string[]>(bytes.toString('utf8'), { skipEmptyLines: true });
      return result.data.length - 1;
    },
  },
  {
    label: 'PapaParse alone, streamed',
    async read() {
      let rows = 0;
      const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: true });
      parser.on('data', () => {
        rows += 1;
      });
      Readable.from(chunks).pipe(parser);
      await finished(parser);
      return rows - 1;
    },
  },
  {
    label: 'csv-parse alone, streamed',
    async read() {
      let rows = 0;
      const parser = new Parser({
        delimiter: ',',
        bom: true,
        // As the intake sniffs it from this file's first lines.
        record_delimiter: '\r\n',
        relax_column_count: true,
        relax_quotes: true,
        max_record_size: 1024 * 1024,
      });
      parser.on('data', () => {
        rows += 1;
      });
      for (const chunk of chunks) parser.write(chunk);
      parser.end();
      await finished(parser);
      return rows - 1;
    },
  },
];

console.log(
  `Enrichment file parsing: ${rowCount.toLocaleString('en-US')} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB, ${runs} runs after a warm-up; ${machine.cpus} CPUs, ${machine.cpuModel}, Node ${machine.node}, load average ${machine.loadAverage.toFixed(2)}`,
);
if (machine.loadAverage > 0.5) {
  console.warn(
    `Warning: load average ${machine.loadAverage.toFixed(2)}: other work on this machine will skew the figures.`,
  );
}

// Once, before timing: the intake reads every cell as PapaParse does, or the race means nothing.
const papaRows = Papa.parse<string[]>(bytes.toString('utf8'), { skipEmptyLines: true }).data.slice(1);
const intakeTable = await readTable(chunks, { fileName: 'bench.csv', maxRows: rowCount });
let checked = 0;
for await (const row of intakeTable.rows) {
  if (JSON.stringify(row.cells) !== JSON.stringify(papaRows[checked])) {
    throw new Error(
      `row ${row.rowNumber}: the intake read ${JSON.stringify(row.cells)}, PapaParse ${JSON.stringify(papaRows[checked])}`,
    );
  }
  checked += 1;
}
if (checked !== papaRows.length) throw new Error(`the intake read ${checked} rows, PapaParse ${papaRows.length}`);
papaRows.length = 0;

const timings = passes.map((): number[] => []);
for (let round = 0; round <= runs; round += 1) {
  for (const [index, pass] of passes.entries()) {
    const started = performance.now();
    const rows = await pass.read();
    const seconds = (performance.now() - started) / 1000;
    if (rows !== rowCount) throw new Error(`${pass.label}: read ${rows} rows, expected ${rowCount}`);
    // Round 0 warms up the code paths and is not counted.
    if (round > 0) timings[index]?.push(seconds);
  }
  if (round > 0) console.log(`  run ${round}/${runs} done`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const figures = passes.map((pass, index) => {
  const seconds = timings[index] ?? [];
  return { label: pass.label, best: rowCount / Math.min(...seconds), median: rowCount / median(seconds) };
});
const [intake, papaWhole, papaStreamed] = figures;
if (!intake || !papaWhole || !papaStreamed) throw new Error('a pass is missing');

const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');
console.log(
  [
    '',
    `Run on ${machine.date} (revision ${machine.revision}): ${machine.cpus} CPUs, ${machine.cpuModel}, Node ${machine.node}, load average ${machine.loadAverage.toFixed(2)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(2)} at the end.`,
    '',
    '| What | rows/s (best) | rows/s (median) | intake ÷ this (best) | intake ÷ this (median) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...figures.map(
      (figure) =>
        `| ${figure.label} | ${perSecond(figure.best)} | ${perSecond(figure.median)} | ${(intake.best / figure.best).toFixed(2)}× | ${(intake.median / figure.median).toFixed(2)}× |`,
    ),
    '',
    `Aim: the intake at ≥ ${aimRatio}× PapaParse alone. Against the whole string: ${(intake.best / papaWhole.best).toFixed(2)}× (best), against the stream: ${(intake.best / papaStreamed.best).toFixed(2)}× (best).`,
  ].join('\n'),
);
