import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line (compared after percent-decoding, any case). */
const secretParameters = new Set(['token', 'code', 'state', 'refreshtoken', 'accesstoken', 'key']);

/** A query key as the server reads it: percent- and plus-decoded (a malformed sequence stays as written). */
function decodedKey(rawKey: string): string {
  return ([...new URLSearchParams(`${rawKey}=`).keys()][0] ?? '').trim().toLowerCase();
}

/**
 * The URL with the value of every secret query parameter replaced by `[redacted]`. Keys are
 * compared on their decoded form, so `?%74oken=` is redacted like `?token=`; a parameter whose
 * decoded value holds another secret parameter (`?next=%3Ftoken%3D...`) is redacted whole.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const key = pair.slice(0, equals);
      if (secretParameters.has(decodedKey(key)) || holdsSecretParameter(pair.slice(equals + 1))) {
        return `${key}=[redacted]`;
      }
      return pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}${hashStart === -1 ? '' : url.slice(hashStart)}`;
}

/** Whether a value, once decoded, itself carries a secret query parameter (a nested return URL). */
function holdsSecretParameter(rawValue: string): boolean {
  const value = [...new URLSearchParams(`v=${rawValue}`).values()][0] ?? '';
  if (!value.includes('=')) return false;
  const nested = value.slice(value.indexOf('?') + 1);
  return [...new URLSearchParams(nested).keys()].some((key) => secretParameters.has(key.trim().toLowerCase()));
}

/** pino settings: no headers, bodies or tokens in logs; URLs with secrets are redacted. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken', '*.accessToken'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
