// `npm run bench` (sending engine), part 3: 100,000 prospects enrolled by launching campaigns
// through the campaigns service (the launch check, the audience resolved, the enrolments written),
// then the engine's scheduling step placing each one's first message in the send ledger. Beside it,
// in the same run on the same pool: plain multi-row INSERTs of as many rows into copies of the two
// tables (same columns, defaults and indexes; no foreign keys).
import { randomUUID } from 'node:crypto';
import { type CsvProspect, saveCampaignBodySchema } from '@leadpilot/contracts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema.ts';
import { sequence } from '../../apps/server/src/modules/campaigns/campaigns-test-support.ts';
import { createDrizzleSendStore } from '../../apps/server/src/modules/campaigns/sending/index.ts';
import { scheduleDue } from '../../apps/server/src/modules/campaigns/sending/schedule-steps.ts';
import {
  createMailbox,
  createOrganisation,
} from '../../apps/server/src/modules/campaigns/sending/sending-test-support.ts';
import { createActor } from '../../apps/server/src/platform/auth/actor.ts';
import { benchServices } from './bench-services.ts';

/** The most CSV rows one campaign's audience takes (the API's limit, `maxCsvProspects`). */
export const rowsPerCampaign = 10_000;
const rowsPerStatement = 1_000;

export interface EnrolmentResult {
  enrolments: number;
  campaigns: number;
  baselineEnrolmentSeconds: number;
  baselineLedgerSeconds: number;
  launchSeconds: number;
  scheduleSeconds: number;
  enrolled: number;
  scheduled: number;
}

const zones = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/Sao_Paulo',
];
const countries = ['US', 'US', 'US', 'GB', 'DE', 'IN', 'JP', 'AU', 'BR'];

/** A prospect of a CSV audience: a time zone and country (one in ten with none), a custom field. */
function csvProspect(index: number): CsvProspect {
  const place = index % 10;
  return {
    email: `prospect${index}@company${index % 5000}.example`,
    firstName: `First${index}`,
    lastName: `Last${index}`,
    company: `Company ${index % 5000}`,
    title: 'Head of Sales',
    ...(place < zones.length ? { timeZone: zones[place], country: countries[place] } : {}),
    fields: { city: 'Austin' },
  };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** Multi-row INSERTs of `count` rows of `columns` into `table`, `rowsPerStatement` a statement. */
async function insertRows(
  handle: DatabaseHandle,
  table: string,
  columns: string[],
  count: number,
  row: (index: number) => unknown[],
) {
  for (let start = 0; start < count; start += rowsPerStatement) {
    const size = Math.min(rowsPerStatement, count - start);
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let offset = 0; offset < size; offset += 1) {
      const base = values.length;
      values.push(...row(start + offset));
      tuples.push(`(${columns.map((_, column) => `$${base + column + 1}`).join(', ')})`);
    }
    await handle.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values);
  }
}

export async function measureEnrolment(count: number, databaseUrl: string): Promise<EnrolmentResult> {
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const services = benchServices(handle);
    const organisationId = await createOrganisation(db, 'Enrolment bench');
    const [user] = await db
      .insert(users)
      .values({ organisationId, email: 'bench@enrol.test', name: 'Bench', role: 'owner', status: 'active' })
      .returning();
    if (!user) throw new Error('no user');
    const actor = createActor({
      userId: user.id,
      organisationId,
      sessionId: 'bench',
      role: 'owner',
      isSuperAdmin: false,
    });
    const mailboxId = await createMailbox(db, organisationId, { email: 'sender@sandbox.test' });
    const prospects = Array.from({ length: count }, (_, index) => csvProspect(index));

    // Drafts of at most 10,000 CSV prospects each, with the tests' two-email A/B sequence (not timed).
    const drafts: string[] = [];
    for (let start = 0; start < count; start += rowsPerCampaign) {
      const body = saveCampaignBodySchema.parse({
        name: `Enrolment bench ${drafts.length + 1}`,
        audience: { csv: prospects.slice(start, start + rowsPerCampaign) },
        steps: sequence(),
        mailboxIds: [mailboxId],
      });
      drafts.push((await services.campaigns.save(actor, body)).data.id);
    }
    const [step] = await handle.query<{ id: string; campaign_id: string }>(
      `select s.id, s.campaign_id from campaign_steps s where s.kind = 'email' order by s.position limit 1`,
    );
    if (!step) throw new Error('no step');

    // Baseline: the same number of rows into copies of the two tables, plain multi-row INSERTs.
    await handle.query('create table bench_enrolments (like enrolments including all)');
    await handle.query('create table bench_send_ledger (like send_ledger including all)');
    const now = new Date();
    const baselineEnrolmentSeconds = await timed(() =>
      insertRows(
        handle,
        'bench_enrolments',
        [
          'organisation_id',
          'campaign_id',
          'email',
          'first_name',
          'last_name',
          'company',
          'domain',
          'time_zone',
          'country',
          'merge_data',
          'next_due_at',
        ],
        count,
        (index) => {
          const prospect = prospects[index] as CsvProspect;
          return [
            organisationId,
            step.campaign_id,
            prospect.email,
            prospect.firstName,
            prospect.lastName,
            prospect.company,
            prospect.email.split('@')[1],
            prospect.timeZone ?? null,
            prospect.country ?? null,
            JSON.stringify({ ...prospect.fields, title: prospect.title }),
            now,
          ];
        },
      ),
    );
    const baselineLedgerSeconds = await timed(() =>
      insertRows(
        handle,
        'bench_send_ledger',
        ['organisation_id', 'campaign_id', 'enrolment_id', 'step_id', 'state', 'due_at'],
        count,
        () => [organisationId, step.campaign_id, randomUUID(), step.id, 'scheduled', now],
      ),
    );

    // The path: each draft launched as POST /campaign/launch does, then the engine's scheduling step.
    const launchSeconds = await timed(async () => {
      for (const id of drafts) await services.campaigns.launch(actor, { id });
    });
    let scheduled = 0;
    const scheduleSeconds = await timed(async () => {
      const log = { warn: (details: object, message: string) => console.warn(message, details) };
      scheduled = await scheduleDue(createDrizzleSendStore(db), log, new Date());
    });
    const [enrolled] = await handle.query<{ count: number }>(
      `select count(*)::int as count from enrolments where status = 'active'`,
    );
    return {
      enrolments: count,
      campaigns: drafts.length,
      baselineEnrolmentSeconds,
      baselineLedgerSeconds,
      launchSeconds,
      scheduleSeconds,
      enrolled: enrolled?.count ?? 0,
      scheduled,
    };
  } finally {
    await handle.close();
  }
}
