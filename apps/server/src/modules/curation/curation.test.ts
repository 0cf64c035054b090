import type { CuratedPerson, CuratePersonReply, LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { ensureSuperAdmin } from '../../seed.ts';
import { generateProspects, insertProspects, type ProspectBatch } from '../people/index.ts';

let context: TestContext;
let adminToken: string;
let adminId: string;
let batch: ProspectBatch;

const newPerson = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  title: 'Chief Analyst',
  seniority: 'c_suite',
  department: 'executive',
  email: 'Ada@Analytical.test',
  emailStatus: 'verified',
  phone: '+44 20 7946 0000',
  country: 'GB',
  city: 'London',
  skills: ['Mathematics', 'Poetry'],
  company: {
    name: 'Analytical Engines',
    domain: 'https://www.analytical.test/about',
    industry: 'Computing',
    employeeCount: 12,
    country: 'GB',
    technologies: ['Punch cards'],
  },
};

beforeAll(async () => {
  context = await createTestContext();
  await ensureSuperAdmin(context.db, 'curator@leadpilot.test', 'curator passphrase here');
  const login = await context.call<LoginReply>('POST', '/api/v1/login', {
    body: { email: 'curator@leadpilot.test', password: 'curator passphrase here' },
  });
  adminToken = login.body.accessToken;
  adminId = login.body.userData.id;
  [batch] = [...generateProspects({ seed: 'curation', people: 40, asOf: new Date('2026-03-02T00:00:00Z') })] as [
    ProspectBatch,
  ];
  await insertProspects(context.db, [batch]);
});
afterAll(() => context.close());

const save = (body: unknown, token = adminToken) =>
  context.call<CuratePersonReply & { code?: string; issues?: { path: string; message: string }[] }>(
    'POST',
    '/api/v1/sadmin/contacts/people',
    { token, body },
  );

async function auditRowsFor(personId: string) {
  return context.database.query<{
    action: string;
    actor_user_id: string;
    organisation_id: string | null;
    details: Record<string, unknown>;
  }>(
    `select action, actor_user_id, organisation_id, details from audit_log where target_type = 'person' and target_id = $1 order by created_at`,
    [personId],
  );
}

/** A generated person with two colleagues or more, and their company. */
function personWithColleagues() {
  const company = batch.companies.find(
    (candidate) => batch.people.filter((person) => person.companyId === candidate.id).length >= 3,
  );
  const person = batch.people.find(
    (candidate) => candidate.companyId === company?.id && candidate.emailStatus === 'verified',
  );
  if (!company || !person) throw new Error('the generated batch has no company with three people');
  return { company, person };
}

describe('adding a person as a super-admin', () => {
  it('creates the person and their new company (201), with curation provenance and an audit row', async () => {
    const before = context.clock.now().toISOString();
    const reply = await save(newPerson);

    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Added Ada Lovelace.');
    const person = reply.body.data.person;
    expect(reply.body.data.outcome).toBe('created');
    expect(person).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@analytical.test',
      emailStatus: 'verified',
      emailCheckedAt: before,
      timeZone: 'Europe/London',
      company: { domain: 'analytical.test', sizeBand: '11-50', fundingStage: 'none', technologies: ['Punch cards'] },
    });
    const curated = { source: 'curation', verifiedAt: before, curatedBy: adminId };
    expect(person.provenance).toEqual({ email: curated, phone: curated, title: curated, company: curated });
    const [copies] = await context.database.query(
      'select company_name, industry, size_band from people where id = $1',
      [person.id],
    );
    expect(copies).toEqual({ company_name: 'Analytical Engines', industry: 'Computing', size_band: '11-50' });

    const audit = await auditRowsFor(person.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'prospect.person-created',
      actor_user_id: adminId,
      organisation_id: null,
    });
    expect(audit[0]?.details).toMatchObject({
      isNewCompany: true,
      before: { firstName: null, email: null, 'company.domain': null },
      after: { firstName: 'Ada', email: 'ada@analytical.test', 'company.domain': 'analytical.test' },
    });
  });

  it('corrects the same person instead of adding another when the natural key matches (email in the company)', async () => {
    const reply = await save({
      firstName: 'Ada',
      lastName: 'King',
      email: 'ADA@analytical.test',
      company: { domain: 'analytical.test' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ outcome: 'updated', changedFields: ['lastName'] });
    const [count] = await context.database.query<{ value: number }>(
      `select count(*)::int as value from people where lower(email) = 'ada@analytical.test'`,
    );
    expect(count?.value).toBe(1);
  });
});

