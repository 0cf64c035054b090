import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness.ts';
import { launchableDraft, transition } from './campaigns-test-support.ts';

/** Each engine pass the app asked for, as the runtime's queue would receive it. */
const wakeUps: string[] = [];
const context = await createTestContext({
  wakeSending: async () => {
    wakeUps.push('pass');
  },
});
afterAll(() => context.close());
const owner = await context.signup();

describe('starting to send at once', () => {
  it('asks for an engine pass when a campaign launches or resumes running, not when it pauses or waits for its start date', async () => {
    const running = await launchableDraft(context, owner);
    expect((await transition(context, owner, 'launch', { id: running.id })).status).toBe(200);
    expect(wakeUps).toHaveLength(1);
    expect((await transition(context, owner, 'pause', { id: running.id })).status).toBe(200);
    expect(wakeUps).toHaveLength(1);
    expect((await transition(context, owner, 'resume', { id: running.id })).status).toBe(200);
    expect(wakeUps).toHaveLength(2);

    const later = await launchableDraft(context, owner, { settings: { schedule: { startDate: '2099-01-04' } } });
    const launched = await transition(context, owner, 'launch', { id: later.id });
    expect(launched.status).toBe(200);
    expect(launched.body.message).toMatch(/scheduled to start 2099-01-04/);
    expect(wakeUps).toHaveLength(2);
  });

  it('launches even when the queue cannot take the wake-up (the next minute’s pass sends)', async () => {
    const failing = await createTestContext({
      wakeSending: () => Promise.reject(new Error('queue down')),
    });
    try {
      const other = await failing.signup();
      const draft = await launchableDraft(failing, other);
      const launched = await transition(failing, other, 'launch', { id: draft.id });
      expect(launched.status).toBe(200);
      expect(launched.body.data).toMatchObject({ campaign: { status: 'running' } });
    } finally {
      await failing.close();
    }
  });
});
