export { recordingProcessJob } from './recordings.jobs.ts';
export { registerRecordingRoutes } from './recordings.routes.ts';
export { createRecordingService, type RecordingService } from './recordings.service.ts';
