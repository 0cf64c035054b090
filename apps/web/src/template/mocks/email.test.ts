import { describe, expect, it } from 'vitest';
import { call, get, serveMockLayer } from './test-server.ts';
import type { EmailDetail, EmailsReply, ErrorReply, SendEmailReply, UpdateEmailsReply } from './types.ts';

serveMockLayer();

const isNewestFirst = (emails: { time: string }[]) =>
  emails.every((email, index) => index === 0 || (emails[index - 1]?.time ?? '') >= email.time);

describe('GET /apps/email/emails', () => {
  it('shows the inbox by default, newest first', async () => {
    const { status, body } = await get<EmailsReply>('/apps/email/emails');
    expect(status).toBe(200);
    expect(body.emails.length).toBeGreaterThan(10);
    expect(body.emails.every((email) => email.folder === 'inbox')).toBe(true);
    expect(isNewestFirst(body.emails)).toBe(true);
  });

  it('holds about 50 emails across the five folders, with labels', async () => {
    const folders = ['inbox', 'draft', 'spam', 'sent', 'trash'];
    const lists = await Promise.all(folders.map((folder) => get<EmailsReply>(`/apps/email/emails?folder=${folder}`)));
    const all = lists.flatMap(({ body }) => body.emails);
    expect(all.length).toBeGreaterThanOrEqual(45);
    lists.forEach(({ body }, index) => {
      expect(body.emails.length).toBeGreaterThan(0);
      expect(body.emails.every((email) => email.folder === folders[index])).toBe(true);
    });
    expect(new Set(all.flatMap((email) => email.labels))).toEqual(
      new Set(['personal', 'company', 'important', 'private']),
    );
  });

  it('counts unread inbox and spam emails and drafts in emailsMeta', async () => {
    const [inbox, spam, draft, meta] = await Promise.all(
      ['inbox', 'spam', 'draft', 'inbox'].map((folder) => get<EmailsReply>(`/apps/email/emails?folder=${folder}`)),
    );
    expect(meta?.body.emailsMeta).toEqual({
      inbox: inbox?.body.emails.filter((email) => !email.isRead).length,
      spam: spam?.body.emails.filter((email) => !email.isRead).length,
      draft: draft?.body.emails.length,
    });
    expect(meta?.body.emailsMeta.inbox).toBeGreaterThan(0);
  });

  it('shows trash only in the trash folder', async () => {
    const trash = await get<EmailsReply>('/apps/email/emails?folder=trash');
    const trashIds = new Set(trash.body.emails.map((email) => email.id));
    expect(trashIds.size).toBeGreaterThan(0);
    const label = await get<EmailsReply>('/apps/email/emails?label=important');
    expect(label.body.emails.length).toBeGreaterThan(0);
    expect(label.body.emails.some((email) => trashIds.has(email.id))).toBe(false);
    expect(label.body.emails.every((email) => email.labels.includes('important'))).toBe(true);
  });

  it('the starred view shows starred emails from every folder but trash', async () => {
    const { body } = await get<EmailsReply>('/apps/email/emails?folder=starred');
    expect(body.emails.length).toBeGreaterThan(0);
    expect(body.emails.every((email) => email.isStarred && email.folder !== 'trash')).toBe(true);
    expect(new Set(body.emails.map((email) => email.folder)).size).toBeGreaterThan(1);
  });

  it('searches sender name or subject, case-insensitively', async () => {
    const inbox = await get<EmailsReply>('/apps/email/emails');
    const sample = inbox.body.emails[3];
    const name = sample?.from.name.split(' ')[0]?.toUpperCase() ?? '';
    const byName = await get<EmailsReply>(`/apps/email/emails?q=${encodeURIComponent(name)}`);
    expect(byName.body.emails.map((email) => email.id)).toContain(sample?.id);
    const word = 'FOLLOW-UP';
    const bySubject = await get<EmailsReply>(`/apps/email/emails?q=${word}&folder=inbox`);
    const expected = inbox.body.emails.filter(
      (email) =>
        email.subject.toLowerCase().includes('follow-up') || email.from.name.toLowerCase().includes('follow-up'),
    );
    expect(bySubject.body.emails.map((email) => email.id)).toEqual(expected.map((email) => email.id));
  });
});

describe('POST /apps/email/update-emails', () => {
  it('sets the given fields on the chosen emails, and the next list shows it', async () => {
    const inbox = await get<EmailsReply>('/apps/email/emails');
    const ids = inbox.body.emails.slice(0, 2).map((email) => email.id);
    const { status, body } = await call<UpdateEmailsReply>('POST', '/apps/email/update-emails', {
      emailIds: ids,
      dataToUpdate: { folder: 'trash', isRead: true },
    });
    expect(status).toBe(200);
    expect(body.emails.map((email) => [email.id, email.folder, email.isRead])).toEqual(
      ids.map((id) => [id, 'trash', true]),
    );
    const trash = await get<EmailsReply>('/apps/email/emails?folder=trash');
    expect(trash.body.emails.map((email) => email.id)).toEqual(expect.arrayContaining(ids));
    const after = await get<EmailsReply>('/apps/email/emails');
    expect(after.body.emails.some((email) => ids.includes(email.id))).toBe(false);
  });

  it('stars an email', async () => {
    const inbox = await get<EmailsReply>('/apps/email/emails');
    const target = inbox.body.emails.find((email) => !email.isStarred);
    await call('POST', '/apps/email/update-emails', { emailIds: [target?.id], dataToUpdate: { isStarred: true } });
    const starred = await get<EmailsReply>('/apps/email/emails?folder=starred');
    expect(starred.body.emails.map((email) => email.id)).toContain(target?.id);
  });
});

