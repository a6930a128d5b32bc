import { useEffect, useRef, useState, type ReactNode } from 'react'
import { addDays, addMonths, clampDate, dateParts, isoDate, type IsoDate, type WeekStart } from '@contract/calendar'
import { buttonVariants } from '@ui/button'
import { CalendarGrid } from '@ui/calendar-grid'
import { dateAfterKey } from '@ui/calendar-keys'
import { textDirectionAt } from '@ui/direction'
import { cn } from '@ui/cn'
import { formatMonthYear } from '@ui/date-format'
import { ChevronIcon } from '@ui/listbox'

export type CalendarProps = {
  /** Prefix of the ids inside; the month heading is `${id}-heading`. */
  id: string
  value: IsoDate | null
  onSelect: (date: IsoDate) => void
  weekStartsOn: WeekStart
  minDate?: IsoDate
  maxDate?: IsoDate
  locale: string
  /** Accessible names of the month buttons (already translated). */
  labels: { previousMonth: string; nextMonth: string }
  /** Today in the visitor's calendar. */
  today: IsoDate
}

/**
 * A month heading with previous/next month buttons over a grid of days. It takes focus when it
 * mounts, on the selected date or else the first allowed one, and keeps the focused date within
 * [minDate, maxDate] whatever key is pressed.
 */
export function Calendar({ id, value, onSelect, weekStartsOn, minDate, maxDate, locale, labels, today }: CalendarProps) {
  const [focused, setFocused] = useState(() => clampDate(value ?? today, minDate, maxDate))
  /** Whether the next focused date also takes DOM focus: yes from the keyboard, not from the month buttons. */
  const focusIntoGrid = useRef(true)
  const gridRef = useRef<HTMLTableElement>(null)
  useEffect(() => {
    if (!focusIntoGrid.current) return
    focusIntoGrid.current = false
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus()
  }, [focused])

  function focusDate(date: IsoDate, intoGrid: boolean) {
    focusIntoGrid.current = intoGrid
    setFocused(clampDate(date, minDate, maxDate))
  }

  const { year, month } = dateParts(focused)
  const firstOfMonth = isoDate(year, month, 1)
  const headingId = `${id}-heading`
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <MonthButton
          label={labels.previousMonth}
          disabled={!!minDate && addDays(firstOfMonth, -1) < minDate}
          onClick={() => focusDate(addMonths(focused, -1), false)}
        >
          <ChevronIcon className="rotate-90 rtl:-rotate-90" />
        </MonthButton>
        <h2 id={headingId} aria-live="polite" className="text-sm font-semibold">
          {formatMonthYear(focused, locale)}
        </h2>
        <MonthButton
          label={labels.nextMonth}
          disabled={!!maxDate && addMonths(firstOfMonth, 1) > maxDate}
          onClick={() => focusDate(addMonths(focused, 1), false)}
        >
          <ChevronIcon className="-rotate-90 rtl:rotate-90" />
        </MonthButton>
      </div>
      <CalendarGrid
        ref={gridRef}
        labelledBy={headingId}
        focused={focused}
        selected={value}
        today={today}
        weekStartsOn={weekStartsOn}
        minDate={minDate}
        maxDate={maxDate}
        locale={locale}
        onSelect={onSelect}
        onFocusDay={setFocused}
        onKeyDown={(event) => {
          const next = dateAfterKey(event, focused, weekStartsOn, textDirectionAt(event.currentTarget))
          if (!next) return
          event.preventDefault()
          focusDate(next, true)
        }}
      />
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
