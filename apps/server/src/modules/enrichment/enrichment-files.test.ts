import type { ColumnMapping, LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  balanceOf,
  organisationWithCredits,
  type SeededPerson,
  seedPeople,
} from '../contacts/contacts-test-support.ts';
import { signInSuperAdmin } from '../credits/credits-test-support.ts';
import { enrichmentRunJob } from './enrichment.jobs.ts';
import { download, parseCsv, step, uploadFile } from './enrichment-test-support.ts';

/**
 * An enrichment file's life through the API: a messy CSV uploaded (BOM, semicolons, mixed-case and
 * extra columns, blank lines, a formula cell), its columns mapped, estimated, confirmed and run by the
 * job; every person found charged once; the enriched and failed-rows downloads; bad files refused with
 * nothing stored; another organisation's file answering 404.
 */
let context: TestContext;
let people: SeededPerson[];
type Owner = LoginReply & { email: string; password: string };

beforeAll(async () => {
  context = await createTestContext();
  people = (await seedPeople(context, 40, 'enrichment-files')).filter((person) => person.email);
  // The first ten have verified addresses: a found email is charged for those (as a reveal is).
  for (const person of people.slice(0, 10)) {
    await context.database.query(`update people set email_status = 'verified' where id = $1`, [person.id]);
  }
  // The one matched by the email the file holds has no phone: nothing of theirs is charged.
  await context.database.query(`update people set phone = null where id = $1`, [people[5]?.id]);
}, 120_000);
afterAll(() => context?.close());

const orgId = (owner: Owner) => owner.userData.organisation.id;

/**
 * A CSV as CRMs export them: BOM, semicolons, odd headers, blank lines, a formula in a note. Five
 * people by name and company (their work email is found: charged), one by the email the file already
 * has (kept: nothing to charge), one repeated, one nobody knows.
 */
function messyCsv(): string {
  const header = 'E-mail Address;FIRST name;Last Name;Company Name;Notes';
  const line = (person: SeededPerson | undefined, withEmail: boolean) => {
    const [first, ...rest] = (person?.fullName ?? '').split(' ');
    return `${withEmail ? person?.email : ''};${first};${rest.join(' ')};${person?.companyName};met at the fair`;
  };
  const known = [...people.slice(0, 5).map((person) => line(person, false)), line(people[5], true)];
  const stranger = 'nobody@nowhere-at-all.example;Nora;Nobody;Nowhere Ltd;=HYPERLINK("http://evil.example","x")';
  return `\uFEFF${header}\r\n${known.join('\r\n')}\r\n\r\n${known[0]}\r\n${stranger}\r\n\r\n`;
}

async function runToTheEnd() {
  await context.inline.drain();
  await enrichmentRunJob.handler({}, { services: context.app.services, clock: context.clock, log: context.app.log });
}

