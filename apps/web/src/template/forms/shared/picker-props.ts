import type { CalendarAriaLabels } from '@mantine/dates';
import classes from './pickers.module.css';

/** Names for the calendar's arrow and level buttons, which show only an icon or a changing label. */
export const calendarAriaLabels: CalendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/** Class names for a calendar's days: weekend and outside days in colours that pass 4.5:1. */
export const calendarClassNames = { day: classes.day };

/**
 * Props every @mantine/dates picker field shares: a placeholder, weekend and outside-day colours
 * that read at 4.5:1 in both skins, and named arrow, level and clear buttons.
 */
export const pickerProps = {
  classNames: { root: classes.field, day: classes.day },
  ariaLabels: calendarAriaLabels,
  clearButtonProps: { 'aria-label': 'Clear' },
} as const;

/** Accessible names for a time picker's hour, minute, second and AM/PM fields, after the picker's label. */
export function timeFieldLabels(label: string) {
  return {
    hoursInputLabel: `${label}, hours`,
    minutesInputLabel: `${label}, minutes`,
    secondsInputLabel: `${label}, seconds`,
    amPmInputLabel: `${label}, AM or PM`,
  };
}

/**
 * The field's id, also given to its popover. Mantine names a picker's dropdown dialog by the popover's
 * target id, which the field's own id replaces; with both the same, the dialog is named by its field.
 */
export function labelledDropdown(id: string) {
  return { id, popoverProps: { id } };
}
