import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3-compatible server on loopback, path-style (`/<bucket>/<key>`), speaking S3's REST wire
 * format for what the file store uses: PutObject, CreateMultipartUpload, UploadPart,
 * CompleteMultipartUpload, AbortMultipartUpload, GetObject (with `Range`: 206 and Content-Range,
 * 416 `InvalidRange`), HeadObject and DeleteObject. Errors carry S3's XML body (`NoSuchKey`…).
 * Every request must be signed with AWS Signature Version 4 by the configured access key: the
 * signature is recomputed from the secret and the payload hash checked against the body, so an
 * unsigned or wrongly signed request gets 403 `SignatureDoesNotMatch` as S3 answers it.
 */

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  etag: string;
}

export interface S3Request {
  operation: string;
  key: string;
  range?: string;
  accessKeyId: string | null;
}

export interface S3Loopback {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads(): number;
  requests: S3Request[];
  /** The next request of `operation` gets this S3 error instead of its answer. */
  failNext(operation: string, error: { status: number; code: string }): void;
  /** The next request of `operation` is read and never answered (a stalled store); `close` ends it. */
  stallNext(operation: string): void;
  close(): Promise<void>;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 canonical query strings use it. */
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const messages: Record<string, string> = {
  NoSuchKey: 'The specified key does not exist.',
  NoSuchBucket: 'The specified bucket does not exist.',
  NoSuchUpload: 'The specified upload does not exist.',
  InvalidPart: 'One or more of the specified parts could not be found.',
  InvalidRange: 'The requested range is not satisfiable',
  AccessDenied: 'Access Denied',
  InvalidAccessKeyId: 'The AWS Access Key Id you provided does not exist in our records.',
  SignatureDoesNotMatch: 'The request signature we calculated does not match the signature you provided.',
  XAmzContentSHA256Mismatch: 'The provided x-amz-content-sha256 header does not match what was computed.',
  NotImplemented: 'A header you provided implies functionality that is not implemented.',
  InternalError: 'We encountered an internal error. Please try again.',
};

function sendError(response: ServerResponse, method: string, status: number, code: string, resource: string) {
  const requestId = randomUUID();
  response.statusCode = status;
  response.setHeader('x-amz-request-id', requestId);
  if (method === 'HEAD') return response.end(); // S3 answers HEAD errors without a body
  response.setHeader('content-type', 'application/xml');
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(messages[code] ?? code)}</Message><Resource>${escapeXml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`,
  );
}

/** Checks the request's SigV4 signature; answers the S3 error code when it fails, else null. */
function checkSignature(
  request: IncomingMessage,
  rawPath: string,
  rawQuery: string,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string },
): string | null {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'AccessDenied';
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== keys.accessKeyId) return 'InvalidAccessKeyId';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!amzDate.startsWith(day ?? '') || payloadHash === '') return 'AccessDenied';
  if (payloadHash.startsWith('STREAMING-') || /aws-chunked/.test(String(request.headers['content-encoding'] ?? ''))) {
    return 'NotImplemented';
  }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const names = (signedHeaders ?? '').split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';
  const headerLines = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const query = rawQuery
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return [rfc3986(decodeURIComponent(name)), rfc3986(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonical = `${request.method}\n${rawPath}\n${query}\n${headerLines}\n${signedHeaders}\n${payloadHash}`;
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonical)}`;
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day ?? ''), region ?? ''), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', signingKey).update(toSign).digest('hex') === signature ? null : 'SignatureDoesNotMatch';
}

