import { HttpResponse, http } from 'msw';
import { db } from '../db.ts';
import { abilitiesOf, type DemoAccount } from '../fixtures/auth-data.ts';
import { randomText } from '../fixtures/helpers.ts';
import type { DemoAuthReply, DemoRegisterError, MessageReply } from '../types.ts';
import { badRequest, nextId, readBody } from './http-utils.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The signed-in reply: the account without its password, and demo tokens (not real JWTs). */
function authReply({ password: _password, ...userData }: DemoAccount): DemoAuthReply {
  return {
    userData,
    accessToken: `demo-access-${randomText(32)}`,
    refreshToken: `demo-refresh-${randomText(32)}`,
  };
}

function message(text: string) {
  return HttpResponse.json<MessageReply>({ message: text });
}

/** The template's demo sign-in pages (own design; see README.md). They never touch the product's session. */
export const authHandlers = [
  http.post('/jwt/login', async ({ request }) => {
    const body = await readBody(request);
    const email = text(body.email).toLowerCase();
    const account = db().accounts.find((item) => item.email === email && item.password === body.password);
    return account ? HttpResponse.json<DemoAuthReply>(authReply(account)) : badRequest('Email or Password is Invalid');
  }),

  http.post('/jwt/register', async ({ request }) => {
    const body = await readBody(request);
    const username = text(body.username);
    const email = text(body.email).toLowerCase();
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username || !emailPattern.test(email) || password.length < 6) {
      return badRequest('Enter a username, a valid email and a password of at least 6 characters');
    }
    const errors: DemoRegisterError['errors'] = {};
    if (db().accounts.some((item) => item.email === email)) errors.email = 'This email is already in use.';
    if (db().accounts.some((item) => item.username.toLowerCase() === username.toLowerCase())) {
      errors.username = 'This username is already in use.';
    }
    const first = errors.email ?? errors.username;
    if (first) return HttpResponse.json<DemoRegisterError>({ message: first, errors }, { status: 400 });
    const account: DemoAccount = {
      id: nextId(db().accounts),
      fullName: username,
      username,
      password,
      avatar: '',
      email,
      role: 'client',
      ability: abilitiesOf.client,
    };
    db().accounts.push(account);
    return HttpResponse.json<DemoAuthReply>(authReply(account), { status: 201 });
  }),

  http.post('/jwt/forgot-password', async ({ request }) => {
    const email = text((await readBody(request)).email);
    if (!emailPattern.test(email)) return badRequest('Enter a valid email');
    return message(`If ${email} has an account, a reset link is on its way.`);
  }),

  http.post('/jwt/reset-password', async ({ request }) => {
    const body = await readBody(request);
    const password = typeof body.password === 'string' ? body.password : '';
    if (password.length < 8) return badRequest('The password needs at least 8 characters');
    if (password !== body.confirmPassword) return badRequest('The passwords do not match');
    return message('Your password has been reset.');
  }),

  http.post('/jwt/verify-email', async ({ request }) => {
    const email = text((await readBody(request)).email);
    if (!emailPattern.test(email)) return badRequest('Enter a valid email');
    return message(`A new verification link was sent to ${email}.`);
  }),

  http.post('/jwt/two-steps', async ({ request }) => {
    const code = text((await readBody(request)).code);
    if (!/^\d{6}$/.test(code)) return badRequest('Enter the 6-digit code');
    if (code === '000000') return badRequest('The code is invalid or expired');
    return message('Verified. Welcome back!');
  }),
];
