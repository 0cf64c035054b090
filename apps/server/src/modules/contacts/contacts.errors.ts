import { prospectCreditPrices } from '@leadpilot/contracts';
import { AppError, conflict, notFound, refused } from '../../platform/errors.ts';

export { personNotFound } from '../people/index.ts';

const credits = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'credit' : 'credits'}`;

export const listNotFound = () => notFound('This list');
export const revealFirst = () =>
  refused(`Reveal this contact first: it costs ${credits(prospectCreditPrices.revealContact)}.`);
export const listNameTaken = () => conflict('A list with this name already exists.');
export const unknownPeople = (count: number) =>
  new AppError(
    'BAD_REQUEST',
    count === 1
      ? '1 of these people was not found.'
      : `${count.toLocaleString('en-US')} of these people were not found.`,
  );
/** The cost shown to the user changed (people revealed elsewhere, or added to the list): confirm again. */
export const revealCostChanged = (cost: number) =>
  conflict(`Revealing this list now costs ${credits(cost)}; please confirm again.`);

/** The cost of revealing a selected search changed since it was shown (people revealed elsewhere): confirm again. */
export const selectionRevealCostChanged = (cost: number) =>
  conflict(`Revealing these people now costs ${credits(cost)}; please confirm again.`);

/** 422: "select all results" of a search that matches nobody. */
export const emptySelection = (action: 'add' | 'reveal' = 'add') =>
  refused(`Nobody matches this search: there is no one to ${action}.`);
