export { personNotFound } from './contacts.errors.ts';
export { registerContactRoutes } from './contacts.routes.ts';
export { createContactService } from './contacts.service.ts';
export { loadPersonRecords } from './person-records.ts';
export { revealKey, revealPeople, toRevealTarget } from './reveal-people.ts';
export { firstListedPersonIds, latestRevealedPersonIds } from './sample-people.ts';
export { allListPersonIds, findList } from './saved-lists.repository.ts';
export { registerSavedListRoutes } from './saved-lists.routes.ts';
export { createSavedListService } from './saved-lists.service.ts';
