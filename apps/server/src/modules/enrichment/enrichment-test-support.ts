import type { EnrichmentFile, EnrichmentUpload, LoginReply } from '@leadpilot/contracts';
import Papa from 'papaparse';
import type { TestContext } from '../../../test/harness.ts';

/** A multipart/form-data body with one file field, as a browser's upload sends it. */
export function multipartBody(fileName: string, content: Buffer | string, field = 'file') {
  const boundary = `----leadpilot${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a file through `POST contacts/enrichment` (or `aienrichment`) as a member would. */
export async function uploadFile(
  context: TestContext,
  as: LoginReply,
  fileName: string,
  content: Buffer | string,
  path: 'enrichment' | 'aienrichment' = 'enrichment',
) {
  const { payload, contentType } = multipartBody(fileName, content);
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/v1/contacts/${path}`,
    headers: { authorization: `Bearer ${as.accessToken}`, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { message: string; data: EnrichmentUpload } };
}

/** One step of a file's life (`map`, `estimate`, `confirm`, `cancel`…). */
export async function step(context: TestContext, as: LoginReply, body: Record<string, unknown>) {
  return context.call<{ message: string; data: EnrichmentFile }>('POST', '/api/v1/contacts/enrichment', {
    token: as.accessToken,
    body,
  });
}

/** A download's status, headers and text. */
export async function download(context: TestContext, as: LoginReply, path: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: path,
    headers: { authorization: `Bearer ${as.accessToken}` },
  });
  return { status: response.statusCode, headers: response.headers, text: response.body, raw: response.rawPayload };
}

/** CSV text to rows (the writer's quoting: RFC 4180; its byte order mark dropped), for checking a download. */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}
