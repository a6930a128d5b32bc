import { useId, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Combobox, type ComboboxOption } from '@ui/combobox'
import { DatePicker } from '@ui/date-picker'
import { selectClasses } from '@ui/field'
import { foldForSearch } from '@ui/listbox'
import { Spinner } from '@ui/spinner'
import { addDays, clampDate, type IsoDate } from '@contract/calendar'
import { BOOKING_WINDOW_DAYS } from '@contract/constants'
import { FLIGHT_LIMITS, type Airport, type Cabin } from '@contract/schemas/flights'
import { flightSearchUrl, readFlightPrefill, type FlightSearchParams } from '@/lib/flight-search-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useFlightAirports } from '@/features/flights/use-flight-airports'
import { PassengerFields, type PartyDraft } from '@/features/flights/passenger-fields'
import { cabinLabels } from '@/features/flights/flight-labels'

const CABINS: Cabin[] = ['economy', 'premium', 'business']

/** An airport matches the typed text by its city, its name (any word's start) or its IATA code, ignoring case and accents. */
export function airportMatches(airport: Airport, query: string): boolean {
  const q = foldForSearch(query.trim())
  if (!q) return true
  const name = foldForSearch(airport.name)
  return (
    foldForSearch(airport.city).startsWith(q) || foldForSearch(airport.iata).startsWith(q) || name.startsWith(q) || name.includes(` ${q}`)
  )
}

/**
 * /flight (issue 20): one-way or return, from and to (a combobox over the schedule's airports),
 * the dates, the passengers (adults, each child's age, infants on a lap) and the cabin. The search
 * opens /flight/search-details with all of it in the URL; "Change search" comes back prefilled.
 */
export default function FlightSearchPage() {
  const { t } = useLingui()
  const prefill = readFlightPrefill(new URLSearchParams(useSearch()))
  const airports = useFlightAirports()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">
        <Trans>Flights</Trans>
      </h1>
      {airports === undefined ? (
        <Spinner label={t`Loading the airports`} centered className="my-8" />
      ) : airports === null || airports.length === 0 ? (
        <p role="alert">
          <Trans>The airports could not be loaded. Please reload the page.</Trans>
        </p>
      ) : (
        <FlightSearchForm airports={airports} prefill={prefill} />
      )}
    </div>
  )
}

