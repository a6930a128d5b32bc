import { useMemo, type KeyboardEvent, type Ref } from 'react'
import { dateParts, isDateAllowed, monthGrid, type IsoDate, type WeekStart } from '@contract/calendar'
import { cn } from '@ui/cn'
import { formatDayOfMonth, formatFullDate, weekdayNames } from '@ui/date-format'

export type CalendarGridProps = {
  ref?: Ref<HTMLTableElement>
  /** The id of the month heading that names the grid. */
  labelledBy: string
  /** The date that holds the grid's one tab stop; the grid shows its month. */
  focused: IsoDate
  selected: IsoDate | null
  /** Today in the visitor's calendar, marked aria-current="date". */
  today: IsoDate
  weekStartsOn: WeekStart
  minDate?: IsoDate
  maxDate?: IsoDate
  locale: string
  onSelect: (date: IsoDate) => void
  /** A day took focus some other way than the keyboard (a click): it becomes the focused date. */
  onFocusDay: (date: IsoDate) => void
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void
}

/**
 * A month as a WAI-ARIA grid: weekday column headers from Intl starting on `weekStartsOn`, then
 * one button per day with the full date as its name. Days outside [minDate, maxDate] are
 * aria-disabled and ignore clicks; the days of the neighbouring months are left blank.
 */
export function CalendarGrid({
  ref,
  labelledBy,
  focused,
  selected,
  today,
  weekStartsOn,
  minDate,
  maxDate,
  locale,
  onSelect,
  onFocusDay,
  onKeyDown,
}: CalendarGridProps) {
  const { year, month } = dateParts(focused)
  const weeks = useMemo(() => monthGrid(year, month, weekStartsOn), [year, month, weekStartsOn])
  return (
    <table ref={ref} role="grid" aria-labelledby={labelledBy} onKeyDown={onKeyDown} className="border-collapse">
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
            {week.map(({ date, inMonth }) =>
              inMonth ? (
                <td key={date} role="gridcell" aria-selected={date === selected} className="group p-0.5 text-center">
                  <DayButton
                    date={date}
                    label={formatFullDate(date, locale)}
                    day={formatDayOfMonth(date, locale)}
                    tabStop={date === focused}
                    isToday={date === today}
                    allowed={isDateAllowed(date, minDate, maxDate)}
                    onSelect={onSelect}
                    onFocus={onFocusDay}
                  />
                </td>
              ) : (
                <td key={date} role="gridcell" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

type DayButtonProps = {
  date: IsoDate
  label: string
  /** The number shown, in the locale's digits. */
  day: string
  tabStop: boolean
  isToday: boolean
  allowed: boolean
  onSelect: (date: IsoDate) => void
  onFocus: (date: IsoDate) => void
}

function DayButton({ date, label, day, tabStop, isToday, allowed, onSelect, onFocus }: DayButtonProps) {
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={tabStop ? 0 : -1}
      aria-current={isToday ? 'date' : undefined}
      aria-disabled={allowed ? undefined : true}
      // A disabled day never takes focus, so the focused date is always one that can be chosen.
      onMouseDown={(event) => !allowed && event.preventDefault()}
      onFocus={() => allowed && onFocus(date)}
      onClick={() => allowed && onSelect(date)}
      className={cn(
        'size-9 rounded-full text-sm text-ink tabular-nums hover:bg-muted',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-primary',
        'aria-[current=date]:font-semibold aria-[current=date]:text-brand-primary',
        'group-aria-selected:bg-brand-primary group-aria-selected:text-brand-on-primary',
        'aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted aria-disabled:line-through aria-disabled:opacity-50 aria-disabled:hover:bg-transparent',
      )}
    >
      {/* The full date is the name of the button and of its gridcell alike; the number is what shows. */}
      <span aria-hidden="true">{day}</span>
      <span className="sr-only">{label}</span>
    </button>
  )
}
