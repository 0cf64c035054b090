export {
  type BookingRules,
  type BookingRulesInput,
  bookingRulesFromCalendar,
  bookingRulesSchema,
  type DayHours,
  defaultBookingRules,
  defaultMinimumNoticeMinutes,
  meetingLengths,
  workingHoursOn,
} from './booking-rules.ts';
export {
  type CalendarAccess,
  CalendarUnavailableError,
  createCalendarAccess,
  type HostCalendar,
} from './calendar-access.ts';
export {
  type AvailabilityInput,
  type AvailableDay,
  findFreeSlots,
  firstAvailableDays,
  type Interval,
  maxRangeDays,
  type Slot,
  slotStepMinutes,
  upcomingSlots,
} from './free-slots.ts';
export {
  buildInvitationIcs,
  type InvitationChange,
  invitationContentType,
  type MeetingInvitation,
  meetingUid,
  type Person,
} from './invitation.ts';
export { buildInvitationEmail, type InvitationEmail } from './invitation-email.ts';
export {
  createMeetingLinkTokens,
  type MeetingLinkAction,
  type MeetingLinkClaims,
  type MeetingLinkTokens,
} from './meeting-link-tokens.ts';
export { meetingSyncJob } from './meetings.jobs.ts';
export { registerMeetingRoutes } from './meetings.routes.ts';
export { createMeetingService, type MeetingService } from './meetings.service.ts';
export { describeSlot, type OfferedSlot, type OfferSlotsInput, offerSlots, zoneWords } from './offer-slots.ts';
export {
  type HostBooking,
  membersFreeAt,
  pickHost,
  type TeamMember,
  type TeamPage,
  teamFreeSlots,
  teamPageSchema,
} from './round-robin.ts';
export { type HostSlotSource, ownBookingSlug } from './slot-source.ts';
export { isTeamPageSlug } from './team-pages.ts';
