export { createInvitationService } from './invitations.service.ts';
export { createTeamService, likePattern } from './team.service.ts';
export { registerUserRoutes } from './users.routes.ts';
