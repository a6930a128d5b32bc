import { useId, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Checkbox } from '@ui/checkbox'
import { DatePicker } from '@ui/date-picker'
import { selectClasses } from '@ui/field'
import { Spinner } from '@ui/spinner'
import { addDays, nightsBetween, type IsoDate } from '@contract/calendar'
import type { CarStation } from '@contract/schemas/cars'
import { carSearchUrl, readCarSearch } from '@/lib/car-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { hoursOf, openAt } from '@/features/cars/car-labels'
import { useCarStations } from '@/features/cars/use-car-stations'
import { ageOn, useDriverBirthDate } from '@/features/cars/use-driver-birth-date'

/** The times a rental can start or end, every half hour. */
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`)
const AGES = Array.from({ length: 99 - 18 + 1 }, (_, i) => 18 + i)
/** The longest rental (contract CAR_LIMITS.maxDays). */
const MAX_DAYS = 30

function Select({
  label,
  value,
  onChange,
  children,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: React.ReactNode
  error?: string
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={selectClasses}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** The stations by destination, each with its hours. */
function StationOptions({ stations }: { stations: CarStation[] }) {
  const { i18n } = useLingui()
  const destinations = [...new Set(stations.map((s) => s.destinationName))]
  return destinations.map((destination) => (
    <optgroup key={destination} label={destination}>
      {stations
        .filter((s) => s.destinationName === destination)
        .map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} · {i18n._(hoursOf(s))}
          </option>
        ))}
    </optgroup>
  ))
}

/**
 * /cars (issue 20): where the car is picked up (every station, by destination, with its hours)
 * and dropped off (the same station, or another of the destination), the days and times, and the
 * driver's age (a member's from their travel profile's date of birth, on the pick-up day); a time
 * outside a station's hours is refused here as the server would. The search
 * opens /cars/search-details with all of it in the URL.
 */
export default function CarsSearchPage() {
  const { t } = useLingui()
  const stations = useCarStations()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">
        <Trans>Car hire</Trans>
      </h1>
      {stations === undefined ? (
        <Spinner label={t`Loading the rental stations`} centered className="my-8" />
      ) : stations === null || stations.length === 0 ? (
        <p role="alert">
          <Trans>The rental stations could not be loaded. Please reload the page.</Trans>
        </p>
      ) : (
        <CarSearchForm stations={stations} />
      )}
    </div>
  )
}

/**
 * What the form starts from: the search its link names ("Change the search" from the results:
 * carFormUrl), each part kept only where it still fits (a known station, a day not before the
 * first bookable one, a time of the list), else tomorrow's 10:00 for three days from the first station.
 */
function startOf(query: string, stations: CarStation[], minDate: IsoDate) {
  const asked = readCarSearch(new URLSearchParams(query))
  const known = (id: string | null | undefined) => (id && stations.some((s) => s.id === id) ? id : null)
  const day = (at: string | undefined) => {
    const d = at?.slice(0, 10) as IsoDate | undefined
    return d && d >= minDate ? d : null
  }
  const time = (at: string | undefined) => {
    const hm = at?.slice(11, 16)
    return hm && TIMES.includes(hm) ? hm : '10:00'
  }
  const pickUpDay = day(asked?.pickUpAt) ?? addDays(minDate, 1)
  const dropOffDay = day(asked?.dropOffAt)
  return {
    from: known(asked?.pickUpStationId) ?? stations[0]!.id,
    to: known(asked?.dropOffStationId),
    pickUpDay,
    dropOffDay: dropOffDay && dropOffDay >= pickUpDay ? dropOffDay : addDays(pickUpDay, 3),
    pickUpTime: time(asked?.pickUpAt),
    dropOffTime: time(asked?.dropOffAt),
    age: asked ? asked.driverAge : null,
  }
}

function CarSearchForm({ stations }: { stations: CarStation[] }) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const query = useSearch()
  const { weekStartsOn, minDate, maxDate } = useCalendarSettings()
  const [start] = useState(() => startOf(query, stations, minDate))
  const [from, setFrom] = useState(start.from)
  const [oneWay, setOneWay] = useState(start.to !== null)
  const [to, setTo] = useState<string | null>(start.to)
  const [pickUpDay, setPickUpDay] = useState<IsoDate>(start.pickUpDay)
  const [dropOffDay, setDropOffDay] = useState<IsoDate>(start.dropOffDay)
  const [pickUpTime, setPickUpTime] = useState(start.pickUpTime)
  const [dropOffTime, setDropOffTime] = useState(start.dropOffTime)
  // The member's age on the pick-up day, from their travel profile, until they choose another.
  const birth = useDriverBirthDate()
  const [chosenAge, setAge] = useState<number | null>(start.age)
  // A pick-up moved onto or past the drop-off takes the drop-off along, keeping the rental's length.
  const choosePickUpDay = (day: IsoDate) => {
    if (day >= dropOffDay) setDropOffDay(addDays(day, Math.max(1, nightsBetween(pickUpDay, dropOffDay))))
    setPickUpDay(day)
  }
  const [tried, setTried] = useState(false)
  const picker = { weekStartsOn, locale: i18n.locale || 'en-US' }
  const monthLabels = { previousMonth: t`Previous month`, nextMonth: t`Next month` }
  const pickUp = stations.find((s) => s.id === from)!
  const sameDestination = stations.filter((s) => s.destinationName === pickUp.destinationName && s.id !== pickUp.id)
  const dropOff =
    (oneWay && stations.find((s) => s.id === to && sameDestination.includes(s))) || (oneWay ? sameDestination[0] : null) || pickUp
  const lastDay = addDays(pickUpDay, MAX_DAYS)
  const profileAge = birth ? ageOn(birth, pickUpDay) : null
  const age = chosenAge ?? (profileAge !== null && profileAge >= AGES[0]! && profileAge <= AGES.at(-1)! ? profileAge : 30)
  const closedText = (station: CarStation) => {
    const { name } = station
    const hours = i18n._(hoursOf(station))
    return t`${name} is closed then (${hours}). Choose a time within its hours.`
  }
  const errors = {
    pickUpTime: openAt(pickUp, pickUpTime) ? undefined : closedText(pickUp),
    dropOffTime: openAt(dropOff, dropOffTime) ? undefined : closedText(dropOff),
    dropOffDay:
      `${dropOffDay}T${dropOffTime}` <= `${pickUpDay}T${pickUpTime}`
        ? t`The drop-off must be after the pick-up.`
        : dropOffDay > lastDay
          ? t`A rental lasts at most ${MAX_DAYS} days.`
          : undefined,
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (Object.values(errors).some(Boolean)) return
    navigate(
      carSearchUrl({
        pickUpStationId: pickUp.id,
        dropOffStationId: dropOff.id === pickUp.id ? null : dropOff.id,
        pickUpAt: `${pickUpDay}T${pickUpTime}`,
        dropOffAt: `${dropOffDay}T${dropOffTime}`,
        driverAge: age,
      }),
    )
  }

  const shown = (error: string | undefined) => (tried ? error : undefined)
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-line p-4" aria-label={t`Search cars`}>
      <Select label={t`Pick-up station`} value={from} onChange={setFrom}>
        <StationOptions stations={stations} />
      </Select>
      {sameDestination.length > 0 && (
        <Checkbox checked={oneWay} onChange={(e) => setOneWay(e.target.checked)} label={t`Return the car to another station`} />
      )}
      {oneWay && sameDestination.length > 0 && (
        <Select label={t`Drop-off station`} value={dropOff.id} onChange={setTo}>
          <StationOptions stations={sameDestination} />
        </Select>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <DatePicker
          {...picker}
          label={t({ message: 'Pick-up date', context: 'car rental' })}
          value={pickUpDay}
          minDate={minDate}
          maxDate={maxDate}
          onChange={(d) => d && choosePickUpDay(d)}
          labels={{ ...monthLabels, open: t`Choose the pick-up date` }}
        />
        <Select
          label={t({ message: 'Pick-up time', context: 'car rental' })}
          value={pickUpTime}
          onChange={setPickUpTime}
          error={shown(errors.pickUpTime)}
        >
          {TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </Select>
        <DatePicker
          {...picker}
          label={t`Drop-off date`}
          value={dropOffDay}
          minDate={pickUpDay}
          maxDate={lastDay}
          onChange={(d) => d && setDropOffDay(d)}
          labels={{ ...monthLabels, open: t`Choose the drop-off date` }}
        />
        <Select label={t`Drop-off time`} value={dropOffTime} onChange={setDropOffTime} error={shown(errors.dropOffTime)}>
          {TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </Select>
      </div>
      {shown(errors.dropOffDay) && (
        <p role="alert" className="text-sm text-red-700">
          {errors.dropOffDay}
        </p>
      )}
      <Select label={t`Driver's age`} value={String(age)} onChange={(v) => setAge(Number(v))}>
        {AGES.map((n) => (
          <option key={n} value={n}>
            {i18n.number(n)}
          </option>
        ))}
      </Select>
      <p className="text-sm text-ink-muted">
        <Trans>Drivers under 25 pay a young-driver fee; some cars need an older driver.</Trans>
      </p>
      <Button type="submit" className="self-start">
        <Trans>Search cars</Trans>
      </Button>
    </form>
  )
}
