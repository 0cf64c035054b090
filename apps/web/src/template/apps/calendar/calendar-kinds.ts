import type { CalendarKind } from '../../mocks/types.ts';

/** The event kinds of the demo (spec section 3), in the filter's order. */
export const calendarKinds: readonly CalendarKind[] = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'];

/** Each kind's colour (a Mantine colour), the same in the filters, the calendar and the drawer. */
export const kindColors: Record<CalendarKind, string> = {
  Business: 'indigo',
  Holiday: 'green',
  Personal: 'red',
  ETC: 'cyan',
  Family: 'orange',
};

/** The events query's kinds: all five by default, any of them, or none (the calendar is then empty). */
export function calendarsParam(kinds: readonly CalendarKind[]): string {
  return calendarKinds.filter((kind) => kinds.includes(kind)).join(',');
}