describe('POST /apps/email/update-emails, any field', () => {
  it('sets any field of the chosen emails but id, and the email reads back with it', async () => {
    const inbox = await get<EmailsReply>('/apps/email/emails');
    const [first, second] = inbox.body.emails;
    const dataToUpdate = {
      id: 999_999,
      subject: 'Renamed thread',
      labels: ['private'],
      cc: ['copy@example.test'],
      isStarred: true,
    };
    const { status, body } = await call<UpdateEmailsReply>('POST', '/apps/email/update-emails', {
      emailIds: [first?.id, second?.id],
      dataToUpdate,
    });
    expect(status).toBe(200);
    expect(body.emails.map((email) => [email.id, email.subject, email.labels, email.cc, email.isStarred])).toEqual([
      [first?.id, 'Renamed thread', ['private'], ['copy@example.test'], true],
      [second?.id, 'Renamed thread', ['private'], ['copy@example.test'], true],
    ]);
    const read = await get<EmailDetail>(`/apps/email/get-email?id=${first?.id}`);
    expect(read.body).toMatchObject({ id: first?.id, subject: 'Renamed thread', labels: ['private'] });
    const missing = await get<ErrorReply>('/apps/email/get-email?id=999999');
    expect(missing.status).toBe(404);
  });

  it('refuses an unknown folder with a message, changing nothing', async () => {
    const inbox = await get<EmailsReply>('/apps/email/emails');
    const target = inbox.body.emails[0];
    const { status, body } = await call<ErrorReply>('POST', '/apps/email/update-emails', {
      emailIds: [target?.id],
      dataToUpdate: { folder: 'archive', subject: 'Not applied' },
    });
    expect(status).toBe(400);
    expect(body.message).toContain('archive');
    const read = await get<EmailDetail>(`/apps/email/get-email?id=${target?.id}`);
    expect(read.body.subject).toBe(target?.subject);
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('adds a label that is absent and removes one that is present', async () => {
    const inbox = await get<EmailsReply>('/apps/email/emails');
    const without = inbox.body.emails.find((email) => !email.labels.includes('private'));
    const withLabel = inbox.body.emails.find((email) => email.labels.includes('private'));
    const { body } = await call<UpdateEmailsReply>('POST', '/apps/email/update-emails-label', {
      emailIds: [without?.id, withLabel?.id],
      label: 'private',
    });
    expect(body.emails.find((email) => email.id === without?.id)?.labels).toContain('private');
    expect(body.emails.find((email) => email.id === withLabel?.id)?.labels).not.toContain('private');
  });
});

describe('GET /apps/email/get-email and paginate-email', () => {
  it('returns an email with its neighbours, or 404', async () => {
    const inbox = await get<EmailsReply>('/apps/email/emails');
    const [first, second] = inbox.body.emails;
    const { status, body } = await get<EmailDetail>(`/apps/email/get-email?id=${first?.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: first?.id, subject: first?.subject, hasPreviousMail: false, hasNextMail: true });
    const middle = await get<EmailDetail>(`/apps/email/get-email?id=${second?.id}`);
    expect(middle.body).toMatchObject({ hasPreviousMail: true, hasNextMail: true });
    const missing = await get<ErrorReply>('/apps/email/get-email?id=99999');
    expect(missing.status).toBe(404);
  });

  it('steps to the next and previous email of the folder, and 404 past the ends', async () => {
    const inbox = await get<EmailsReply>('/apps/email/emails');
    const emails = inbox.body.emails;
    const next = await get<EmailDetail>(`/apps/email/paginate-email?dir=next&emailId=${emails[0]?.id}`);
    expect(next.body.id).toBe(emails[1]?.id);
    const previous = await get<EmailDetail>(`/apps/email/paginate-email?dir=previous&emailId=${emails[1]?.id}`);
    expect(previous.body.id).toBe(emails[0]?.id);
    const last = emails.at(-1);
    const beyond = await get<ErrorReply>(`/apps/email/paginate-email?dir=next&emailId=${last?.id}`);
    expect(beyond.status).toBe(404);
    const lastDetail = await get<EmailDetail>(`/apps/email/get-email?id=${last?.id}`);
    expect(lastDetail.body.hasNextMail).toBe(false);
    const before = await get<ErrorReply>(`/apps/email/paginate-email?dir=previous&emailId=${emails[0]?.id}`);
    expect(before.status).toBe(404);
    expect((await get<ErrorReply>('/apps/email/paginate-email?dir=next&emailId=99999')).status).toBe(404);
  });
});

describe('POST /apps/email/send-email', () => {
  it('files a sent email first in sent, and a draft in draft', async () => {
    const sent = await call<SendEmailReply>('POST', '/apps/email/send-email', {
      to: ['ada@example.com'],
      subject: 'Hello there',
      message: '<p>Hi</p>',
    });
    expect(sent.status).toBe(201);
    const list = await get<EmailsReply>('/apps/email/emails?folder=sent');
    expect(list.body.emails[0]).toMatchObject({ id: sent.body.email.id, subject: 'Hello there' });
    const draft = await call<SendEmailReply>('POST', '/apps/email/send-email', {
      to: [],
      subject: 'Later',
      message: '',
      isDraft: true,
    });
    expect(draft.body.email.folder).toBe('draft');
    const refused = await call<ErrorReply>('POST', '/apps/email/send-email', { to: [], subject: 'x', message: '' });
    expect(refused.status).toBe(400);
  });
});