describe('correcting a person as a super-admin', () => {
  it('changes only the fields sent, records before and after in the audit, and re-stamps only their provenance', async () => {
    const { person } = personWithColleagues();
    context.clock.advance(60_000);
    const now = context.clock.now().toISOString();

    const reply = await save({
      id: person.id,
      title: 'Head of Curation',
      email: 'curated@example.test',
      bio: person.bio,
    });

    expect(reply.status).toBe(200);
    expect(reply.body.data.outcome).toBe('updated');
    expect(reply.body.data.changedFields).toEqual(['title', 'email', 'emailStatus']);
    const saved = reply.body.data.person;
    expect(saved).toMatchObject({ title: 'Head of Curation', email: 'curated@example.test', emailStatus: 'unknown' });
    expect(saved.emailCheckedAt).toBeNull();
    const curated = { source: 'curation', verifiedAt: now, curatedBy: adminId };
    expect(saved.provenance.title).toEqual(curated);
    expect(saved.provenance.email).toEqual(curated);
    expect(saved.provenance.company).toEqual(person.provenance.company);
    expect(saved.phone).toBe(person.phone);

    const audit = await auditRowsFor(person.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'prospect.person-corrected',
        actor_user_id: adminId,
        details: {
          companyId: person.companyId,
          isNewCompany: false,
          before: { title: person.title, email: person.email, emailStatus: person.emailStatus },
          after: { title: 'Head of Curation', email: 'curated@example.test', emailStatus: 'unknown' },
        },
      }),
    ]);
  });

  it('rewrites the copied company columns of every one of its people when a company field changes', async () => {
    const { company, person } = personWithColleagues();
    const reply = await save({ id: person.id, company: { employeeCount: 7500, industry: 'Curated Industry' } });

    expect(reply.status).toBe(200);
    expect(reply.body.data.changedFields).toEqual(
      expect.arrayContaining(['company.industry', 'company.employeeCount']),
    );
    const copies = await context.database.query<{ industry: string; size_band: string }>(
      'select distinct industry, size_band from people where company_id = $1',
      [company.id],
    );
    expect(copies).toEqual([{ industry: 'Curated Industry', size_band: '5001-10000' }]);
  });

  it('answers 200 "unchanged" and writes no audit row when nothing differs', async () => {
    const { person } = personWithColleagues();
    const before = await auditRowsFor(person.id);
    const reply = await save({ id: person.id, title: 'Head of Curation' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ outcome: 'unchanged', changedFields: [] });
    expect(await auditRowsFor(person.id)).toEqual(before);
  });

  it('moves a person to another company, creating it when needed', async () => {
    const person = batch.people.at(-1);
    if (!person) throw new Error('no generated person');
    const reply = await save({
      id: person.id,
      company: { domain: 'newco.test', name: 'NewCo', industry: 'Software', employeeCount: 3, country: 'US' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.person.company).toMatchObject({ domain: 'newco.test', sizeBand: '1-10' });
    expect(reply.body.data.person.provenance.company).toMatchObject({ source: 'curation', curatedBy: adminId });
    expect(reply.body.data.changedFields).toContain('companyId');
  });
});

describe('what the curation route refuses', () => {
  it('answers 422 naming the field, with every field in issues, and saves nothing', async () => {
    const before = await context.database.query('select count(*)::int as value from people');
    const badValues = await save({
      ...newPerson,
      email: 'not an email',
      company: { ...newPerson.company, employeeCount: -4 },
    });
    expect(badValues.status).toBe(422);
    expect(badValues.body.message).toBe('email: Enter a valid email address');
    expect(badValues.body.issues).toEqual([
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'company.employeeCount', message: 'Enter the number of employees as a whole number from 1' },
    ]);

    const { firstName: _first, ...nameless } = newPerson;
    const missingName = await save({ ...nameless, email: 'someone.else@analytical.test' });
    expect(missingName).toMatchObject({ status: 422, body: { message: 'firstName: Enter a first name' } });

    const newCompany = await save({
      ...newPerson,
      email: 'x@fresh.test',
      company: { domain: 'fresh.test', name: 'Fresh' },
    });
    expect(newCompany.status).toBe(422);
    expect(newCompany.body.message).toBe("company.industry: Enter the company's industry");

    const noCompany = await save({ firstName: 'No', lastName: 'Company', seniority: 'entry', department: 'it' });
    expect(noCompany.body.message).toBe("company.domain: Enter the company's domain, such as acme.com");

    const empty = await save({});
    expect(empty.status).toBe(422);
    expect(empty.body.issues?.map((issue) => issue.path)).toEqual([
      'company.domain',
      'firstName',
      'lastName',
      'seniority',
      'department',
    ]);

    const unknownField = await save({ ...newPerson, isSuperAdmin: true });
    expect(unknownField.status).toBe(400);
    expect(await context.database.query('select count(*)::int as value from people')).toEqual(before);
  });

  it('answers 404 for a person id that exists nowhere', async () => {
    const reply = await save({ id: '00000000-0000-4000-8000-000000000000', title: 'Ghost' });
    expect(reply).toMatchObject({ status: 404, body: { message: 'This person was not found.' } });
  });

  it('is closed to everyone but super-admins: 403 for an owner, 401 without a session', async () => {
    const owner = await context.signup();
    expect((await save(newPerson, owner.accessToken)).status).toBe(403);
    const search = await context.call('GET', '/api/v1/sadmin/contacts/people?q=ada', { token: owner.accessToken });
    expect(search.status).toBe(403);
    expect((await context.call('POST', '/api/v1/sadmin/contacts/people', { body: newPerson })).status).toBe(401);
  });
});

describe('finding people to curate', () => {
  const find = (q: string) =>
    context.call<{ data: CuratedPerson[] }>('GET', `/api/v1/sadmin/contacts/people?q=${encodeURIComponent(q)}`, {
      token: adminToken,
    });

  it('finds a person by email in any case, by id, and by words of their name', async () => {
    const byEmail = await find('ADA@ANALYTICAL.TEST');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.map((person) => person.fullName)).toEqual(['Ada King']);
    const id = byEmail.body.data[0]?.id ?? '';
    expect((await find(id)).body.data.map((person) => person.email)).toEqual(['ada@analytical.test']);
    expect((await find('ada kin')).body.data.map((person) => person.id)).toEqual([id]);
    expect((await find('nobody@nowhere.test')).body.data).toEqual([]);
    expect((await find('?!')).body.data).toEqual([]);
  });
});
