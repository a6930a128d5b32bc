import { useSearch } from 'wouter'
import { readStay } from '@/lib/booking-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { useSettings } from '@/shared/settings/settings-context'
import { PropertyNotFound, PropertySkeleton } from '@/features/property/property-states'
import { PropertyView } from '@/features/property/property-view'

const PROPERTY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/

/**
 * /hotel-details?id=…&checkIn=…&checkOut=…&rooms=…&adults=…&children=…: one hotel or resort with
 * its room offers for the stay. It starts once the organisation (earliest check-in) and the
 * visitor's currency are known; another property id starts afresh.
 */
export default function PropertyPage() {
  const search = useSearch()
  const org = useOrgConfig()
  const settings = useSettings()
  const calendar = useCalendarSettings()
  const id = new URLSearchParams(search).get('id')
  if (id === null || !PROPERTY_ID.test(id)) return <PropertyNotFound />
  if (org.status === 'loading' || settings.loading) return <PropertySkeleton />
  const input = {
    propertyId: id,
    stay: readStay(search),
    currency: settings.currency.code,
    minDate: calendar.minDate,
    maxDate: calendar.maxDate,
  }
  return <PropertyView key={id} input={input} />
}
