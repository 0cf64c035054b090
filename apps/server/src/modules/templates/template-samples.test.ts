import type { CustomField, EmailTemplate, LoginReply, RenderedSamples, Signature } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { demoOwner, seedDemoOrganisation } from '../../seed.ts';
import { seedPeople } from '../contacts/contacts-test-support.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('the demo organisation’s templates', () => {
  it('come with custom fields and a default signature, pass the field check and render for prospects', async () => {
    await seedPeople(context, 3, 'demo-templates');
    expect(await seedDemoOrganisation(context.db, { NODE_ENV: 'development' })).toEqual(demoOwner);
    const login = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: demoOwner.email, password: demoOwner.password },
    });
    const token = login.body.accessToken;

    const templates = await context.call<{ data: EmailTemplate[]; folders: string[] }>('GET', '/api/v1/emailtemplate', {
      token,
    });
    expect(templates.body.data.map((template) => template.name).sort()).toEqual([
      'Break-up',
      'First touch',
      'News follow-up',
    ]);
    expect(templates.body.folders).toEqual(['Follow-ups', 'Outbound']);
    const fields = await context.call<{ data: CustomField[] }>('GET', '/api/v1/organisation/customfields', { token });
    expect(fields.body.data.map((field) => [field.key, field.usedBy])).toEqual([
      ['case_study', 1],
      ['meeting_link', 1],
      ['offer', 2],
    ]);
    const signatures = await context.call<{ data: Signature[] }>('GET', '/api/v1/organisation/customsignatures', {
      token,
    });
    expect(signatures.body.data).toMatchObject([{ scope: 'organisation', isDefault: true }]);

    for (const template of templates.body.data) {
      const samples = await context.call<{ data: RenderedSamples }>(
        'GET',
        `/api/v1/emailtemplate/contactsamples?templateId=${template.id}`,
        { token },
      );
      expect(samples.status).toBe(200);
      expect(samples.body.data.samples).toHaveLength(3);
      for (const sample of samples.body.data.samples) {
        expect(sample.html).toContain('The Demo Company team');
        expect(sample.html).not.toContain('{{');
      }
    }
  });
});