function operationOf(method: string, query: URLSearchParams): string {
  if (method === 'PUT') return query.has('uploadId') ? 'UploadPart' : 'PutObject';
  if (method === 'POST') return query.has('uploads') ? 'CreateMultipartUpload' : 'CompleteMultipartUpload';
  if (method === 'DELETE') return query.has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject';
  if (method === 'HEAD') return 'HeadObject';
  return 'GetObject';
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of `size` bytes; null when it cannot be satisfied. */
function rangeOf(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

export async function startS3Loopback(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3Loopback> {
  const bucket = options.bucket ?? 'leadpilot-test';
  const keys = {
    accessKeyId: options.accessKeyId ?? 'AKIALOOPBACKTEST',
    secretAccessKey: options.secretAccessKey ?? 'loopback-secret-access-key-0123456789',
  };
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, { key: string; contentType: string | undefined; parts: Map<number, StoredObject> }>();
  const requests: S3Request[] = [];
  const failures: { operation: string; status: number; code: string }[] = [];
  const stalls: string[] = [];

  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split(/\?(.*)/s);
    const query = new URLSearchParams(rawQuery);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const segments = rawPath.split('/').slice(1).map(decodeURIComponent);
    const key = segments.slice(1).join('/');
    const operation = operationOf(method, query);
    const credential = /Credential=([^/]+)\//.exec(request.headers.authorization ?? '');
    requests.push({
      operation,
      key,
      accessKeyId: credential?.[1] ?? null,
      ...(request.headers.range ? { range: request.headers.range } : {}),
    });
    const fail = (status: number, code: string) => sendError(response, method, status, code, rawPath);
    const denied = checkSignature(request, rawPath, rawQuery, body, keys);
    if (denied)
      return fail(denied === 'NotImplemented' ? 501 : denied === 'XAmzContentSHA256Mismatch' ? 400 : 403, denied);
    if (segments[0] !== bucket) return fail(404, 'NoSuchBucket');
    if (key === '') return fail(501, 'NotImplemented');
    const injected = failures.findIndex((failure) => failure.operation === operation);
    if (injected >= 0) {
      const [failure] = failures.splice(injected, 1);
      return fail(failure?.status ?? 500, failure?.code ?? 'InternalError');
    }
    const stalled = stalls.indexOf(operation);
    if (stalled >= 0) {
      stalls.splice(stalled, 1);
      return;
    }
    const contentType = request.headers['content-type'];
    const etagOf = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;
    const xml = (text: string) => {
      response.setHeader('content-type', 'application/xml');
      response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${text}`);
    };
    const ns = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';

    switch (operation) {
      case 'PutObject': {
        const stored = { body, contentType, etag: etagOf(body) };
        objects.set(key, stored);
        response.setHeader('etag', stored.etag);
        return response.end();
      }
      case 'CreateMultipartUpload': {
        const uploadId = randomUUID();
        uploads.set(uploadId, { key, contentType, parts: new Map() });
        return xml(
          `<InitiateMultipartUploadResult ${ns}><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      case 'UploadPart': {
        const upload = uploads.get(query.get('uploadId') ?? '');
        if (!upload || upload.key !== key) return fail(404, 'NoSuchUpload');
        const part = { body, contentType: undefined, etag: etagOf(body) };
        upload.parts.set(Number(query.get('partNumber')), part);
        response.setHeader('etag', part.etag);
        return response.end();
      }
      case 'CompleteMultipartUpload': {
        const uploadId = query.get('uploadId') ?? '';
        const upload = uploads.get(uploadId);
        if (!upload || upload.key !== key) return fail(404, 'NoSuchUpload');
        const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((part) => ({
          number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part[1] ?? '')?.[1]),
          etag: /<ETag>([^<]*)<\/ETag>/.exec(part[1] ?? '')?.[1]?.replace(/&quot;/g, '"'),
        }));
        const parts = listed.map((entry) => upload.parts.get(entry.number));
        if (listed.length === 0 || parts.some((part, i) => !part || part.etag !== listed[i]?.etag)) {
          return fail(400, 'InvalidPart');
        }
        const joined = Buffer.concat(parts.map((part) => part?.body ?? Buffer.alloc(0)));
        const etag = `"${createHash('md5').update(joined).digest('hex')}-${parts.length}"`;
        objects.set(key, { body: joined, contentType: upload.contentType, etag });
        uploads.delete(uploadId);
        return xml(
          `<CompleteMultipartUploadResult ${ns}><Location>http://${request.headers.host}${rawPath}</Location><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      case 'AbortMultipartUpload': {
        if (!uploads.delete(query.get('uploadId') ?? '')) return fail(404, 'NoSuchUpload');
        response.statusCode = 204;
        return response.end();
      }
      case 'DeleteObject': {
        objects.delete(key);
        response.statusCode = 204;
        return response.end();
      }
      default: {
        const stored = objects.get(key);
        if (!stored) return fail(404, 'NoSuchKey');
        response.setHeader('etag', stored.etag);
        response.setHeader('accept-ranges', 'bytes');
        response.setHeader('content-type', stored.contentType ?? 'binary/octet-stream');
        response.setHeader('last-modified', new Date().toUTCString());
        const header = request.headers.range;
        if (method === 'GET' && header) {
          const range = rangeOf(header, stored.body.length);
          if (!range) return fail(416, 'InvalidRange');
          response.statusCode = 206;
          response.setHeader('content-range', `bytes ${range.start}-${range.end}/${stored.body.length}`);
          response.setHeader('content-length', String(range.end - range.start + 1));
          return response.end(stored.body.subarray(range.start, range.end + 1));
        }
        response.setHeader('content-length', String(stored.body.length));
        return response.end(method === 'HEAD' ? undefined : stored.body);
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...keys,
    objects,
    openUploads: () => uploads.size,
    requests,
    failNext: (operation, error) => failures.push({ operation, ...error }),
    stallNext: (operation) => {
      stalls.push(operation);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