describe('an enrichment file, uploaded to downloaded', () => {
  it('maps a messy CSV, estimates it, runs it charging each person once, and downloads both files', async () => {
    const owner: Owner = await organisationWithCredits(context, 50);
    const uploaded = await uploadFile(context, owner, 'Fair leads.csv', messyCsv());
    expect(uploaded.status).toBe(200);
    const { file, preview } = uploaded.body.data;
    expect(file).toMatchObject({ stage: 'uploaded', rowCount: 8, format: 'csv', name: 'Fair leads.csv' });
    expect(file.headers).toEqual(['E-mail Address', 'FIRST name', 'Last Name', 'Company Name', 'Notes']);
    expect(preview[5]?.[0]).toBe(people[5]?.email);
    const fields = Object.fromEntries(file.mapping.map((entry: ColumnMapping) => [entry.header, entry.field]));
    expect(fields).toEqual({
      'E-mail Address': 'email',
      'FIRST name': 'first_name',
      'Last Name': 'last_name',
      'Company Name': 'company',
      Notes: 'custom',
    });

    // Estimating before the mapping is confirmed is refused, in words.
    const early = await step(context, owner, { action: 'estimate', id: file.id });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Confirm the columns’ mapping first.');
    const mapped = await step(context, owner, { action: 'map', id: file.id, mapping: file.mapping });
    expect(mapped.status).toBe(200);
    const estimated = await step(context, owner, { action: 'estimate', id: file.id });
    expect(estimated.status).toBe(200);
    const estimate = estimated.body.data.estimate;
    expect(estimate).toMatchObject({ rows: 8, sampleRows: 8, maxCredits: 8, balance: 50 });
    // The sample says found or not, and never shows a value.
    expect(estimate?.sample[0]?.found.email).toBe(true);
    // The address the file already holds is kept: found, not charged.
    expect(estimate?.sample[5]?.found.email).toBe(true);
    expect(estimate?.sample[5]?.kept).toContain('email');
    expect(estimate?.sample[0]?.kept).not.toContain('email');
    // The stranger: nothing found, their own address kept.
    expect(estimate?.sample[7]?.found).toMatchObject({ email: true, title: false, phone: false });
    expect(estimate?.sample[7]?.kept).toContain('email');
    expect(estimate?.sampleMatched).toBe(7);
    expect(JSON.stringify(estimate)).not.toContain(people[1]?.email ?? '@');
    expect(await balanceOf(context, orgId(owner))).toBe(50);

    const confirmed = await step(context, owner, { action: 'confirm', id: file.id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.stage).toBe('running');
    await runToTheEnd();
    const status = await context.call<{
      data: { id: string; stage: string; rowsDone: number; creditsSpent: number }[];
    }>('GET', '/api/v1/contacts/enrichment/status', { token: owner.accessToken });
    const done = status.body.data.find((row) => row.id === file.id);
    // Five work emails found: five credits; the repeated row and the kept email free.
    expect(done).toMatchObject({ stage: 'completed', rowsDone: 8, creditsSpent: 5 });
    expect(await balanceOf(context, orgId(owner))).toBe(45);

    const enriched = await download(context, owner, `/api/v1/contacts/enrichment/download/${file.id}`);
    expect(enriched.status).toBe(200);
    expect(enriched.headers['content-disposition']).toBe('attachment; filename="Fair leads-enriched.csv"');
    const rows = parseCsv(enriched.text);
    expect(rows[0]?.slice(0, 7)).toEqual([
      'E-mail Address',
      'FIRST name',
      'Last Name',
      'Company Name',
      'Notes',
      'Work email',
      'Work email status',
    ]);
    expect(rows).toHaveLength(9);
    expect(rows[1]?.[5]).toBe(people[0]?.email);
    expect(rows[1]?.[6]).toBe('found');
    expect(rows[6]?.[6]).toBe('kept from your file');
    // The formula cell is escaped in the download.
    expect(rows[8]?.[4]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(rows[8]?.at(-1)).toBe('nothing found');

    const failed = await download(context, owner, `/api/v1/contacts/enrichment/fdownload/${file.id}`);
    const failedRows = parseCsv(failed.text);
    expect(failedRows[0]?.at(-1)).toBe('Reason');
    expect(failedRows.slice(1).map((row) => row[0])).toEqual(['nobody@nowhere-at-all.example']);
    expect(failedRows[1]?.at(-1)).toBe('No person or company in our records matches this row.');

    // The search finds the file by name and a row by its person.
    const surname = people[2]?.fullName.split(' ').at(-1) ?? '';
    const found = await context.call<{ data: { files: { id: string }[]; rows: { fileId: string; label: string }[] } }>(
      'GET',
      `/api/v1/contacts/enrichment/search/${encodeURIComponent(surname.toLowerCase())}`,
      { token: owner.accessToken },
    );
    expect(found.body.data.rows.some((row) => row.fileId === file.id && row.label.includes(surname))).toBe(true);
    const byName = await context.call<{ data: { files: { id: string }[] } }>(
      'GET',
      '/api/v1/contacts/enrichment/search/fair%20leads',
      { token: owner.accessToken },
    );
    expect(byName.body.data.files.map((row) => row.id)).toEqual([file.id]);

    // The six people matched go to a new list (a campaign's audience); saving again adds nobody twice.
    const saved = await step(context, owner, { action: 'save', id: file.id, listName: 'Fair leads' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Added 6 people to “Fair leads”.');
    const lists = await context.call<{ data: { id: string; name: string; peopleCount: number }[] }>(
      'GET',
      '/api/v1/lists',
      {
        token: owner.accessToken,
      },
    );
    const list = lists.body.data.find((row) => row.name === 'Fair leads');
    expect(list?.peopleCount).toBe(6);
    // The list's id comes back with the file: the web opens a new campaign on it.
    expect((saved.body.data as unknown as { savedListId: string }).savedListId).toBe(list?.id);
    const twice = await step(context, owner, { action: 'save', id: file.id, listId: list?.id });
    expect(twice.body.message).toBe('These people are already on “Fair leads”.');
    expect((await step(context, owner, { action: 'save', id: file.id })).status).toBe(422);

    // A second file with the same people charges nothing: they were revealed once.
    const again = (await uploadFile(context, owner, 'Again.csv', messyCsv())).body.data.file;
    await step(context, owner, { action: 'map', id: again.id, mapping: again.mapping });
    await step(context, owner, { action: 'estimate', id: again.id });
    await step(context, owner, { action: 'confirm', id: again.id });
    await runToTheEnd();
    expect(await balanceOf(context, orgId(owner))).toBe(45);

    // Another organisation sees none of it.
    const stranger = await context.signup();
    expect((await step(context, stranger, { action: 'estimate', id: file.id })).status).toBe(404);
    expect((await download(context, stranger, `/api/v1/contacts/enrichment/download/${file.id}`)).status).toBe(404);
  });

  it('refuses bad files with a clear message and stores nothing', async () => {
    const owner: Owner = await organisationWithCredits(context, 5);
    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10, 0x00, 0x7f, 0x00, 0x00, 0x03]);
    const cases: [string, Buffer | string][] = [
      ['binary.csv', Buffer.concat([binary, binary, binary])],
      ['empty.csv', ''],
      ['headers.csv', 'email,name\r\n'],
      ['huge-row.csv', `email,notes\r\na@b.example,${'x'.repeat(1024 * 1024 + 10)}\r\n`],
    ];
    for (const [name, content] of cases) {
      const refused = await uploadFile(context, owner, name, content);
      expect(refused.status, name).toBe(422);
      expect(refused.body.message.length, name).toBeGreaterThan(20);
    }
    const status = await context.call<{ total: number }>('GET', '/api/v1/contacts/enrichment/status', {
      token: owner.accessToken,
    });
    expect(status.body.total).toBe(0);

    // A file with no column that can find a person: its mapping is refused, in words.
    const notes = (await uploadFile(context, owner, 'notes.csv', 'Notes,Colour\r\nhello,blue\r\n')).body.data.file;
    const unusable = await step(context, owner, { action: 'map', id: notes.id, mapping: notes.mapping });
    expect(unusable.status).toBe(422);
    expect(unusable.body.message).toMatch(/Map at least one of these/);
  });

  it('lets the super-admin see an organisation’s files, correct a row and move the stage, each audited', async () => {
    const owner: Owner = await organisationWithCredits(context, 5);
    const person = people[12];
    const [first, ...rest] = (person?.fullName ?? '').split(' ');
    const csv = `First name,Last name,Company\nNobody,Atall,Nowhere Ltd\n`;
    const { file } = (await uploadFile(context, owner, 'typo.csv', csv)).body.data;
    const root = await signInSuperAdmin(context);
    const asRoot = { token: root.accessToken };

    const listed = await context.call<{ data: { id: string }[] }>(
      'GET',
      `/api/v1/sadmin/enrichment/${orgId(owner)}`,
      asRoot,
    );
    expect(listed.body.data.map((row) => row.id)).toEqual([file.id]);
    // A member cannot reach the super-admin's routes.
    expect(
      (await context.call('GET', `/api/v1/sadmin/enrichment/${orgId(owner)}`, { token: owner.accessToken })).status,
    ).toBe(403);

    const corrected = await context.call('POST', '/api/v1/sadmin/enrichment/update', {
      ...asRoot,
      body: {
        id: file.id,
        rows: [{ rowNumber: 2, cells: [first, rest.join(' '), person?.companyName] }],
        reason: 'Typo in the name',
      },
    });
    expect(corrected.status).toBe(200);
    expect(
      (
        await context.call('POST', '/api/v1/sadmin/enrichment/update', {
          ...asRoot,
          body: { id: file.id, rows: [{ rowNumber: 9, cells: ['x'] }], reason: 'No such row' },
        })
      ).status,
    ).toBe(422);
    const moved = await context.call<{ data: { stage: string } }>('POST', '/api/v1/sadmin/enrichment/updatestage', {
      ...asRoot,
      body: { id: file.id, stage: 'running', reason: 'Checked by hand' },
    });
    expect(moved.body.data.stage).toBe('running');
    await runToTheEnd();
    const done = await context.call<{ data: { stage: string; rowsMatched: number } }>(
      'GET',
      `/api/v1/contacts/enrichment/file/${file.id}`,
      { token: owner.accessToken },
    );
    expect(done.body.data).toMatchObject({ stage: 'completed', rowsMatched: 1 });
    const audit = await context.database.query<{ action: string }>(
      `select action from audit_log where target_id = $1 order by created_at`,
      [file.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['enrichment.update', 'enrichment.stage']);
  });
});
