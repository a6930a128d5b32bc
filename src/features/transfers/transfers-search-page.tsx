import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { DatePicker } from '@ui/date-picker'
import { inputClasses, selectClasses } from '@ui/field'
import { Spinner } from '@ui/spinner'
import { addDays, clampDate, type IsoDate } from '@contract/calendar'
import type { TransferAirport, TransferDirection } from '@contract/schemas/transfers'
import { readTransferPrefill, transferSearchUrl, type TransferSearchParams } from '@/lib/transfer-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { useTransferAirports } from '@/features/transfers/use-transfer-airports'

/** The most passengers and bags one booking takes (contract TRANSFER_LIMITS). */
const PASSENGERS = Array.from({ length: 16 }, (_, i) => i + 1)
const BAGS = Array.from({ length: 25 }, (_, i) => i)

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={selectClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  )
}

/**
 * /transfers (issue 20): which way (from the airport, or to it), the airport (every seeded one,
 * by destination), the hotel or point of its destination, the day and time (an arrival's landing
 * time, a departure's pick-up), the passengers and the bags. A hotel booking's "Add a transfer"
 * opens it with the airport, the hotel, the day and the party filled in. The search opens
 * /transfers/search-details with all of it in the URL.
 */
export default function TransfersSearchPage() {
  const { t } = useLingui()
  const prefill = readTransferPrefill(new URLSearchParams(useSearch()))
  const airports = useTransferAirports(prefill.placeId ?? null)
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">
        <Trans>Airport transfers</Trans>
      </h1>
      {airports === undefined ? (
        <Spinner label={t`Loading the airports`} centered className="my-8" />
      ) : airports === null || airports.length === 0 ? (
        <p role="alert">
          <Trans>The airports could not be loaded. Please reload the page.</Trans>
        </p>
      ) : (
        <TransferSearchForm airports={airports} prefill={prefill} />
      )}
    </div>
  )
}

function TransferSearchForm({ airports, prefill }: { airports: TransferAirport[]; prefill: Partial<TransferSearchParams> }) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const timeId = useId()
  const { weekStartsOn, minDate, maxDate } = useCalendarSettings()
  // The prefilled place's airport, else the prefilled airport, else the first.
  const start =
    airports.find((a) => prefill.placeId && a.places.some((p) => p.id === prefill.placeId)) ??
    airports.find((a) => a.iata === prefill.airport) ??
    airports[0]!
  const [iata, setIata] = useState(start.iata)
  const airport = airports.find((a) => a.iata === iata)!
  const [chosenPlace, setPlace] = useState(prefill.placeId ?? '')
  const place = airport.places.find((p) => p.id === chosenPlace) ?? airport.places[0]!
  const [direction, setDirection] = useState<TransferDirection>(prefill.direction ?? 'arrival')
  const prefilledDay = prefill.at?.slice(0, 10)
  const [day, setDay] = useState<IsoDate>(
    // A day past the booking window is moved to its last day (a stay booked east of UTC on it, seen from the west).
    prefilledDay && prefilledDay >= minDate ? clampDate(prefilledDay, null, maxDate) : addDays(minDate, 1),
  )
  const [time, setTime] = useState(prefill.at?.slice(11) ?? '12:00')
  const [passengers, setPassengers] = useState(prefill.passengers ?? 2)
  const [bags, setBags] = useState(prefill.bags ?? prefill.passengers ?? 2)
  const destinations = [...new Set(airports.map((a) => a.destinationName))]
  const validTime = /^([01]\d|2[0-3]):[0-5]\d$/.test(time)
  const [tried, setTried] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (!validTime) return
    navigate(transferSearchUrl({ airport: airport.iata, placeId: place.id, direction, at: `${day}T${time}`, passengers, bags }))
  }

  const points = airport.places.filter((p) => p.kind === 'point')
  const hotels = airport.places.filter((p) => p.kind === 'hotel')
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-line p-4" aria-label={t`Search transfers`}>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Which way</Trans>
        </legend>
        {(
          [
            ['arrival', t`From the airport`],
            ['departure', t`To the airport`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="direction" value={value} checked={direction === value} onChange={() => setDirection(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <Select label={t`Airport`} value={iata} onChange={setIata}>
        {destinations.map((destination) => (
          <optgroup key={destination} label={destination}>
            {airports
              .filter((a) => a.destinationName === destination)
              .map((a) => (
                <option key={a.iata} value={a.iata}>
                  {a.name} ({a.iata})
                </option>
              ))}
          </optgroup>
        ))}
      </Select>
      <Select label={direction === 'arrival' ? t`To the hotel or place` : t`From the hotel or place`} value={place.id} onChange={setPlace}>
        <optgroup label={t`Places`}>
          {points.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </optgroup>
        {hotels.length > 0 && (
          <optgroup label={t`Hotels`}>
            {hotels.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </optgroup>
        )}
      </Select>
      <div className="grid gap-3 sm:grid-cols-2">
        <DatePicker
          weekStartsOn={weekStartsOn}
          locale={i18n.locale || 'en-US'}
          label={direction === 'arrival' ? t`Landing date` : t({ message: 'Pick-up date', context: 'transfer' })}
          value={day}
          minDate={minDate}
          maxDate={maxDate}
          onChange={(d) => d && setDay(d)}
          labels={{ previousMonth: t`Previous month`, nextMonth: t`Next month`, open: t`Choose the date` }}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={timeId} className="text-sm font-medium">
            {direction === 'arrival' ? t`Landing time (local)` : t`Pick-up time (local)`}
          </label>
          <input
            id={timeId}
            type="time"
            step={300}
            className={inputClasses}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            aria-invalid={tried && !validTime ? true : undefined}
            aria-describedby={tried && !validTime ? `${timeId}-error` : undefined}
          />
          {tried && !validTime && (
            <p id={`${timeId}-error`} className="text-sm text-red-700">
              <Trans>Please enter a time like 14:30.</Trans>
            </p>
          )}
        </div>
        <Select label={t`Passengers`} value={String(passengers)} onChange={(v) => setPassengers(Number(v))}>
          {PASSENGERS.map((n) => (
            <option key={n} value={n}>
              {i18n.number(n)}
            </option>
          ))}
        </Select>
        <Select label={t`Bags`} value={String(bags)} onChange={(v) => setBags(Number(v))}>
          {BAGS.map((n) => (
            <option key={n} value={n}>
              {i18n.number(n)}
            </option>
          ))}
        </Select>
      </div>
      <p className="text-sm text-ink-muted">
        <Trans>Count every suitcase and large bag; one small bag each travels free on every vehicle.</Trans>
      </p>
      <Button type="submit" className="self-start">
        <Trans>Search transfers</Trans>
      </Button>
    </form>
  )
}
