import {
  bookingConfirmationSchema,
  bookingListPageSchema,
  bookingListQuerySchema,
  bookingPageQuerySchema,
  bookingPageSchema,
  bookingSlugParamsSchema,
  bookMeetingBodySchema,
  dataReplySchema,
  idSchema,
  manageBookingBodySchema,
  manageBookingParamsSchema,
  managedBookingSchema,
  messageReplySchema,
  teamPageBodySchema,
  teamPageSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const tags = ['meetings'];
const readBookings = { action: 'read', subject: 'Mailboxes' } as const;
/** Team pages hand meetings to other members' calendars: owners and admins set them up. */
const manageTeamPages = { action: 'manage', subject: 'Team' } as const;
const idParams = z.object({ id: idSchema });

/**
 * Meeting booking. Public: a booking page (a host's calendar or a team page) with its free times,
 * booking a time, and the invitation's reschedule and cancel links (the signed token is the proof);
 * all throttled per address. Signed in: the organisation's bookings and its team pages.
 */
export function registerMeetingRoutes(app: AppRouter) {
  const { meetings } = app.services;

  app.get('/api/v1/booking/manage/:token', {
    config: { access: 'public', errorReplies: [503] },
    schema: {
      tags,
      summary: "A reschedule or cancel link's meeting, and the host's free days for a reschedule link",
      params: manageBookingParamsSchema,
      querystring: bookingPageQuerySchema,
      response: { 200: dataReplySchema(managedBookingSchema) },
    },
    handler: (request) => meetings.viewManagedBooking(request.params.token, request.query.zone, request.ip),
  });

  app.post('/api/v1/booking/manage/:token', {
    config: { access: 'public', errorReplies: [503] },
    schema: {
      tags,
      summary: 'Moves the meeting (a reschedule link, with the new start) or cancels it (a cancel link)',
      params: manageBookingParamsSchema,
      body: manageBookingBodySchema,
      response: { 200: messageReplySchema(bookingConfirmationSchema) },
    },
    handler: (request) => meetings.changeManagedBooking(request.params.token, request.body, request.ip),
  });

  app.get('/api/v1/booking/:slug', {
    config: { access: 'public', errorReplies: [503] },
    schema: {
      tags,
      summary: "A booking page: whose it is, the meeting's length and the first days with free times",
      params: bookingSlugParamsSchema,
      querystring: bookingPageQuerySchema,
      response: { 200: dataReplySchema(bookingPageSchema) },
    },
    handler: (request) => meetings.showPage(request.params.slug, request.query.zone, request.ip),
  });

  app.post('/api/v1/booking/:slug', {
    config: { access: 'public', errorReplies: [503] },
    schema: {
      tags,
      summary: 'Books a free time; the same idempotency key again answers the same booking',
      params: bookingSlugParamsSchema,
      body: bookMeetingBodySchema,
      response: { 200: messageReplySchema(bookingConfirmationSchema) },
    },
    handler: (request) => meetings.book(request.params.slug, request.body, request.ip),
  });

  app.get('/api/v1/meetings/bookings', {
    config: { access: readBookings },
    schema: {
      tags,
      summary: "The organisation's booked meetings: upcoming (soonest first) or past (latest first)",
      querystring: bookingListQuerySchema,
      response: { 200: bookingListPageSchema },
    },
    handler: (request) => meetings.listBookings(actorOf(request), request.query),
  });

  app.get('/api/v1/meetings/team-pages', {
    config: { access: readBookings },
    schema: {
      tags,
      summary: "The organisation's team booking pages and their members",
      response: { 200: dataReplySchema(z.array(teamPageSchema)) },
    },
    handler: (request) => meetings.teamPages.list(actorOf(request)),
  });

  app.post('/api/v1/meetings/team-pages', {
    config: { access: manageTeamPages },
    schema: {
      tags,
      summary: 'Creates a team booking page; its meetings go to its members in turn',
      body: teamPageBodySchema,
      response: { 200: messageReplySchema(teamPageSchema) },
    },
    handler: (request) => meetings.teamPages.create(actorOf(request), request.body),
  });

  app.post('/api/v1/meetings/team-pages/:id', {
    config: { access: manageTeamPages },
    schema: {
      tags,
      summary: "Changes a team page's name, address, meeting length and members",
      params: idParams,
      body: teamPageBodySchema,
      response: { 200: messageReplySchema(teamPageSchema) },
    },
    handler: (request) => meetings.teamPages.update(actorOf(request), request.params.id, request.body),
  });

  app.delete('/api/v1/meetings/team-pages/:id', {
    config: { access: manageTeamPages },
    schema: {
      tags,
      summary: 'Removes a team page (its bookings stay)',
      params: idParams,
      response: { 200: messageReplySchema(z.object({ id: idSchema })) },
    },
    handler: (request) => meetings.teamPages.remove(actorOf(request), request.params.id),
  });
}
