import { clearSession, readAccessToken } from '../session/session-storage.ts';
import { apiBase, type QueryValue } from './http-client.ts';
import { beginRequest, endRequest } from './request-activity.ts';
import { reportFailure, reportUnreachable } from './response-feedback.ts';
import { refreshSession } from './session-refresh.ts';

export interface FileDownload {
  /** Path under the API base: `v1/payment/credit/export`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** The name the browser saves the file under. */
  fileName: string;
  /** A token of its own (the free-enrichment page's): sent instead of the session's, never renewed. */
  accessToken?: string;
}

function urlOf(path: string, query: FileDownload['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `${apiBase}/${path.replace(/^\/+/, '')}${suffix}`;
}

function fetchWithToken(url: string, ownToken?: string): Promise<Response> {
  const token = ownToken ?? readAccessToken();
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

async function errorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Downloads a file the API serves to signed-in users (CSV exports, invoice PDFs): fetched with the
 * bearer token (renewed once on 401), saved from a Blob. Failures show the usual error toast.
 * Resolves true when the file was saved.
 */
export async function downloadFile({ path, query, fileName, accessToken }: FileDownload): Promise<boolean> {
  const url = urlOf(path, query);
  beginRequest();
  try {
    let response = await fetchWithToken(url, accessToken);
    if (response.status === 401 && !accessToken) {
      const outcome = await refreshSession();
      if (outcome === 'refreshed') response = await fetchWithToken(url);
      else if (outcome === 'rejected') clearSession('expired');
    }
    if (!response.ok) {
      reportFailure(response.status, await errorBody(response));
      return false;
    }
    saveBlob(await response.blob(), fileName);
    return true;
  } catch {
    reportUnreachable();
    return false;
  } finally {
    endRequest();
  }
}
