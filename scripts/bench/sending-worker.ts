// `npm run bench` (sending engine): the process that sends, started by sending-throughput.ts so its
// memory is its own. SENDING_BENCH_JOB (JSON) says what to do:
// - `engine` (sending-engine-worker.ts, loaded only then): the app's services on the bench database,
//   the engine's scheduling step (timed apart), then passes of the `campaigns.send` job until the
//   campaign has nothing left to send;
// - `bare`: nodemailer with a pooled SMTP transport sending the same number of comparable messages
//   (this process then loads nothing of the app).
// It says `ready`, waits for `go`, and answers `done` with its figures.
import nodemailer from 'nodemailer';
import { bareMessage } from './sending-message.ts';
import {
  announce,
  blank,
  go,
  rssMiB,
  vmHwmMiB,
  type WorkerJob,
  type WorkerMessage,
  type WorkerResult,
} from './sending-protocol.ts';

async function runBare(job: WorkerJob): Promise<WorkerResult> {
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: job.connections,
    maxMessages: Number.POSITIVE_INFINITY,
    host: job.smtp.host,
    port: job.smtp.port,
    secure: false,
    ignoreTLS: true,
    auth: { user: job.sender.address, pass: job.sender.password },
    logger: false,
  });
  const result = blank('bare');
  result.readyRssMiB = rssMiB();
  announce({ type: 'ready' });
  await go();
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: job.messages }, (_, index) =>
      transport.sendMail(bareMessage(index, job.recipients, job.sender.address)),
    ),
  );
  result.seconds = (performance.now() - started) / 1000;
  transport.close();
  result.sent = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
  result.failed = job.messages - result.sent;
  return result;
}

const job = JSON.parse(process.env.SENDING_BENCH_JOB ?? 'null') as WorkerJob | null;
if (!job || !process.send) {
  console.error('sending-worker.ts is started by scripts/bench/sending.ts (SENDING_BENCH_JOB, IPC).');
  process.exit(1);
}
// A parent that goes away takes its worker with it.
process.once('disconnect', () => process.exit(1));
try {
  const result =
    job.mode === 'bare' ? await runBare(job) : await (await import('./sending-engine-worker.ts')).runEngine(job);
  result.peakRssMiB = vmHwmMiB();
  const done: WorkerMessage = { type: 'done', result };
  process.send?.(done, () => process.exit(0));
} catch (error) {
  console.error(error);
  process.exit(1);
}