function FlightSearchForm({ airports, prefill }: { airports: Airport[]; prefill: Partial<FlightSearchParams> }) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const cabinId = useId()
  const { weekStartsOn, minDate, maxDate } = useCalendarSettings()
  // The airlines' schedule opens fewer days ahead than our booking window.
  const lastFlightDay = addDays(maxDate, FLIGHT_LIMITS.maxDaysAhead - BOOKING_WINDOW_DAYS)
  // A linked day past the schedule is moved to its last day; a past one is replaced.
  const kept = (day: IsoDate | null | undefined) => (day && day >= minDate ? clampDate(day, null, lastFlightDay) : null)
  const known = (iata: string | undefined) => (iata && airports.some((a) => a.iata === iata) ? iata : null)
  const [roundTrip, setRoundTrip] = useState(prefill.departDate ? prefill.returnDate !== undefined : true)
  const [from, setFrom] = useState<string | null>(known(prefill.from))
  const [to, setTo] = useState<string | null>(known(prefill.to))
  const [depart, setDepart] = useState<IsoDate | null>(kept(prefill.departDate) ?? addDays(minDate, 14))
  const [back, setBack] = useState<IsoDate | null>(kept(prefill.returnDate) ?? addDays(depart ?? minDate, 7))
  const [party, setParty] = useState<PartyDraft>(prefill.passengers ?? { adults: 1, childAges: [], infants: 0 })
  const [cabin, setCabin] = useState<Cabin>(prefill.cabin ?? 'economy')
  const [tried, setTried] = useState(false)

  const options: ComboboxOption[] = airports.map((a) => ({ value: a.iata, label: `${a.city}, ${a.name} (${a.iata})` }))
  const byIata = new Map(airports.map((a) => [a.iata, a]))
  const filter = (option: ComboboxOption, query: string) => airportMatches(byIata.get(option.value)!, query)

  const errors = {
    from: from === null ? t`Choose the airport you fly from.` : null,
    to:
      to === null
        ? t`Choose the airport you fly to.`
        : from !== null && to === from
          ? t`Choose a destination other than the departure airport.`
          : null,
    depart: depart === null ? t`Choose the departure date.` : null,
    back: !roundTrip
      ? null
      : back === null
        ? t`Choose the return date.`
        : depart !== null && back < depart
          ? t`The return cannot be before the departure.`
          : null,
    ages: party.childAges.some((age) => age === null) ? t`Choose each child's age.` : null,
  }
  const problems = Object.values(errors).filter((e): e is string => e !== null)

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (problems.length > 0 || !from || !to || !depart) return
    navigate(
      flightSearchUrl({
        from,
        to,
        departDate: depart,
        returnDate: roundTrip ? back : null,
        passengers: { adults: party.adults, childAges: party.childAges.map((a) => a!), infants: party.infants },
        cabin,
        stops: 'any',
        outboundDeparts: null,
        outboundArrives: null,
        returnDeparts: null,
        returnArrives: null,
        airlines: [],
        sort: 'price',
        page: 1,
      }),
    )
  }

  const shown = (error: string | null) => (tried ? (error ?? undefined) : undefined)
  const month = { previousMonth: t`Previous month`, nextMonth: t`Next month` }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-line p-4" aria-label={t`Search flights`}>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Trip</Trans>
        </legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="trip" checked={roundTrip} onChange={() => setRoundTrip(true)} />
          <Trans>Round trip</Trans>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="trip" checked={!roundTrip} onChange={() => setRoundTrip(false)} />
          <Trans>One-way</Trans>
        </label>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Combobox
          label={t`From`}
          options={options}
          value={from}
          onChange={setFrom}
          filter={filter}
          placeholder={t`City, airport or code`}
          noResults={t`No airport matches`}
          error={shown(errors.from)}
        />
        <Combobox
          label={t`To`}
          options={options}
          value={to}
          onChange={setTo}
          filter={filter}
          placeholder={t`City, airport or code`}
          noResults={t`No airport matches`}
          error={shown(errors.to)}
        />
        <DatePicker
          weekStartsOn={weekStartsOn}
          locale={i18n.locale || 'en-US'}
          label={t`Departure date`}
          value={depart}
          minDate={minDate}
          maxDate={lastFlightDay}
          onChange={setDepart}
          labels={{ ...month, open: t`Choose the departure date` }}
          error={shown(errors.depart)}
        />
        {roundTrip && (
          <DatePicker
            weekStartsOn={weekStartsOn}
            locale={i18n.locale || 'en-US'}
            label={t`Return date`}
            value={back}
            minDate={minDate}
            maxDate={lastFlightDay}
            onChange={setBack}
            labels={{ ...month, open: t`Choose the return date` }}
            error={shown(errors.back)}
          />
        )}
      </div>
      <PassengerFields party={party} onChange={setParty} tried={tried} />
      <div className="flex flex-col gap-1">
        <label htmlFor={cabinId} className="text-sm font-medium">
          <Trans>Cabin</Trans>
        </label>
        <select id={cabinId} className={selectClasses} value={cabin} onChange={(e) => setCabin(e.target.value as Cabin)}>
          {CABINS.map((c) => (
            <option key={c} value={c}>
              {i18n._(cabinLabels[c])}
            </option>
          ))}
        </select>
      </div>
      {tried && problems.length > 0 && (
        <div className="text-sm text-red-700">
          <p className="font-medium">
            <Trans>Please check the search:</Trans>
          </p>
          <ul className="list-disc ps-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <Button type="submit" className="self-start">
        <Trans>Search flights</Trans>
      </Button>
    </form>
  )
}
