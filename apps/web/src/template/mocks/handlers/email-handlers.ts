import { HttpResponse, http } from 'msw';
import { fixture } from '../db.ts';
import { demoPerson } from '../fixtures/demo-person.ts';
import type { Email, EmailDetail, EmailLabel, EmailsReply, SendEmailReply, UpdateEmailsReply } from '../types.ts';
import { badRequest, idOf, matchesText, nextId, notFound, queryOf, readBody, searchText } from './http-utils.ts';

const folders: readonly string[] = ['inbox', 'draft', 'spam', 'sent', 'trash'];
const labels: readonly string[] = ['personal', 'company', 'important', 'private'];

function newestFirst(emails: Email[]): Email[] {
  return [...emails].sort((a, b) => b.time.localeCompare(a.time));
}

/**
 * Whether an email belongs to a view: trash shows only trash, every other view excludes it;
 * 'starred' shows starred emails; a label alone spans every folder but trash.
 */
function isInView(email: Email, folder: string | null, label: string | null): boolean {
  if (folder === 'trash') return email.folder === 'trash' && (!label || email.labels.includes(label as EmailLabel));
  if (email.folder === 'trash') return false;
  if (label && !email.labels.includes(label as EmailLabel)) return false;
  if (folder === 'starred') return email.isStarred;
  return email.folder === (folder ?? (label ? email.folder : 'inbox'));
}

function emailsMeta(emails: Email[]) {
  const count = (predicate: (email: Email) => boolean) => emails.filter(predicate).length;
  return {
    inbox: count((email) => email.folder === 'inbox' && !email.isRead),
    spam: count((email) => email.folder === 'spam' && !email.isRead),
    draft: count((email) => email.folder === 'draft'),
  };
}

/** An email with its neighbours in its own folder, newest first. */
function withNeighbours(emails: Email[], email: Email): EmailDetail {
  const siblings = folderList(emails, email);
  const index = siblings.findIndex((sibling) => sibling.id === email.id);
  return { ...email, hasPreviousMail: index > 0, hasNextMail: index < siblings.length - 1 };
}

function folderList(emails: Email[], email: Email): Email[] {
  return newestFirst(emails.filter((sibling) => sibling.folder === email.folder));
}

/** The emails with the given ids, in the order of the ids; unknown ids are skipped. */
function findEmails(emails: Email[], ids: unknown): Email[] {
  const list = Array.isArray(ids) ? ids.map(idOf) : [];
  return list.flatMap((id) => emails.find((email) => email.id === id) ?? []);
}

/** Keys a body may never set on a stored email: its id, and keys that would reach its prototype. */
const fixedKeys = new Set(['id', '__proto__', 'constructor', 'prototype']);

/** The fields to set on each chosen email: any field but `id`; a folder must be one of the five. */
function updatableFields(data: unknown): { fields: Partial<Omit<Email, 'id'>> } | { refused: string } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { refused: 'dataToUpdate must be an object of the fields to set.' };
  }
  const fields = Object.fromEntries(Object.entries(data).filter(([key]) => !fixedKeys.has(key)));
  if ('folder' in fields && !folders.includes(String(fields.folder))) {
    return { refused: `Unknown folder: ${String(fields.folder)}` };
  }
  return { fields: fields as Partial<Omit<Email, 'id'>> };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

/** The email app (spec section 7), plus send-email for the compose dialog. */
export const emailHandlers = [
  http.get('/apps/email/emails', async ({ request }) => {
    const all = (await fixture('email')).emails;
    const params = queryOf(request);
    const query = searchText(params);
    const folder = params.get('folder') || null;
    const label = params.get('label') || null;
    const emails = all.filter(
      (email) => isInView(email, folder, label) && matchesText(query, [email.from.name, email.subject]),
    );
    return HttpResponse.json<EmailsReply>({ emails: newestFirst(emails), emailsMeta: emailsMeta(all) });
  }),

  http.post('/apps/email/update-emails', async ({ request }) => {
    const body = await readBody(request);
    const update = updatableFields(body.dataToUpdate);
    if ('refused' in update) return badRequest(update.refused);
    const emails = findEmails((await fixture('email')).emails, body.emailIds);
    for (const email of emails) Object.assign(email, update.fields);
    return HttpResponse.json<UpdateEmailsReply>({ emails });
  }),

  http.post('/apps/email/update-emails-label', async ({ request }) => {
    const body = await readBody(request);
    const label = String(body.label);
    if (!labels.includes(label)) return badRequest(`Unknown label: ${label}`);
    const emails = findEmails((await fixture('email')).emails, body.emailIds);
    for (const email of emails) {
      const has = email.labels.includes(label as EmailLabel);
      email.labels = has ? email.labels.filter((item) => item !== label) : [...email.labels, label as EmailLabel];
    }
    return HttpResponse.json<UpdateEmailsReply>({ emails });
  }),

  http.get('/apps/email/get-email', async ({ request }) => {
    const { emails } = await fixture('email');
    const id = idOf(queryOf(request).get('id'));
    const email = emails.find((item) => item.id === id);
    return email ? HttpResponse.json<EmailDetail>(withNeighbours(emails, email)) : notFound('Email not found');
  }),

  http.get('/apps/email/paginate-email', async ({ request }) => {
    const { emails } = await fixture('email');
    const params = queryOf(request);
    const id = idOf(params.get('emailId'));
    const current = emails.find((item) => item.id === id);
    if (!current) return notFound('Email not found');
    const siblings = folderList(emails, current);
    const step = params.get('dir') === 'previous' ? -1 : 1;
    const neighbour = siblings[siblings.findIndex((item) => item.id === id) + step];
    return neighbour ? HttpResponse.json<EmailDetail>(withNeighbours(emails, neighbour)) : notFound('No more emails');
  }),

  http.post('/apps/email/send-email', async ({ request }) => {
    const body = await readBody(request);
    const { emails } = await fixture('email');
    const to = stringList(body.to);
    const isDraft = body.isDraft === true;
    if (!isDraft && to.length === 0) return badRequest('Add at least one recipient');
    const email: Email = {
      id: nextId(emails),
      from: { name: demoPerson.fullName, email: demoPerson.email, avatar: demoPerson.avatar },
      to: to.map((address) => ({ name: address.split('@')[0] ?? address, email: address })),
      subject: typeof body.subject === 'string' ? body.subject : '',
      cc: stringList(body.cc),
      bcc: stringList(body.bcc),
      message: typeof body.message === 'string' ? body.message : '',
      attachments: Array.isArray(body.attachments) ? (body.attachments as Email['attachments']) : [],
      isStarred: false,
      labels: [],
      time: new Date().toISOString(),
      replies: [],
      folder: isDraft ? 'draft' : 'sent',
      isRead: true,
    };
    emails.unshift(email);
    return HttpResponse.json<SendEmailReply>({ email }, { status: 201 });
  }),
];
