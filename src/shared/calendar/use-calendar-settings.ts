import { useMemo } from 'react'
import { calendarSettings, toIsoDate, type CalendarSettings } from '@contract/calendar'
import { useOrgConfig } from '@/shared/organisation/use-org-config'

/**
 * The week start, earliest check-in and last start day for every date picker (docs/product.md#organisations, docs/rules.md#calendar), from the
 * organisation's config and today's date. Until the config arrives (or when it fails) the
 * defaults apply: weeks start on Sunday and check-in may be today.
 */
export function useCalendarSettings(): CalendarSettings {
  const config = useOrgConfig()
  const org = config.status === 'ready' ? config.org : null
  // Keyed by the date, not the instant: the settings stay the same object until midnight.
  const today = toIsoDate(new Date())
  return useMemo(() => calendarSettings(org, new Date(`${today}T12:00:00`)), [org, today])
}
