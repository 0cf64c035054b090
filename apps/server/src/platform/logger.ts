import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log line. */
const secretParameters = /([?&](?:token|code|state|refreshToken|accessToken|key)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(secretParameters, '$1[redacted]');
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
