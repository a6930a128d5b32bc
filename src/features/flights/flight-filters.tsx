import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox } from '@ui/checkbox'
import { selectClasses } from '@ui/field'
import type { FlightSearchResults, TimeWindow } from '@contract/schemas/flights'
import type { FlightSearchParams } from '@/lib/flight-search-params'

type Stops = FlightSearchParams['stops']
type WindowKey = 'outboundDeparts' | 'outboundArrives' | 'returnDeparts' | 'returnArrives'

/** The time-of-day windows offered, both ends included, in the airport's local time. */
const WINDOWS: Record<string, TimeWindow> = {
  night: { from: '00:00', to: '05:59' },
  morning: { from: '06:00', to: '11:59' },
  afternoon: { from: '12:00', to: '17:59' },
  evening: { from: '18:00', to: '23:59' },
}
const windowKey = (w: TimeWindow | null) => Object.keys(WINDOWS).find((k) => WINDOWS[k]!.from === w?.from && WINDOWS[k]!.to === w?.to) ?? ''

function WindowSelect({ label, value, onChange }: { label: string; value: TimeWindow | null; onChange: (w: TimeWindow | null) => void }) {
  const { t } = useLingui()
  const id = useId()
  const names: Record<string, string> = {
    night: t`Night (00:00–05:59)`,
    morning: t`Morning (06:00–11:59)`,
    afternoon: t`Afternoon (12:00–17:59)`,
    evening: t`Evening (18:00–23:59)`,
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <select id={id} className={selectClasses} value={windowKey(value)} onChange={(e) => onChange(WINDOWS[e.target.value] ?? null)}>
        <option value="">{t`Any time`}</option>
        {Object.keys(WINDOWS).map((k) => (
          <option key={k} value={k}>
            {names[k]}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The airlines' names by code, from every answer seen on the page: the facets name airlines by code, and a filtered page may not fly them all. */
function useAirlineNames(results: FlightSearchResults): Map<string, string> {
  const [seen, setSeen] = useState<{ results: FlightSearchResults | null; names: Map<string, string> }>({ results: null, names: new Map() })
  if (seen.results !== results) {
    const names = new Map(seen.names)
    for (const offer of results.offers)
      for (const way of [offer.outbound, offer.inbound])
        for (const segment of way?.segments ?? []) names.set(segment.airline.code, segment.airline.name)
    setSeen({ results, names })
    return names
  }
  return seen.names
}

/**
 * The results' filters: stops, airlines (with the facets' counts, over every offer before the
 * filters) and each way's departure and arrival time windows. Each change is a new search.
 */
export function FlightFilters({
  params,
  results,
  onChange,
}: {
  params: FlightSearchParams
  results: FlightSearchResults
  onChange: (change: Partial<FlightSearchParams>) => void
}) {
  const { t, i18n } = useLingui()
  const name = useId()
  const airlineNames = useAirlineNames(results)
  const count = (value: string) => results.facets.stops.find((f) => f.value === value)?.count ?? 0
  const stops: [Stops, string][] = [
    ['any', t`Any number of stops`],
    ['direct', t`Direct only (${count('0')})`],
    ['max1', t`Up to 1 stop`],
  ]
  const toggle = (code: string, on: boolean) =>
    onChange({ airlines: on ? [...params.airlines, code] : params.airlines.filter((a) => a !== code) })
  const windows: [WindowKey, string][] = [
    ['outboundDeparts', t`Outbound departure`],
    ['outboundArrives', t`Outbound arrival`],
    ...(params.returnDate
      ? ([
          ['returnDeparts', t`Return departure`],
          ['returnArrives', t`Return arrival`],
        ] as [WindowKey, string][])
      : []),
  ]
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">
          <Trans>Stops</Trans>
        </legend>
        {stops.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} checked={params.stops === value} onChange={() => onChange({ stops: value })} />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">
          <Trans>Airlines</Trans>
        </legend>
        {results.facets.airlines.map(({ value, count }) => (
          <Checkbox
            key={value}
            checked={params.airlines.includes(value)}
            onChange={(e) => toggle(value, e.target.checked)}
            label={`${airlineNames.get(value) ?? value} (${i18n.number(count)})`}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">
          <Trans>Times (local)</Trans>
        </legend>
        {windows.map(([key, label]) => (
          <WindowSelect key={key} label={label} value={params[key]} onChange={(w) => onChange({ [key]: w })} />
        ))}
      </fieldset>
    </div>
  )
}
