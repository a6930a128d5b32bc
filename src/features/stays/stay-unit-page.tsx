import { useSearch } from 'wouter'
import { readStayChoice } from '@/lib/stay-params'
import { readCertificateParam } from '@/lib/certificate-param'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { useSettings } from '@/shared/settings/settings-context'
import { StayNotFound, StaySkeleton } from '@/features/stays/stay-states'
import { StayUnitView } from '@/features/stays/stay-unit-view'

const UNIT_ID = /^[a-z0-9][a-z0-9-]{0,79}$/

/**
 * /stay-details?id=…&checkIn=…&checkOut=…&adults=…&children=… (issue 16): one rental with its
 * calendar. It starts once the organisation (earliest check-in, week start) and the visitor's
 * currency are known; another unit starts afresh.
 */
export default function StayUnitPage() {
  const search = useSearch()
  const org = useOrgConfig()
  const settings = useSettings()
  const { minDate } = useCalendarSettings()
  const id = new URLSearchParams(search).get('id')
  if (id === null || !UNIT_ID.test(id)) return <StayNotFound />
  if (org.status === 'loading' || settings.loading) return <StaySkeleton />
  const params = new URLSearchParams(search)
  const input = { unitId: id, choice: readStayChoice(params), currency: settings.currency.code, minDate }
  return <StayUnitView key={id} input={input} certificate={readCertificateParam(params)} />
}
