import { useId, useRef, useState, type ReactNode } from 'react'
import { isDateAllowed, toIsoDate, type IsoDate, type WeekStart } from '@contract/calendar'
import { CalendarDialog } from '@ui/calendar-dialog'
import { cn } from '@ui/cn'
import { formatInputDate, parseInputDate } from '@ui/date-format'
import { inputClasses } from '@ui/field'
import { useEscapeGuard } from '@ui/use-escape-guard'
import { useOutsidePress } from '@ui/use-outside-press'

export type DatePickerProps = {
  /** The visible label of the input (already translated). */
  label: string
  /** The chosen date as `yyyy-mm-dd`, or null when none is chosen. */
  value: IsoDate | null
  /** Called with the date the user picks or types, or null when they clear the input. */
  onChange: (value: IsoDate | null) => void
  /** The first column of the calendar: 0 Sunday, 1 Monday (see useCalendarSettings). */
  weekStartsOn: WeekStart
  /** The earliest date that can be chosen; earlier days are shown disabled. */
  minDate?: IsoDate
  /** The latest date that can be chosen; later days are shown disabled. */
  maxDate?: IsoDate
  /** The BCP 47 locale that formats dates, weekday and month names. */
  locale: string
  /** Accessible names of the calendar button and the month buttons (already translated). */
  labels: { open: string; previousMonth: string; nextMonth: string }
  /** An error shown under the input and announced with it. */
  error?: ReactNode
  /** The input's id; generated when absent. */
  id?: string
  placeholder?: string
  className?: string
}

/**
 * A date input with a calendar popup (WAI-ARIA APG "Date Picker Dialog"). The input shows the
 * date in the locale's digits and accepts a typed ISO or locale date when it leaves, if the date
 * is allowed. The button opens a non-modal dialog whose grid takes focus; choosing a day or
 * pressing Escape closes it and returns focus to the button, and inside a Radix Dialog that
 * Escape closes only the calendar.
 */
export function DatePicker({
  label,
  value,
  onChange,
  weekStartsOn,
  minDate,
  maxDate,
  locale,
  labels,
  error,
  id,
  placeholder,
  className,
}: DatePickerProps) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const dialogId = `${inputId}-calendar`
  const errorId = `${inputId}-error`
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  /** What the user typed since the last commit; null shows the chosen date. */
  const [typed, setTyped] = useState<string | null>(null)
  useEscapeGuard(rootRef, open)
  useOutsidePress(rootRef, open, () => setOpen(false))

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }
  function select(date: IsoDate) {
    if (date !== value) onChange(date)
    setTyped(null)
    close()
  }
  /** Keeps typed text that names an allowed date, clears on empty text, otherwise restores the date. */
  function commit() {
    if (typed === null) return
    setTyped(null)
    if (typed.trim() === '') {
      if (value !== null) onChange(null)
      return
    }
    const date = parseInputDate(typed, locale)
    if (date && date !== value && isDateAllowed(date, minDate, maxDate)) onChange(date)
  }

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div ref={rootRef} className="relative">
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          value={typed ?? (value ? formatInputDate(value, locale) : '')}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit()
            else if (event.key === 'Escape' && open) setOpen(false)
          }}
          className={cn(inputClasses, 'pe-11')}
        />
        <button
          ref={buttonRef}
          type="button"
          aria-label={labels.open}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          onClick={() => setOpen(!open)}
          className={cn(
            'absolute top-0 end-0 flex size-10 items-center justify-center rounded-md text-ink-muted hover:text-ink',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-primary',
          )}
        >
          <CalendarIcon />
        </button>
        {open && (
          <CalendarDialog
            id={dialogId}
            value={value}
            onSelect={select}
            onEscape={close}
            weekStartsOn={weekStartsOn}
            minDate={minDate}
            maxDate={maxDate}
            locale={locale}
            labels={labels}
            today={toIsoDate(new Date())}
          />
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
    </svg>
  )
}
