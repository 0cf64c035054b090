import type { Recording } from '@leadpilot/contracts';
import { describe, expect, it } from 'vitest';
import { audioWithTranscript, toneWav, useRecordingsWorld } from './recordings-test-support.ts';

const world = useRecordingsWorld({ name: 'recordings-delete', organisations: 2 });
const wav = toneWav(2);

/** A recording of the first organisation, with its transcript; its id and the folder of its audio. */
async function uploadedRecording(title: string) {
  const upload = await world.upload({ prospectId: world.prospectId, title }, audioWithTranscript(wav));
  expect(upload.status).toBe(200);
  return { id: upload.body.data.id, folder: `files/recordings/${world.owner.userData.organisation.id}` };
}

const deleteRecording = (id: string, token?: string) =>
  world.context.call('DELETE', `/api/v1/meta/audio/${id}`, token ? { token } : {});

describe('DELETE meta/audio/{id}', () => {
  it('deletes the recording and its audio; deleting it again answers 404', async () => {
    const kept = await uploadedRecording('Kept call');
    const { id, folder } = await uploadedRecording('Deleted call');
    expect(world.filesUnder(folder).sort()).toEqual([`${kept.id}.wav`, `${id}.wav`].sort());

    const deleted = await deleteRecording(id, world.owner.accessToken);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Deleted “Deleted call”.', data: { id } } });
    expect(world.filesUnder(folder)).toEqual([`${kept.id}.wav`]);
    const rows = await world.context.database.query('select 1 from call_recordings where id = $1', [id]);
    expect(rows).toHaveLength(0);
    for (const url of [`/api/v1/meta/audio/${id}`, `/api/v1/meta/audio/${id}/file`]) {
      const answer = await world.context.call('GET', url, { token: world.owner.accessToken });
      expect(answer.status, url).toBe(404);
    }
    const list = await world.context.call<{ data: Recording[] }>('GET', '/api/v1/meta/listaudiotranscribe', {
      token: world.owner.accessToken,
    });
    expect(list.body.data.map((recording) => recording.id)).toEqual([kept.id]);

    const again = await deleteRecording(id, world.owner.accessToken);
    expect(again).toMatchObject({ status: 404, body: { message: expect.stringContaining('recording') } });
  });

  it('answers another organisation 404 as for an id that exists nowhere, and keeps the recording', async () => {
    const { id, folder } = await uploadedRecording('Not theirs');
    const stranger = world.organisation(1).owner.accessToken;
    const theirs = await deleteRecording(id, stranger);
    const nowhere = await deleteRecording('00000000-0000-4000-8000-000000000000', stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(nowhere.body);
    expect(world.filesUnder(folder)).toContain(`${id}.wav`);
    const detail = await world.context.call('GET', `/api/v1/meta/audio/${id}`, { token: world.owner.accessToken });
    expect(detail.status).toBe(200);
  });

  it('asks for a signed-in member, and lets any member of the organisation delete', async () => {
    const { id, folder } = await uploadedRecording('A member deletes');
    const anonymous = await deleteRecording(id);
    expect(anonymous.status).toBe(401);
    expect(world.filesUnder(folder)).toContain(`${id}.wav`);
    const member = await world.context.addMember(world.owner.accessToken, 'member');
    const deleted = await deleteRecording(id, member.accessToken);
    expect(deleted.status).toBe(200);
    expect(world.filesUnder(folder)).not.toContain(`${id}.wav`);
  });

  it('answers 400 for an id that is not one', async () => {
    const answer = await deleteRecording('not-an-id', world.owner.accessToken);
    expect(answer.status).toBe(400);
  });
});
