import { intentFiltersPlanMessage } from '@leadpilot/contracts';
import { AppError, notFound, refused } from '../../platform/errors.ts';

export const personNotFound = () => notFound('This person');
export const companyNotFound = () => notFound('This company');

/** 422: buying-intent filters below the Startup plan. */
export const intentNeedsStartupPlan = () => refused(intentFiltersPlanMessage);

/** 400: a cursor this server did not hand out (or one from another sort). */
export const malformedCursor = () =>
  new AppError('BAD_REQUEST', 'This page cursor is not valid: start the search again from the first page.');
