import { uploadFile } from '../../../api/upload-file.ts';

export interface RecordingUpload {
  file: File;
  transcript: File | null;
  title: string;
  subject: { kind: 'meeting' | 'prospect'; id: string };
  onProgress: (share: number) => void;
  signal: AbortSignal;
}

/**
 * `POST meta/audiosave` with its own progress: a quiet call (no loading bar, no toast), whose
 * outcome the upload card shows itself.
 */
export function uploadRecording(upload: RecordingUpload) {
  return uploadFile({
    path: 'v1/meta/audiosave',
    file: upload.file,
    fields: {
      [upload.subject.kind === 'meeting' ? 'meetingId' : 'prospectId']: upload.subject.id,
      ...(upload.title.trim() ? { title: upload.title.trim() } : {}),
    },
    extraFiles: upload.transcript ? [{ field: 'transcript', file: upload.transcript }] : [],
    onProgress: upload.onProgress,
    signal: upload.signal,
  });
}
