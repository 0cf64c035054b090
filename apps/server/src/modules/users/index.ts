export { invitationSendJob } from './invitation.jobs.ts';
export { createInvitationService } from './invitations.service.ts';
export { createTeamService } from './team.service.ts';
export { registerUserRoutes } from './users.routes.ts';
