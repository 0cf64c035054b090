import { AppError, notFound } from '../../../platform/errors.ts';

/** 404: the news route takes a person's id or a company's id, and this id is neither. */
export const personOrCompanyNotFound = () => notFound('This person or company');

export const socialPostNotFound = () => notFound('This post');

/** 400: `after` is not a post of this person (a stale or hand-made cursor). */
export const socialCursorNotValid = () =>
  new AppError('BAD_REQUEST', 'This page cursor is not valid: load the posts again from the first page.');
