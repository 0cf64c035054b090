import {
  bookingListPageSchema,
  dataReplySchema,
  messageReplySchema,
  pageReplySchema,
  personSummarySchema,
  type RecordingDetail,
  type RecordingSummary,
  recordingDetailSchema,
  recordingSchema,
  recordingSummarySchema,
  savedListSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import { api } from '../../../api/api-slice.ts';

const recordingPageSchema = pageReplySchema(recordingSchema);
export type RecordingPage = z.infer<typeof recordingPageSchema>;
const detailReplySchema = dataReplySchema(recordingDetailSchema);
const summaryReplySchema = messageReplySchema(recordingSummarySchema.nullable());
const listsReplySchema = dataReplySchema(z.array(savedListSchema));
const listPeopleSchema = pageReplySchema(personSummarySchema);
const deletedReplySchema = messageReplySchema(z.object({ id: z.string() }));

export interface RecordingListArgs {
  q?: string | undefined;
  page: number;
  perPage: number;
}

const recordingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's call recordings, newest first, searchable. */
    listRecordings: build.query<RecordingPage, RecordingListArgs>({
      query: ({ q, page, perPage }) => ({ path: 'v1/meta/listaudiotranscribe', query: { q, page, perPage } }),
      rawResponseSchema: recordingPageSchema,
      providesTags: [{ type: 'Recording', id: 'LIST' }],
    }),
    /** One recording with its transcript and, once written, its summary. */
    getRecording: build.query<RecordingDetail, string>({
      query: (id) => ({ path: `v1/meta/audio/${encodeURIComponent(id)}` }),
      rawResponseSchema: detailReplySchema,
      transformResponse: (reply: z.infer<typeof detailReplySchema>) => reply.data,
      providesTags: (_recording, _error, id) => [{ type: 'Recording', id }],
    }),
    /** The recording's summary, written on first ask when its transcript is there. */
    getRecordingSummary: build.query<RecordingSummary | null, string>({
      query: (id) => ({ path: `v1/meta/audiosummarize/${encodeURIComponent(id)}` }),
      rawResponseSchema: summaryReplySchema,
      transformResponse: (reply: z.infer<typeof summaryReplySchema>) => reply.data,
    }),
    /** Deletes a recording with its transcript, summary and audio; the list looks again, the deleted detail does not. */
    deleteRecording: build.mutation<{ id: string }, string>({
      query: (id) => ({ path: `v1/meta/audio/${encodeURIComponent(id)}`, method: 'DELETE' }),
      rawResponseSchema: deletedReplySchema,
      transformResponse: (reply: z.infer<typeof deletedReplySchema>) => reply.data,
      invalidatesTags: [{ type: 'Recording', id: 'LIST' }],
    }),
    /** Past meetings, to tie a recording to. */
    listPastMeetings: build.query<z.infer<typeof bookingListPageSchema>, void>({
      query: () => ({ path: 'v1/meetings/bookings', query: { when: 'past', perPage: 100 } }),
      rawResponseSchema: bookingListPageSchema,
    }),
    /** The organisation's saved lists, to find a prospect in. */
    listRecordingLists: build.query<z.infer<typeof listsReplySchema>['data'], void>({
      query: () => ({ path: 'v1/lists' }),
      rawResponseSchema: listsReplySchema,
      transformResponse: (reply: z.infer<typeof listsReplySchema>) => reply.data,
      providesTags: ['SavedList'],
    }),
    /** The people of one saved list. */
    listRecordingListPeople: build.query<z.infer<typeof listPeopleSchema>, string>({
      query: (listId) => ({ path: `v1/lists/${encodeURIComponent(listId)}/people`, query: { page: 1, perPage: 100 } }),
      rawResponseSchema: listPeopleSchema,
      providesTags: ['SavedList'],
    }),
  }),
});

export const {
  useListRecordingsQuery,
  useGetRecordingQuery,
  useGetRecordingSummaryQuery,
  useDeleteRecordingMutation,
  useListPastMeetingsQuery,
  useListRecordingListsQuery,
  useListRecordingListPeopleQuery,
} = recordingsApi;
export const invalidateRecordings = () => api.util.invalidateTags(['Recording']);
