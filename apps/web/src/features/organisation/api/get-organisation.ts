/** The organisation query, shared by several features through the API layer (the app shell's checklist reads it here). */
export { useGetOrganisationQuery } from '../../../api/endpoints/get-organisation.ts';
