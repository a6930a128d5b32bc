import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { isDateAllowed } from '@contract/calendar'
import { readStayChoice, stayDetailsUrl } from '@/lib/stay-params'
import { readCertificateParam, withCertificate } from '@/lib/certificate-param'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { useSettings } from '@/shared/settings/settings-context'
import { StayNotFound, StaySkeleton } from '@/features/stays/stay-states'
import { StayUnitView } from '@/features/stays/stay-unit-view'

const UNIT_ID = /^[a-z0-9][a-z0-9-]{0,79}$/

/**
 * /stay-details?id=…&checkIn=…&checkOut=…&adults=…&children=… (issue 16): one rental with its
 * calendar. It starts once the organisation (earliest check-in, week start) and the visitor's
 * currency are known; another unit starts afresh. A link's check-in outside the booking window
 * cannot be booked: its dates are dropped (the URL too), and the calendar asks for them.
 */
export default function StayUnitPage() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const org = useOrgConfig()
  const settings = useSettings()
  const { minDate, maxDate } = useCalendarSettings()
  const params = new URLSearchParams(search)
  const id = params.get('id')
  const valid = id !== null && UNIT_ID.test(id)
  const read = readStayChoice(params)
  const outside = read.checkIn !== null && !isDateAllowed(read.checkIn, minDate, maxDate)
  const choice = outside ? { ...read, checkIn: null, checkOut: null } : read
  const known = org.status !== 'loading'
  const url = valid ? withCertificate(stayDetailsUrl(id, choice), readCertificateParam(params)) : null
  useEffect(() => {
    if (known && outside && url) navigate(url, { replace: true })
  }, [known, outside, url, navigate])

  if (!valid) return <StayNotFound />
  if (!known || settings.loading) return <StaySkeleton />
  const input = { unitId: id, choice, currency: settings.currency.code, minDate, maxDate }
  return <StayUnitView key={id} input={input} certificate={readCertificateParam(params)} />
}
