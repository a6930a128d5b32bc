import type { ReactNode } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { DatePicker } from '@ui/date-picker'
import { selectClasses } from '@ui/field'
import { formatInputDate } from '@ui/date-format'
import { STAY_LIMITS } from '@contract/schemas/booking'
import { addDays } from '@contract/calendar'
import { MAX_NIGHTS, withRooms, type Kind } from '@/lib/booking-params'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { checkOutOf, MAX_WEEKS, withCheckIn, type SearchFormValues } from '@/features/search/search-form-rules'

type Props = {
  kind: Kind
  values: SearchFormValues
  onChange: (values: SearchFormValues) => void
  errors: { checkIn?: ReactNode; checkOut?: ReactNode }
}

/**
 * Check-in and check-out with the organisation's calendar (week start, earliest and latest check-in). A hotel
 * stay ends on a chosen day, at least one night and at most MAX_NIGHTS later; a resort stay runs
 * whole weeks from check-in, so it takes a number of weeks instead.
 */
export function StayDates({ kind, values, onChange, errors }: Props) {
  const { t, i18n } = useLingui()
  const { weekStartsOn, minDate, maxDate } = useCalendarSettings()
  const common = { weekStartsOn, locale: i18n.locale || 'en-US' }
  const monthLabels = { previousMonth: t`Previous month`, nextMonth: t`Next month` }
  const earliestCheckOut = addDays(values.checkIn ?? minDate, 1)
  const checkOut = checkOutOf(kind, values)
  return (
    <>
      <DatePicker
        {...common}
        label={t`Check-in`}
        value={values.checkIn}
        onChange={(checkIn) => onChange(withCheckIn(values, checkIn))}
        minDate={minDate}
        maxDate={maxDate}
        labels={{ open: t`Choose check-in date`, ...monthLabels }}
        error={errors.checkIn}
      />
      {kind === 'hotel' ? (
        <DatePicker
          {...common}
          label={t`Check-out`}
          value={values.checkOut}
          onChange={(date) => onChange({ ...values, checkOut: date })}
          minDate={earliestCheckOut}
          maxDate={addDays(values.checkIn ?? minDate, MAX_NIGHTS)}
          labels={{ open: t`Choose check-out date`, ...monthLabels }}
          error={errors.checkOut}
        />
      ) : (
        <div className="flex flex-col gap-1">
          <NumberSelect
            label={t`Length of stay`}
            value={values.weeks}
            min={1}
            max={MAX_WEEKS}
            onChange={(weeks) => onChange({ ...values, weeks })}
            text={(n) => t({ message: plural(n, { one: '# week', other: '# weeks' }) })}
          />
          <p className="text-xs text-ink-muted" aria-live="polite">
            {checkOut ? t`Check-out ${formatInputDate(checkOut, common.locale)}` : t`Choose a check-in date first`}
          </p>
        </div>
      )}
    </>
  )
}

/** Rooms, adults and children, within STAY_LIMITS. Adults and children are totals over all rooms; each room has an adult. */
export function OccupancyFields({ values, onChange }: { values: SearchFormValues; onChange: (values: SearchFormValues) => void }) {
  const { t } = useLingui()
  return (
    <div className="grid grid-cols-3 gap-2">
      <NumberSelect
        label={t`Rooms`}
        value={values.rooms}
        min={1}
        max={STAY_LIMITS.maxRooms}
        onChange={(rooms) => onChange(withRooms(values, rooms))}
      />
      <NumberSelect
        label={t`Adults`}
        value={values.adults}
        min={values.rooms}
        max={STAY_LIMITS.maxAdults}
        onChange={(adults) => onChange({ ...values, adults })}
      />
      <NumberSelect
        label={t`Children`}
        value={values.children}
        min={0}
        max={STAY_LIMITS.maxChildren}
        onChange={(children) => onChange({ ...values, children })}
      />
    </div>
  )
}

type NumberSelectProps = {
  label: string
  value: number
  min: number
  max: number
  onChange: (n: number) => void
  text?: (n: number) => string
}

/**
 * A labelled native select of whole numbers: the platform's own keyboard and screen-reader
 * support. Each number is written as the language writes it (Arabic-Indic digits in ar-SA).
 */
export function NumberSelect({ label, value, min, max, onChange, text }: NumberSelectProps) {
  const { i18n } = useLingui()
  const show = text ?? ((n: number) => i18n.number(n))
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select value={value} onChange={(event) => onChange(Number(event.target.value))} className={selectClasses}>
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {show(n)}
          </option>
        ))}
      </select>
    </label>
  )
}
