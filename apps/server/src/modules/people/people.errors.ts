import { intentFiltersPlanMessage, peopleSearchNumberedResults } from '@leadpilot/contracts';
import { AppError, notFound, refused } from '../../platform/errors.ts';

export const personNotFound = () => notFound('This person');
export const companyNotFound = () => notFound('This company');

/** 422: buying-intent filters below the Startup plan. */
export const intentNeedsStartupPlan = () => refused(intentFiltersPlanMessage);

/** 400: a cursor this server did not hand out (or one from another sort). */
export const malformedCursor = () =>
  new AppError('BAD_REQUEST', 'This page cursor is not valid: start the search again from the first page.');

/** 422: a page number past the numbered pages' reach. */
export const pageBeyondReach = (maxPage: number) =>
  refused(
    `Pages go up to ${maxPage.toLocaleString('en-US')} (the first ${peopleSearchNumberedResults.toLocaleString('en-US')} results): narrow the search to see the people after them.`,
  );

/** 422: a page number and a cursor at once. */
export const pageWithCursor = () => refused('Ask for a page number or a cursor, not both.');
