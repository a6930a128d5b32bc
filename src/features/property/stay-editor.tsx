import { useId } from 'react'
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { DatePicker } from '@ui/date-picker'
import { selectClasses } from '@ui/field'
import { STAY_LIMITS } from '@contract/schemas/booking'
import { addDays, type IsoDate } from '@contract/calendar'
import { MAX_NIGHTS, withRooms, type Kind, type StayParams } from '@/lib/booking-params'
import { MAX_RESORT_WEEKS } from '@machines/property-details.machine'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { GuestRoomCapNote } from '@/shared/booking/guest-room-cap-note'

const nightsOf = (stay: StayParams) => Math.round((Date.parse(stay.checkOut!) - Date.parse(stay.checkIn!)) / 86_400_000)
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * The stay the offers are priced for: check-in, then check-out (hotels) or whole weeks (resorts),
 * rooms and guests. Every change is handed on at once; a new check-in keeps the length of stay.
 * A guest who books without signing in is offered at most `guestRoomCap` rooms, and told so.
 */
export function StayEditor({
  kind,
  stay,
  onChange,
  guestRoomCap = null,
}: {
  kind: Kind
  stay: StayParams
  onChange: (stay: StayParams) => void
  guestRoomCap?: number | null
}) {
  const { t, i18n } = useLingui()
  const { weekStartsOn, minDate, maxDate } = useCalendarSettings()
  if (stay.checkIn === null || stay.checkOut === null) return null
  const checkIn = stay.checkIn
  const nights = nightsOf(stay)
  const weeks = Math.max(1, Math.round(nights / 7))
  const picker = { weekStartsOn, locale: i18n.locale || 'en-US' }
  const monthLabels = { previousMonth: t`Previous month`, nextMonth: t`Next month` }
  const changeCheckIn = (date: IsoDate | null) => date && onChange({ ...stay, checkIn: date, checkOut: addDays(date, nights) })
  return (
    <section aria-labelledby="stay-editor" className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <h2 id="stay-editor" className="text-lg font-semibold">
        <Trans>Your stay</Trans>
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <DatePicker
          {...picker}
          label={t`Check-in`}
          value={checkIn}
          minDate={minDate}
          maxDate={maxDate}
          onChange={changeCheckIn}
          labels={{ ...monthLabels, open: t`Choose the check-in date` }}
        />
        {kind === 'resort' ? (
          <NumberSelect
            label={t`Length of stay`}
            value={weeks}
            options={range(1, MAX_RESORT_WEEKS).map((n) => ({
              value: n,
              label: t({ message: plural(n, { one: '# week', other: '# weeks' }) }),
            }))}
            onChange={(n) => onChange({ ...stay, checkOut: addDays(checkIn, 7 * n) })}
          />
        ) : (
          <DatePicker
            {...picker}
            label={t`Check-out`}
            value={stay.checkOut}
            minDate={addDays(checkIn, 1)}
            maxDate={addDays(checkIn, MAX_NIGHTS)}
            onChange={(date) => date && onChange({ ...stay, checkOut: date })}
            labels={{ ...monthLabels, open: t`Choose the check-out date` }}
          />
        )}
      </div>
      <p className="text-sm text-ink-muted">
        <Plural value={nights} one="# night" other="# nights" />
      </p>
      <div className="grid grid-cols-3 gap-3">
        <NumberSelect
          label={t`Rooms`}
          value={stay.rooms}
          // A stay of more rooms from a link stays shown, so the select says what is priced.
          options={range(1, guestRoomCap === null ? STAY_LIMITS.maxRooms : Math.max(guestRoomCap, stay.rooms))}
          onChange={(rooms) => onChange(withRooms(stay, rooms))}
        />
        <NumberSelect
          label={t`Adults`}
          value={stay.adults}
          // Each room has an adult: a room more raises the adults with it.
          options={range(stay.rooms, STAY_LIMITS.maxAdults)}
          onChange={(adults) => onChange({ ...stay, adults })}
        />
        <NumberSelect
          label={t`Children`}
          value={stay.children}
          options={range(0, STAY_LIMITS.maxChildren)}
          onChange={(children) => onChange({ ...stay, children })}
        />
      </div>
      {guestRoomCap !== null && <GuestRoomCapNote cap={guestRoomCap} />}
    </section>
  )
}

function NumberSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: number
  options: (number | { value: number; label: string })[]
  onChange: (value: number) => void
}) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={selectClasses} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {options.map((option) => {
          const { value: n, label: text } = typeof option === 'number' ? { value: option, label: i18n.number(option) } : option
          return (
            <option key={n} value={n}>
              {text}
            </option>
          )
        })}
      </select>
    </div>
  )
}
