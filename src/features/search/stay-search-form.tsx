import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { Button } from '@ui/button'
import { Checkbox } from '@ui/checkbox'
import { DatePicker } from '@ui/date-picker'
import { Form } from '@ui/form'
import { addDays, compareDates, nightsBetween, type IsoDate } from '@contract/calendar'
import { userTypes } from '@contract/constants'
import { STAY_LIMITS } from '@contract/schemas/booking'
import {
  completeStayDates,
  newStaySearch,
  STAY_GUESTS,
  STAY_MAX_NIGHTS,
  staySearchUrl,
  type StayEntry,
  type StaySearchParams,
} from '@/lib/stay-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useSession } from '@/shared/session/use-session'
import { DestinationField, type Place } from '@/shared/booking/destination-field'
import { NumberSelect } from '@/features/search/stay-fields'

type Values = { place: Place | null; checkIn: IsoDate | null; checkOut: IsoDate | null; adults: number; children: number; covered: boolean }
type Errors = {
  place?: 'PLACE_REQUIRED'
  checkIn?: 'CHECK_IN_REQUIRED' | 'CHECK_IN_TOO_EARLY'
  checkOut?: 'CHECK_OUT_REQUIRED' | 'STAY_TOO_LONG'
}

function validate(v: Values, minDate: IsoDate): Errors {
  const errors: Errors = {}
  if (v.place === null) errors.place = 'PLACE_REQUIRED'
  if (v.checkIn === null) errors.checkIn = 'CHECK_IN_REQUIRED'
  else if (compareDates(v.checkIn, minDate) < 0) errors.checkIn = 'CHECK_IN_TOO_EARLY'
  if (v.checkOut === null) errors.checkOut = 'CHECK_OUT_REQUIRED'
  else if (v.checkIn !== null && nightsBetween(v.checkIn, v.checkOut) > STAY_MAX_NIGHTS) errors.checkOut = 'STAY_TOO_LONG'
  return errors
}

export type StaySearchFormProps = {
  /** The way in: /stays, /condo or /holidaystays (its unit types are preset). */
  entry: StayEntry
  /** The search to start from (the results page's, to change its destination or dates). */
  initial?: StaySearchParams
  /** Its destination as the field shows it (the results page knows its name). */
  initialPlace?: Place | null
  /** Called once the search is sent (the results page closes its edit panel). */
  onSearch?: () => void
  className?: string
}

/**
 * The stays search form (issue 16): destination, dates and guests; for a signed-in member on
 * /stays, "only stays my certificate covers" (on by default there: the complimentary stays). It
 * goes to the results page with the whole search in its URL, keeping the filters of `initial`.
 */
export default function StaySearchForm({ entry, initial, initialPlace = null, onSearch, className }: StaySearchFormProps) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const session = useSession()
  const member = session.status === 'signedIn' && session.userType === userTypes.member
  const calendar = useCalendarSettings()
  const { weekStartsOn, minDate, maxDate } = calendar
  const [values, setValues] = useState<Values>(() => {
    const dates = completeStayDates(initial ?? { checkIn: null, checkOut: null, ...STAY_GUESTS }, calendar)
    return { ...dates, place: initialPlace, covered: initial?.covered ?? entry === 'stays' }
  })
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? validate(values, minDate) : {}
  const text = (code: Errors[keyof Errors]) => code && i18n._(errorMessages[code])
  const picker = { weekStartsOn, locale: i18n.locale || 'en-US' }
  const monthLabels = { previousMonth: t`Previous month`, nextMonth: t`Next month` }

  function submit() {
    setSubmitted(true)
    if (Object.keys(validate(values, minDate)).length > 0 || values.place?.type !== 'destination') return
    const { checkIn, checkOut, adults, children } = values
    const base = initial ? { ...initial, page: 1 } : newStaySearch(entry, { checkIn, checkOut, adults, children })
    navigate(
      staySearchUrl({ ...base, destination: values.place.id, checkIn, checkOut, adults, children, covered: member && values.covered }),
    )
    onSearch?.()
  }

  return (
    <Form onSubmit={submit} aria-label={t`Search stays`} gap="gap-3" className={className}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <DestinationField
            kind="stay"
            value={values.place}
            onChange={(place) => setValues({ ...values, place })}
            error={text(errors.place)}
          />
        </div>
        <DatePicker
          {...picker}
          label={t`Check-in`}
          value={values.checkIn}
          minDate={minDate}
          maxDate={maxDate}
          onChange={(checkIn) => {
            const keeps = checkIn && values.checkOut && compareDates(values.checkOut, checkIn) > 0
            setValues({ ...values, checkIn, checkOut: keeps || !checkIn ? values.checkOut : addDays(checkIn, 1) })
          }}
          labels={{ open: t`Choose check-in date`, ...monthLabels }}
          error={text(errors.checkIn)}
        />
        <DatePicker
          {...picker}
          label={t`Check-out`}
          value={values.checkOut}
          minDate={addDays(values.checkIn ?? minDate, 1)}
          maxDate={addDays(values.checkIn ?? minDate, STAY_MAX_NIGHTS)}
          onChange={(checkOut) => setValues({ ...values, checkOut })}
          labels={{ open: t`Choose check-out date`, ...monthLabels }}
          error={text(errors.checkOut)}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid grid-cols-2 gap-2">
          <NumberSelect label={t`Adults`} value={values.adults} min={1} max={16} onChange={(adults) => setValues({ ...values, adults })} />
          <NumberSelect
            label={t`Children`}
            value={values.children}
            min={0}
            max={STAY_LIMITS.maxChildren}
            onChange={(children) => setValues({ ...values, children })}
          />
        </div>
        {member && (
          <Checkbox
            checked={values.covered}
            onChange={(event) => setValues({ ...values, covered: event.target.checked })}
            label={<Trans>Only stays my certificate pays in full</Trans>}
          />
        )}
        <Button type="submit" className="ms-auto min-w-32">
          <Trans>Search</Trans>
        </Button>
      </div>
    </Form>
  )
}

/** The words of each error code. */
const errorMessages = {
  PLACE_REQUIRED: msg`Choose a destination from the list.`,
  CHECK_IN_REQUIRED: msg`Choose a check-in date.`,
  CHECK_IN_TOO_EARLY: msg`Check-in cannot be this soon. Choose a later date.`,
  CHECK_OUT_REQUIRED: msg`Choose a check-out date.`,
  STAY_TOO_LONG: msg`A stay can last at most 30 nights.`,
} satisfies Record<NonNullable<Errors[keyof Errors]>, MessageDescriptor>
