import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { HttpError, type HttpRequest, httpRequest } from './http-client.ts';
import { messageOf } from './response-feedback.ts';

/** What RTK Query sees of a failed call: the status, the server's message and the raw body. */
export interface ApiError {
  status: number;
  message: string | null;
  body: unknown;
}

export type ApiRequest = Omit<HttpRequest, 'signal'>;

/** RTK Query's transport: every endpoint goes through the one HTTP client. */
export const httpBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { signal }) => {
  try {
    const response = await httpRequest({ ...request, signal });
    return { data: response.data };
  } catch (error) {
    if (error instanceof HttpError) {
      return { error: { status: error.status, message: messageOf(error.body), body: error.body } };
    }
    throw error;
  }
};

/** The server's message of a failed mutation or query, for inline display. */
export function errorMessageOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  return typeof error.message === 'string' ? error.message : null;
}
