import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { Button } from '@ui/button'
import { Form } from '@ui/form'
import { searchUrl, type Kind, type Sort, type StayParams } from '@/lib/booking-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { DestinationField } from '@/shared/booking/destination-field'
import { LocationControls } from '@/features/search/location-controls'
import { OccupancyFields, StayDates } from '@/features/search/stay-fields'
import { initialValues, toSearchParams, validate, type Place, type SearchFormErrors } from '@/features/search/search-form-rules'

export type SearchFormProps = {
  kind: Kind
  /** Where to start: the results page's place, or "near me" from the URL. */
  initialPlace?: Place | null
  /** The stay to start from; the organisation's earliest dates otherwise. */
  initialStay?: StayParams
  /** The sort the new search keeps (the results page's). */
  sort?: Sort
  /** Called once the search is sent (the results page closes its edit panel). */
  onSearch?: () => void
  className?: string
}

/**
 * The search form (issue 7): destination or location, dates, occupancy. Submitting goes to the
 * results page with the whole search in its URL. Errors show after the first submit and follow
 * the values from then on.
 */
export default function SearchForm({ kind, initialPlace = null, initialStay, sort, onSearch, className }: SearchFormProps) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const calendar = useCalendarSettings()
  const { minDate } = calendar
  const [values, setValues] = useState(() => initialValues(kind, calendar, initialPlace, initialStay))
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? validate(kind, values, minDate) : {}
  const text = (code: SearchFormErrors[keyof SearchFormErrors]) => code && i18n._(errorMessages[code])

  function submit() {
    setSubmitted(true)
    if (Object.keys(validate(kind, values, minDate)).length > 0) return
    navigate(searchUrl(kind, toSearchParams(kind, values, sort)))
    onSearch?.()
  }

  return (
    <Form onSubmit={submit} aria-label={kind === 'resort' ? t`Search resorts` : t`Search hotels`} gap="gap-3" className={className}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-1 sm:col-span-2 lg:col-span-1">
          <DestinationField
            kind={kind}
            value={values.place}
            onChange={(place) => setValues({ ...values, place })}
            error={text(errors.place)}
          />
          <LocationControls onPlace={(place) => setValues({ ...values, place })} />
        </div>
        <StayDates
          kind={kind}
          values={values}
          onChange={setValues}
          errors={{ checkIn: text(errors.checkIn), checkOut: text(errors.checkOut) }}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <OccupancyFields values={values} onChange={setValues} />
        <Button type="submit" className="ms-auto min-w-32">
          <Trans>Search</Trans>
        </Button>
      </div>
    </Form>
  )
}

/** The words of each error code. */
const errorMessages = {
  PLACE_REQUIRED: msg`Choose a destination from the list, or search near you.`,
  CHECK_IN_REQUIRED: msg`Choose a check-in date.`,
  CHECK_IN_TOO_EARLY: msg`Check-in cannot be this soon. Choose a later date.`,
  CHECK_OUT_REQUIRED: msg`Choose a check-out date.`,
  CHECK_OUT_NOT_AFTER_CHECK_IN: msg`Check-out must be after check-in.`,
  STAY_TOO_LONG: msg`A stay can last at most 30 nights.`,
} satisfies Record<NonNullable<SearchFormErrors[keyof SearchFormErrors]>, MessageDescriptor>
