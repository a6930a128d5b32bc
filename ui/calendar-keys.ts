import type { TextDirection } from '@ui/direction'
import { addDays, addMonths, endOfWeek, startOfWeek, type IsoDate, type WeekStart } from '@contract/calendar'

/**
 * The date a key of the WAI-ARIA date picker grid moves focus to, or null when the key does not
 * move it: arrows by a day or a week, Home/End to the first/last day of the week (as the
 * calendar shows it), PageUp/PageDown by a month, with Shift by a year. In a right-to-left page the
 * grid is mirrored, so ArrowLeft and ArrowRight keep moving the way they point (the APG grid rule).
 */
export function dateAfterKey(
  { key, shiftKey }: { key: string; shiftKey: boolean },
  date: IsoDate,
  weekStartsOn: WeekStart,
  direction: TextDirection = 'ltr',
): IsoDate | null {
  const forward = direction === 'rtl' ? -1 : 1
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -forward)
    case 'ArrowRight':
      return addDays(date, forward)
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
