import { useId, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { Button } from '@ui/button'
import { DatePicker } from '@ui/date-picker'
import { selectClasses } from '@ui/field'
import { addDays, clampDate, type IsoDate } from '@contract/calendar'
import { activityResultsUrl, MAX_PARTICIPANTS, MAX_RANGE_DAYS } from '@/lib/activity-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { DestinationField, type Place } from '@/shared/booking/destination-field'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** A participants' count select. */
export function CountSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: number
  options: number[]
  onChange: (n: number) => void
}) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={selectClasses} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {options.map((n) => (
          <option key={n} value={n}>
            {i18n.number(n)}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * /activities (issue 16): where (the destination autocomplete of the hotel search), a day or a
 * range of days, and who comes; the search opens /activities/search-details with all of it in the URL.
 */
export default function ActivitiesSearchPage() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const { weekStartsOn, minDate, maxDate } = useCalendarSettings()
  const [place, setPlace] = useState<Place | null>(null)
  const [date, setDate] = useState<IsoDate | null>(null)
  const [dateTo, setDateTo] = useState<IsoDate | null>(null)
  const [adults, setAdults] = useState(2)
  const [children, setChildren] = useState(0)
  const [tried, setTried] = useState(false)
  const picker = { weekStartsOn, locale: i18n.locale || 'en-US' }
  const monthLabels = { previousMonth: t`Previous month`, nextMonth: t`Next month` }
  const from = date ?? minDate

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (place?.type !== 'destination') return
    navigate(
      activityResultsUrl({
        destination: place.id,
        date: from,
        dateTo: dateTo && dateTo > from ? dateTo : null,
        adults,
        children,
        categories: [],
        durations: [],
        times: [],
        priceMin: null,
        priceMax: null,
        sort: 'recommended',
        page: 1,
      }),
    )
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">
        <Trans>Activities, tours and tickets</Trans>
      </h1>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-line p-4"
        aria-label={t`Search activities`}
      >
        <DestinationField
          kind="activity"
          value={place}
          onChange={setPlace}
          error={tried && place?.type !== 'destination' ? t`Please choose a destination from the list` : undefined}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <DatePicker
            {...picker}
            label={t`Date`}
            value={from}
            minDate={minDate}
            maxDate={maxDate}
            onChange={(d) => d && setDate(d)}
            labels={{ ...monthLabels, open: t`Choose the date` }}
          />
          <DatePicker
            {...picker}
            label={t`Until (optional)`}
            value={dateTo}
            minDate={addDays(from, 1)}
            maxDate={clampDate(addDays(from, MAX_RANGE_DAYS - 1), null, maxDate)}
            onChange={setDateTo}
            labels={{ ...monthLabels, open: t`Choose the last date` }}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <CountSelect label={t`Adults`} value={adults} options={range(1, MAX_PARTICIPANTS - children)} onChange={setAdults} />
          <CountSelect label={t`Children`} value={children} options={range(0, MAX_PARTICIPANTS - adults)} onChange={setChildren} />
        </div>
        <Button type="submit" className="self-start">
          <Trans>Search activities</Trans>
        </Button>
      </form>
    </div>
  )
}
