import { describe, expect, it } from 'vitest';
import { call, serveMockLayer } from './test-server.ts';
import type { DemoAuthReply, DemoRegisterError, ErrorReply, MessageReply } from './types.ts';

serveMockLayer();

describe('demo sign-in pages', () => {
  it('signs in the admin and the client demo users with their abilities', async () => {
    const admin = await call<DemoAuthReply>('POST', '/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(admin.status).toBe(200);
    expect(admin.body.userData).toMatchObject({ role: 'admin', ability: [{ action: 'manage', subject: 'all' }] });
    expect(admin.body.userData).not.toHaveProperty('password');
    expect(admin.body.accessToken).toEqual(expect.any(String));
    const client = await call<DemoAuthReply>('POST', '/jwt/login', { email: 'client@demo.com', password: 'client' });
    expect(client.body.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  it("answers 'Email or Password is Invalid' for bad credentials", async () => {
    const wrong = await call<ErrorReply>('POST', '/jwt/login', { email: 'admin@demo.com', password: 'nope' });
    expect(wrong).toEqual({ status: 400, body: { message: 'Email or Password is Invalid' } });
  });

  it('registers a new user, refusing a taken email or username', async () => {
    const taken = await call<DemoRegisterError>('POST', '/jwt/register', {
      username: 'johndoe',
      email: 'admin@demo.com',
      password: 'secret1',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({
      email: 'This email is already in use.',
      username: 'This username is already in use.',
    });
    const user = await call<DemoRegisterError>('POST', '/jwt/register', {
      username: 'JANEDOE',
      email: 'new@demo.com',
      password: 'secret1',
    });
    expect(user.body.message).toBe('This username is already in use.');
    const created = await call<DemoAuthReply>('POST', '/jwt/register', {
      username: 'ada',
      email: 'ada@demo.com',
      password: 'secret1',
    });
    expect(created.status).toBe(201);
    expect(created.body.userData).toMatchObject({ username: 'ada', role: 'client' });
    const login = await call<DemoAuthReply>('POST', '/jwt/login', { email: 'ada@demo.com', password: 'secret1' });
    expect(login.status).toBe(200);
  });

  it('answers forgot-password, reset-password, verify-email and two-steps', async () => {
    expect((await call<MessageReply>('POST', '/jwt/forgot-password', { email: 'ada@demo.com' })).status).toBe(200);
    expect((await call('POST', '/jwt/forgot-password', { email: 'nope' })).status).toBe(400);
    expect(
      (await call('POST', '/jwt/reset-password', { password: 'long-enough', confirmPassword: 'long-enough' })).status,
    ).toBe(200);
    expect(
      (await call<ErrorReply>('POST', '/jwt/reset-password', { password: 'long-enough', confirmPassword: 'other' }))
        .body.message,
    ).toBe('The passwords do not match');
    expect((await call('POST', '/jwt/verify-email', { email: 'ada@demo.com' })).status).toBe(200);
    expect((await call('POST', '/jwt/two-steps', { code: '482913' })).status).toBe(200);
    expect((await call('POST', '/jwt/two-steps', { code: '12a' })).status).toBe(400);
    expect((await call('POST', '/jwt/two-steps', { code: '000000' })).status).toBe(400);
  });
});
