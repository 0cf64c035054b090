export { type PeopleSelector, resolveAudience } from './audience.ts';
export { liveEnrolmentStatuses } from './audience-conflicts.ts';
export { setCampaignAutopilot } from './campaign-autopilot.ts';
export { campaignTransitionsJob } from './campaign-transitions.jobs.ts';
export { registerCampaignRoutes } from './campaigns.routes.ts';
export { type CampaignService, createCampaignService } from './campaigns.service.ts';
export { type EnrolMoreOutcome, enrolMore } from './enrol-more.ts';
export { outOfOfficeReason, pauseForOutOfOffice, resumeReturnedProspects } from './out-of-office.ts';
export { resumeEnrolment } from './resume-enrolment.ts';
export { campaignSendingJob, type SendReview, scheduledSubjects } from './sending/index.ts';
export {
  type StopEnrolmentInput,
  type StopEnrolmentOutcome,
  type StopReason,
  stopEnrolment,
  stopReasonWords,
} from './stop-enrolment.ts';
export { stopOnClick } from './stop-on-click.ts';
export { completeFinishedCampaigns, pauseCampaignBySystem, startDueCampaigns } from './system-transitions.ts';
