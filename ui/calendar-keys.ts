import { addDays, addMonths, endOfWeek, startOfWeek, type IsoDate, type WeekStart } from '@contract/calendar'

/**
 * The date a key of the WAI-ARIA date picker grid moves focus to, or null when the key does not
 * move it: arrows by a day or a week, Home/End to the first/last day of the week (as the
 * calendar shows it), PageUp/PageDown by a month, with Shift by a year.
 */
export function dateAfterKey(
  { key, shiftKey }: { key: string; shiftKey: boolean },
  date: IsoDate,
  weekStartsOn: WeekStart,
): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1)
    case 'ArrowRight':
      return addDays(date, 1)
    case 'ArrowUp':
      return addDays(date, -7)
    case 'ArrowDown':
      return addDays(date, 7)
    case 'Home':
      return startOfWeek(date, weekStartsOn)
    case 'End':
      return endOfWeek(date, weekStartsOn)
    case 'PageUp':
      return addMonths(date, shiftKey ? -12 : -1)
    case 'PageDown':
      return addMonths(date, shiftKey ? 12 : 1)
    default:
      return null
  }
}
