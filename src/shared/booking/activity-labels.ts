import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/*
 * The words of the activity codes (issue 16): categories, ticket types, durations, times of day,
 * accessibility notes. Shared by the activity pages, the checkout and the booking pages.
 */

export const categoryLabels: Record<string, MessageDescriptor> = {
  tour: msg`Tours`,
  museum: msg`Museums`,
  attraction: msg`Attractions`,
  'day-trip': msg`Day trips`,
  'food-wine': msg`Food and wine`,
  'water-sports': msg`Water sports`,
  show: msg`Shows`,
}

export const ticketLabels: Record<string, MessageDescriptor> = {
  adult: msg`Adult`,
  child: msg`Child`,
  senior: msg`Senior`,
  family: msg`Family (2 adults, 2 children)`,
}

export const durationLabels: Record<string, MessageDescriptor> = {
  short: msg`Up to 2 hours`,
  'half-day': msg`2 to 5 hours`,
  'full-day': msg`Over 5 hours`,
}

export const timeOfDayLabels: Record<string, MessageDescriptor> = {
  morning: msg`Morning (before 12:00)`,
  afternoon: msg`Afternoon (12:00 to 17:00)`,
  evening: msg`Evening (from 17:00)`,
}

export const accessibilityLabels: Record<string, MessageDescriptor> = {
  wheelchair: msg`Wheelchair accessible`,
  'step-free': msg`Step-free access`,
  'not-wheelchair': msg`Not suitable for wheelchairs`,
  stroller: msg`Pushchairs welcome`,
  'service-animals': msg`Service animals allowed`,
  'hearing-loop': msg`Hearing loop available`,
}

/** "2 h 30 min" in the visitor's language. */
export function durationText(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const unit = (value: number, u: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value)
  if (hours === 0) return unit(rest, 'minute')
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`
}

/** A language code ("fr") as the visitor's language names it ("French"). */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
