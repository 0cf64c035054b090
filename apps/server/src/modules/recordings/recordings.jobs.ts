import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defineJob } from '../../platform/queue.ts';

/**
 * Transcribes a recording through the configured service (when it has no transcript yet) and
 * writes its summary. Sent once per recording (singleton key: its id); every write is conditional,
 * so a second run changes nothing.
 */
export const recordingProcessJob = defineJob({
  id: 'recordings.process',
  version: 1,
  description: 'Transcribes an uploaded call recording when needed and writes its summary.',
  schema: z.object({ recordingId: z.uuid() }),
  policy: { retryLimit: 2, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 60 * 60 },
  async handler({ recordingId }, { services }: JobDependencies) {
    await services.recordings.process(recordingId);
  },
});
