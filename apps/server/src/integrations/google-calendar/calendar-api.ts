import { z } from 'zod';
import { apiRequest, ProviderApiError } from '../http/api-request.ts';

/** The Google Calendar API calls a connected Google calendar needs, in the API's own shapes. */
const calendarSchema = z.object({ id: z.string(), summary: z.string().optional(), timeZone: z.string().optional() });

export function createGoogleCalendarApi(options: { baseUrl: string; timeoutMs: number }) {
  return {
    /** The account's primary calendar (calendars.get). */
    async primary(accessToken: string) {
      const body = await apiRequest<unknown>({
        url: `${options.baseUrl}/calendars/primary`,
        accessToken,
        timeoutMs: options.timeoutMs,
      });
      const result = calendarSchema.safeParse(body);
      if (!result.success) {
        throw new ProviderApiError(
          502,
          'unexpectedReply',
          'Google Calendar answered the calendar request unexpectedly',
        );
      }
      return result.data;
    },
  };
}
export type GoogleCalendarApi = ReturnType<typeof createGoogleCalendarApi>;
