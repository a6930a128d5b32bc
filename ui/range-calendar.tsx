import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  addDays,
  addMonths,
  clampDate,
  compareDates,
  dateParts,
  isoDate,
  monthGrid,
  type IsoDate,
  type WeekStart,
} from '@contract/calendar'
import { buttonVariants } from '@ui/button'
import { dateAfterKey } from '@ui/calendar-keys'
import { cn } from '@ui/cn'
import { formatDayOfMonth, formatFullDate, formatMonthYear, weekdayNames } from '@ui/date-format'
import { textDirectionAt } from '@ui/direction'
import { ChevronIcon } from '@ui/listbox'

export type RangeCalendarProps = {
  /** Prefix of the ids inside; the month heading is `${id}-heading`. */
  id: string
  checkIn: IsoDate | null
  checkOut: IsoDate | null
  /** A day was chosen (clicked, or Enter / Space on it). */
  onSelect: (date: IsoDate) => void
  /** Whether a day can be chosen; the others show struck through and ignore clicks. */
  isOffered: (date: IsoDate) => boolean
  /** The first and last days the calendar shows. */
  minDate: IsoDate
  maxDate: IsoDate
  weekStartsOn: WeekStart
  locale: string
  /** Today in the visitor's calendar, marked aria-current="date". */
  today: IsoDate
  /** Accessible names (already translated): the month buttons, and the words added to a day's name. */
  labels: { previousMonth: string; nextMonth: string; checkIn: string; checkOut: string; unavailable: string }
}

/**
 * An inline calendar choosing a stay's check-in and check-out (WAI-ARIA grid): one month with its
 * previous and next buttons, the days from check-in to check-out selected, the days that cannot be
 * chosen struck through (aria-disabled, still focusable so focus never drops). Arrows, Home/End and
 * Page Up/Down move the one tab stop as in the date picker; Enter or Space chooses.
 */
export function RangeCalendar(props: RangeCalendarProps) {
  const { id, checkIn, checkOut, onSelect, isOffered, minDate, maxDate, weekStartsOn, locale, today, labels } = props
  const [focused, setFocused] = useState(() => clampDate(checkIn ?? minDate, minDate, maxDate))
  const moveFocus = useRef(false)
  const gridRef = useRef<HTMLTableElement>(null)
  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus()
  }, [focused])

  const { year, month } = dateParts(focused)
  const first = isoDate(year, month, 1)
  const weeks = monthGrid(year, month, weekStartsOn)
  const headingId = `${id}-heading`
  const go = (date: IsoDate, intoGrid: boolean) => {
    moveFocus.current = intoGrid
    setFocused(clampDate(date, minDate, maxDate))
  }
  const inRange = (date: IsoDate) =>
    checkIn !== null && (date === checkIn || (checkOut !== null && compareDates(date, checkIn) > 0 && compareDates(date, checkOut) <= 0))

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <MonthButton label={labels.previousMonth} disabled={addDays(first, -1) < minDate} onClick={() => go(addMonths(focused, -1), false)}>
          <ChevronIcon className="rotate-90 rtl:-rotate-90" />
        </MonthButton>
        <h3 id={headingId} aria-live="polite" className="text-sm font-semibold">
          {formatMonthYear(focused, locale)}
        </h3>
        <MonthButton label={labels.nextMonth} disabled={addMonths(first, 1) > maxDate} onClick={() => go(addMonths(focused, 1), false)}>
          <ChevronIcon className="-rotate-90 rtl:rotate-90" />
        </MonthButton>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        aria-multiselectable="true"
        className="border-collapse"
        onKeyDown={(event) => {
          const next = dateAfterKey(event, focused, weekStartsOn, textDirectionAt(event.currentTarget))
          if (!next) return
          event.preventDefault()
          go(next, true)
        }}
      >
        <thead>
          <tr>
            {weekdayNames(weekStartsOn, locale).map((name) => (
              <th key={name.long} scope="col" abbr={name.long} className="h-8 w-10 text-xs font-medium text-ink-muted">
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map(({ date, inMonth }) => {
                if (!inMonth || date < minDate || date > maxDate) return <td key={date} role="gridcell" />
                const offered = isOffered(date)
                const notes = [date === checkIn && labels.checkIn, date === checkOut && labels.checkOut, !offered && labels.unavailable]
                return (
                  <td key={date} role="gridcell" aria-selected={inRange(date)} className="group p-0.5 text-center">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-current={date === today ? 'date' : undefined}
                      aria-disabled={offered ? undefined : true}
                      onFocus={() => setFocused(date)}
                      onClick={() => offered && onSelect(date)}
                      className={cn(
                        'size-9 rounded-full text-sm text-ink tabular-nums hover:bg-muted',
                        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-primary',
                        'aria-[current=date]:font-semibold aria-[current=date]:text-brand-primary',
                        'group-aria-selected:bg-brand-primary group-aria-selected:text-brand-on-primary',
                        'aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted aria-disabled:line-through aria-disabled:opacity-50 aria-disabled:hover:bg-transparent',
                      )}
                    >
                      <span aria-hidden="true">{formatDayOfMonth(date, locale)}</span>
                      <span className="sr-only">{[formatFullDate(date, locale), ...notes.filter(Boolean)].join(', ')}</span>
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Stays focusable when there is no month to go to (aria-disabled), so focus is never dropped. */
function MonthButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string
  disabled: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onClick()}
      className={cn(buttonVariants({ variant: 'ghost', size: 'iconSm' }), 'aria-disabled:cursor-not-allowed aria-disabled:opacity-40')}
    >
      {children}
    </button>
  )
}
