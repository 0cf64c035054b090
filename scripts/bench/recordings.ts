// `npx tsx scripts/bench/recordings.ts` (call recordings, issue 19): upload throughput of
// `POST meta/audiosave` and the server's memory while a large recording streams in. Leadpilot runs
// in this process as main.ts starts it (PGlite in memory, a temporary DATA_DIR, no transcription
// service), on a loopback port; the client writes a generated WAV (16 kHz mono tone) over a real
// socket, chunk by chunk, so the file is never held whole on either side. Printed: MB/s, and the
// process's resident memory before and at its peak during the upload, against the aim of at most
// 100 MB of growth for a 200 MB recording (the file goes to disk as it arrives).
// Knobs: BENCH_RECORDING_MB (default 200, the largest recording taken), BENCH_RECORDING_RUNS (default 2).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { generateProspects, insertProspects } from '../../apps/server/src/modules/people/index.ts';
import { startRuntime } from '../../apps/server/src/runtime.ts';
import { describeMachine } from './report.ts';
import { countSetting } from './settings.ts';

const megabytes = countSetting('BENCH_RECORDING_MB', 200, 1, 200);
const runs = countSetting('BENCH_RECORDING_RUNS', 2, 1, 10);
const aimGrowthMb = 100;
const sampleRate = 16_000;
const chunkBytes = 64 * 1024;
const mb = (bytes: number) => bytes / (1024 * 1024);

const machine = describeMachine();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadpilot-bench-recordings-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  APP_URL: 'http://leadpilot.test',
  QUEUE_ENABLED: 'false',
  SIGNUPS_PER_IP_PER_HOUR: '1000',
});
const runtime = await startRuntime(config, { database: await openDatabase({}) });

/** A 16-bit mono WAV header for `dataBytes` of samples. */
function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

const tone = Buffer.alloc(chunkBytes);
for (let i = 0; i < chunkBytes / 2; i++) {
  tone.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8000), i * 2);
}

/** Streams one upload of `bytes` of audio; answers the reply's status and body. */
function upload(port: number, token: string, prospectId: string, bytes: number) {
  const dataBytes = bytes - 44;
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="prospectId"\r\n\r\n${prospectId}\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bench.wav"\r\ncontent-type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/meta/audiosave',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + bytes + tail.length),
      },
    });
    call.on('error', reject);
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    call.write(head);
    call.write(wavHeader(dataBytes));
    let left = dataBytes;
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunkBytes ? tone : tone.subarray(0, left);
        left -= piece.length;
        if (!call.write(piece)) return void call.once('drain', pump);
      }
      call.end(tail);
    };
    pump();
  });
}

try {
  await runtime.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = runtime.app.server.address() as AddressInfo;
  const signup = await runtime.app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: {
      name: 'Bench Owner',
      email: `bench-${randomBytes(4).toString('hex')}@recordings.test`,
      password: `bench passphrase ${randomBytes(6).toString('hex')}`,
      organisationName: 'Recordings bench',
    },
  });
  const login = signup.json() as { accessToken: string; userData: { organisation: { id: string } } };
  await insertProspects(
    runtime.database.db,
    generateProspects({ seed: 'bench-recordings', people: 1, asOf: new Date() }),
  );
  const [person] = await runtime.database.query<{ id: string }>('select id from people limit 1');
  if (!person) throw new Error('no prospect');
  await runtime.database.query('insert into contact_reveals (organisation_id, person_id, credits) values ($1, $2, 1)', [
    login.userData.organisation.id,
    person.id,
  ]);

  // A small upload first: the routes, the parser and the database warm up before anything is measured.
  const warm = await upload(port, login.accessToken, person.id, 256 * 1024);
  if (warm.status !== 200) throw new Error(`warm-up upload answered ${warm.status}: ${warm.body}`);

  const bytes = megabytes * 1024 * 1024;
  const rows: string[] = [];
  for (let run = 1; run <= runs; run++) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 25);
    const started = performance.now();
    const reply = await upload(port, login.accessToken, person.id, bytes);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (reply.status !== 200) throw new Error(`upload answered ${reply.status}: ${reply.body}`);
    const growth = mb(peak - before);
    rows.push(
      `| ${run} | ${megabytes} MB | ${seconds.toFixed(2)} s | ${(megabytes / seconds).toFixed(1)} MB/s | ${mb(before).toFixed(0)} MB | ${mb(peak).toFixed(0)} MB | ${growth.toFixed(1)} MB | ${growth <= aimGrowthMb ? 'yes' : 'NO'} |`,
    );
  }
  console.log(`\nCall recording uploads on ${machine.cpuModel} (${machine.cpus} cores), Node ${process.version}`);
  console.log(`Streamed over loopback to DATA_DIR on ${os.platform()}; aim: at most ${aimGrowthMb} MB RSS growth.\n`);
  console.log('| run | recording | time | throughput | RSS before | RSS peak | growth | within aim |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
