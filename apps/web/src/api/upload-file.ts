import { readAccessToken } from '../session/session-storage.ts';
import { apiBase } from './http-client.ts';
import { isQuietPath } from './quiet-paths.ts';
import { reportFailure, reportSuccess, reportUnreachable } from './response-feedback.ts';
import { refreshSession } from './session-refresh.ts';

export interface FileUpload {
  /** Path under the API base: `v1/contacts/enrichment`. */
  path: string;
  file: File;
  /** The form field the server reads the file from. */
  field?: string;
  /** Text fields sent before the file (the server reads them first). */
  fields?: Record<string, string>;
  /** Further files sent after it, each under its own field (a recording's transcript). */
  extraFiles?: { field: string; file: File }[];
  /** 0–1 as the bytes leave. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  /**
   * A token of its own (the free-enrichment page's): sent instead of the session's, never renewed,
   * and the reply is the page's to show (no toast).
   */
  accessToken?: string;
}

export interface UploadResult {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return text;
  }
}

/** One multipart POST through XMLHttpRequest, the one browser API that reports upload progress. */
function post(upload: FileUpload, token: string | null): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase}/${upload.path.replace(/^\/+/, '')}`);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
    request.onerror = () => reject(new Error('The server could not be reached.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    upload.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
    form.append(upload.field ?? 'file', upload.file, upload.file.name);
    for (const extra of upload.extraFiles ?? []) form.append(extra.field, extra.file, extra.file.name);
    request.send(form);
  });
}

/**
 * Uploads a file with its progress (spec section 8's toasts as any write: the server's message in
 * green or red), renewing the session once on 401 as the HTTP client does. Resolves with the reply;
 * throws only when the server could not be reached or the upload was cancelled.
 */
export async function uploadFile(upload: FileUpload): Promise<UploadResult> {
  let result: UploadResult;
  try {
    result = await post(upload, upload.accessToken ?? readAccessToken());
    if (result.status === 401 && !upload.accessToken && (await refreshSession()) === 'refreshed') {
      result = await post(upload, readAccessToken());
    }
  } catch (error) {
    if (!(error instanceof DOMException) && !isQuietPath(upload.path)) reportUnreachable();
    throw error;
  }
  if (upload.accessToken) return result;
  // A quiet call (the audio save) shows its outcome on its own page, never as a toast.
  if (isQuietPath(upload.path)) return result;
  if (result.status >= 200 && result.status < 300) reportSuccess('POST', result.status, result.body);
  else reportFailure(result.status, result.body);
  return result;
}
