import { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import { csvField } from '../credits/index.ts';
import { type ProspectRowInput, prospectRowOf, prospectsQuery, rowsOf } from './campaign-summary.ts';
import { findCampaign } from './campaign-views.ts';

const header = [
  'Name',
  'Email',
  'Company',
  'Status',
  'Stop reason',
  'Step',
  'Mailbox',
  'Last event',
  'Last event at (UTC)',
];

/** Prospects read per query while the file streams. */
const batchSize = 500;

/**
 * Every prospect of a campaign as CSV, streamed in pages by id: name, email, company, status (with
 * the stop reason), step, mailbox, last event and its time. Fields go through the same formula
 * guard as every export (`=`, `+`, `-`, `@` at the start get an apostrophe), so a name such as
 * `=HYPERLINK(…)` is text in a spreadsheet, never a formula.
 */
export async function campaignProspectsCsv(db: Database, organisationId: string, campaignId: string) {
  const campaign = await findCampaign(db, organisationId, campaignId);
  async function* lines() {
    // The byte order mark makes spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${header.map(csvField).join(',')}\r\n`;
    let afterId: string | undefined;
    for (;;) {
      const query = prospectsQuery(campaignId, {}, { limit: batchSize, ...(afterId ? { afterId } : {}) });
      const rows = await rowsOf<ProspectRowInput>(db, query.rows);
      if (rows.length === 0) return;
      let chunk = '';
      for (const row of rows) {
        const prospect = prospectRowOf(row);
        const fields = [
          prospect.name,
          prospect.email,
          prospect.company,
          prospect.status,
          prospect.stopReason ?? '',
          prospect.step,
          prospect.mailbox ?? '',
          prospect.lastEvent ?? '',
          prospect.lastEventAt ? prospect.lastEventAt.replace('T', ' ').slice(0, 19) : '',
        ];
        chunk += `${fields.map(csvField).join(',')}\r\n`;
      }
      yield chunk;
      afterId = rows.at(-1)?.id;
      if (rows.length < batchSize) return;
    }
  }
  const safeName = campaign.name.replace(/[^\w .-]+/g, '').trim() || 'campaign';
  return { fileName: `${safeName} prospects.csv`, stream: Readable.from(lines()) };
}
