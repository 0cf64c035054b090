import type { CampaignDetail, CsvProspect, LoginReply, Mailbox, SaveCampaignBody } from '@leadpilot/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The demo organisation's outreach, made through the public API as its owner, exactly as a rep
 * would: a sandbox mailbox (nothing leaves Leadpilot) and a launched campaign to eight prospects that
 * sends on every day at any hour, so its first emails go out in the minutes after the first start.
 * They land in Sandbox mail, where "Answer as the prospect" brings replies into the inbox.
 */

export const demoSender = { email: 'dana@demo.leadpilot.test', senderName: 'Dana Demo' };
export const demoCampaignName = 'Sales leaders: winter outreach';

/** Eight sales leaders at made-up companies (the `.example` domains can never receive mail). */
const prospectRows: [string, string, string, string, string, string, string][] = [
  ['maya.chen@northwind.example', 'Maya', 'Chen', 'Northwind Analytics', 'VP Sales', 'America/Los_Angeles', 'US'],
  [
    'liam.oconnor@brightpath.example',
    'Liam',
    "O'Connor",
    'Brightpath Logistics',
    'Head of Sales',
    'Europe/Dublin',
    'IE',
  ],
  ['sofia.rossi@tessera.example', 'Sofia', 'Rossi', 'Tessera Cloud', 'Sales Director', 'Europe/Rome', 'IT'],
  [
    'noah.williams@quillstack.example',
    'Noah',
    'Williams',
    'Quillstack',
    'Chief Revenue Officer',
    'America/New_York',
    'US',
  ],
  ['aisha.khan@lumenforge.example', 'Aisha', 'Khan', 'Lumenforge', 'Head of Growth', 'Europe/London', 'GB'],
  [
    'lucas.martin@verdant.example',
    'Lucas',
    'Martin',
    'Verdant Systems',
    'VP Business Development',
    'Europe/Paris',
    'FR',
  ],
  ['priya.nair@orbitly.example', 'Priya', 'Nair', 'Orbitly', 'Sales Manager', 'Asia/Kolkata', 'IN'],
  ['ben.fischer@kestrel.example', 'Ben', 'Fischer', 'Kestrel Robotics', 'Director of Sales', 'Europe/Berlin', 'DE'],
];
export const demoProspects: CsvProspect[] = prospectRows.map(
  ([email, firstName, lastName, company, title, timeZone, country]) => ({
    email,
    firstName,
    lastName,
    company,
    title,
    timeZone,
    country,
  }),
);

const steps: SaveCampaignBody['steps'] = [
  {
    kind: 'email',
    variants: [
      {
        label: 'A',
        subject: 'Quick question, {{ first_name }}',
        bodyHtml:
          '<p>Hi {{ first_name }},</p><p>Sales teams like {{ company_name }} spend hours finding the right people before a single email goes out. Leadpilot finds them, writes to them and books the meetings.</p><p>Worth a 15-minute look next week?</p>{{ signature }}',
      },
      {
        label: 'B',
        subject: 'An idea for {{ company_name }}',
        bodyHtml:
          '<p>Hello {{ first_name }},</p><p>One idea for {{ company_name }}: let an AI assistant handle the first touch and the follow-ups, and keep your reps on the calls that close.</p><p>Open to comparing notes?</p>{{ signature }}',
      },
    ],
  },
  { kind: 'wait', waitDays: 2 },
  {
    kind: 'email',
    variants: [
      {
        label: 'A',
        bodyHtml:
          '<p>Hi {{ first_name }}, following up on my note. If finding and reaching buyers is on your list this quarter, I can show you how other sales leaders do it in 15 minutes.</p>{{ signature }}',
      },
    ],
  },
];

async function call<T>(app: FastifyInstance, url: string, body: unknown, token?: string): Promise<T> {
  const reply = await app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: { 'user-agent': 'Leadpilot demo setup', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (reply.statusCode !== 200)
    throw new Error(`The demo outreach seed failed at ${url}: ${reply.statusCode} ${reply.body}`);
  return reply.json() as T;
}

/** Adds the demo organisation's mailbox and launched campaign; answers their ids. */
export async function seedDemoOutreach(app: FastifyInstance, owner: { email: string; password: string }) {
  const { accessToken } = await call<LoginReply>(app, '/api/v1/login', {
    email: owner.email,
    password: owner.password,
  });
  const mailbox = await call<{ data: Mailbox }>(
    app,
    '/api/v1/organisation/emails',
    { kind: 'sandbox', ...demoSender },
    accessToken,
  );
  const draft = await call<{ data: CampaignDetail }>(
    app,
    '/api/v1/campaign',
    {
      name: demoCampaignName,
      steps,
      mailboxIds: [mailbox.data.id],
      audience: { csv: demoProspects },
      settings: {
        // Every day, all day, in each prospect's zone: the demo sends whatever the hour of its first start.
        schedule: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59', skipHolidays: false },
        limits: { minGapSeconds: 60 },
      },
    } satisfies SaveCampaignBody,
    accessToken,
  );
  await call(app, '/api/v1/campaign/launch', { id: draft.data.id }, accessToken);
  // The setup's own session ends: the owner's list of signed-in devices starts empty.
  await call(app, '/api/v1/auth/logout', {}, accessToken);
  return { mailboxId: mailbox.data.id, campaignId: draft.data.id };
}
