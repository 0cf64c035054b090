import type { LoginReply } from '@leadpilot/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

/**
 * Model-based test of sessions: random interleavings of sign-in, refresh (current and stale
 * tokens), sign-out, sign-out everywhere, password change, deactivation and reactivation on two
 * devices; after every step the real service must agree with a small model of which sessions live.
 */
type Device = 'laptop' | 'phone';

interface Model {
  active: boolean;
  sessions: Record<Device, boolean>;
}

interface Real {
  context: TestContext;
  ownerToken: string;
  userId: string;
  email: string;
  password: string;
  devices: Record<Device, { access: string; refresh: string; stale: string | null } | null>;
}

let context: TestContext;
let ownerToken: string;

beforeAll(async () => {
  context = await createTestContext();
  ownerToken = (await context.signup()).accessToken;
});
afterAll(() => context.close());

const expectStatus = (actual: number, expected: number, what: string) => expect(actual, what).toBe(expected);

async function checkAccess(model: Model, real: Real, device: Device) {
  const tokens = real.devices[device];
  if (!tokens) return;
  const response = await real.context.call('GET', '/api/v1/users', { token: tokens.access });
  expectStatus(response.status, model.active && model.sessions[device] ? 200 : 401, `${device} access`);
}

class SignIn implements fc.AsyncCommand<Model, Real> {
  readonly device: Device;

  constructor(device: Device) {
    this.device = device;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const response = await real.context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: real.email, password: real.password },
    });
    expectStatus(response.status, model.active ? 200 : 400, 'sign in');
    if (model.active) {
      model.sessions[this.device] = true;
      real.devices[this.device] = {
        access: response.body.accessToken,
        refresh: response.body.refreshToken,
        stale: null,
      };
    }
  }
  toString = () => `signIn(${this.device})`;
}

class Refresh implements fc.AsyncCommand<Model, Real> {
  readonly device: Device;
  readonly stale: boolean;

  constructor(device: Device, stale: boolean) {
    this.device = device;
    this.stale = stale;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const tokens = real.devices[this.device];
    const presented = this.stale ? tokens?.stale : tokens?.refresh;
    if (!tokens || !presented) return;
    if (this.stale) real.context.clock.advance(11_000);
    const response = await real.context.call<LoginReply>('POST', '/api/v1/auth/refresh', {
      body: { refreshToken: presented },
    });
    if (this.stale) {
      expectStatus(response.status, 401, 'stale refresh');
      model.sessions[this.device] = false;
    } else {
      expectStatus(response.status, model.active && model.sessions[this.device] ? 200 : 401, 'refresh');
      if (response.status === 200) {
        real.devices[this.device] = {
          access: response.body.accessToken,
          refresh: response.body.refreshToken,
          stale: presented,
        };
      }
    }
    await checkAccess(model, real, this.device);
  }
  toString = () => `refresh(${this.device}${this.stale ? ', stale' : ''})`;
}

class SignOut implements fc.AsyncCommand<Model, Real> {
  readonly device: Device;
  readonly everywhere: boolean;

  constructor(device: Device, everywhere: boolean) {
    this.device = device;
    this.everywhere = everywhere;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const tokens = real.devices[this.device];
    if (!tokens) return;
    const response = await real.context.call('POST', '/api/v1/auth/logout', {
      token: tokens.access,
      body: { everywhere: this.everywhere },
    });
    const alive = model.active && model.sessions[this.device];
    expectStatus(response.status, alive ? 200 : 401, 'sign out');
    if (alive) {
      if (this.everywhere) model.sessions = { laptop: false, phone: false };
      else model.sessions[this.device] = false;
    }
    await checkAccess(model, real, 'laptop');
    await checkAccess(model, real, 'phone');
  }
  toString = () => `signOut(${this.device}${this.everywhere ? ', everywhere' : ''})`;
}

class ChangePassword implements fc.AsyncCommand<Model, Real> {
  readonly device: Device;

  constructor(device: Device) {
    this.device = device;
  }
  check = () => true;
  async run(model: Model, real: Real) {
    const tokens = real.devices[this.device];
    if (!tokens) return;
    const newPassword = `${real.password.slice(0, 20)} next ${Math.random().toString(36).slice(2, 8)}`;
    const response = await real.context.call('POST', '/api/v1/users/password', {
      token: tokens.access,
      body: { currentPassword: real.password, newPassword },
    });
    const alive = model.active && model.sessions[this.device];
    expectStatus(response.status, alive ? 200 : 401, 'password change');
    if (alive) {
      real.password = newPassword;
      const other: Device = this.device === 'laptop' ? 'phone' : 'laptop';
      model.sessions[other] = false;
    }
    await checkAccess(model, real, 'laptop');
    await checkAccess(model, real, 'phone');
  }
  toString = () => `changePassword(${this.device})`;
}

class SetActive implements fc.AsyncCommand<Model, Real> {
  readonly active: boolean;

  constructor(active: boolean) {
    this.active = active;
  }
  check = (model: Readonly<Model>) => model.active !== this.active;
  async run(model: Model, real: Real) {
    const path = this.active ? 'reactivate' : 'deactivate';
    const response = await real.context.call('POST', `/api/v1/users/teams/${path}`, {
      token: real.ownerToken,
      body: { userId: real.userId },
    });
    expectStatus(response.status, 200, path);
    model.active = this.active;
    if (!this.active) model.sessions = { laptop: false, phone: false };
    await checkAccess(model, real, 'laptop');
    await checkAccess(model, real, 'phone');
  }
  toString = () => (this.active ? 'reactivate' : 'deactivate');
}

const device = fc.constantFrom<Device>('laptop', 'phone');
const commands = fc.commands(
  [
    device.map((d) => new SignIn(d)),
    fc.tuple(device, fc.boolean()).map(([d, stale]) => new Refresh(d, stale)),
    fc.tuple(device, fc.boolean()).map(([d, everywhere]) => new SignOut(d, everywhere)),
    device.map((d) => new ChangePassword(d)),
    fc.boolean().map((active) => new SetActive(active)),
  ],
  { maxCommands: 30 },
);

describe('sessions agree with their model', () => {
  it('under random interleavings of sign-in, refresh, reuse, sign-out, password change and deactivation', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (generated) => {
        const member = await context.addMember(ownerToken);
        const real: Real = {
          context,
          ownerToken,
          userId: member.userData.id,
          email: member.email,
          password: member.password,
          devices: { laptop: { access: member.accessToken, refresh: member.refreshToken, stale: null }, phone: null },
        };
        const model: Model = { active: true, sessions: { laptop: true, phone: false } };
        await fc.asyncModelRun(() => ({ model, real }), generated);
      }),
      { numRuns: Number(process.env.MODEL_RUNS ?? 200) },
    );
  }, 300_000);
});
