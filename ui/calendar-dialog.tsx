import type { KeyboardEvent } from 'react'
import { Calendar, type CalendarProps } from '@ui/calendar'
import { cn } from '@ui/cn'
import { popupClasses } from '@ui/listbox'

export type CalendarDialogProps = CalendarProps & {
  /** Escape was pressed inside: the owner closes the dialog and takes focus back. */
  onEscape: () => void
  className?: string
}

/**
 * The popup of a date picker: a non-modal dialog named by the calendar's month heading
 * (aria-modal false, since the page or the Radix dialog around it stays in place). Tab and
 * Shift+Tab cycle through its buttons, as in the APG date picker dialog.
 */
export function CalendarDialog({ onEscape, className, ...calendar }: CalendarDialogProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') return onEscape()
    if (event.key !== 'Tab') return
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])')]
    const [first, last] = [stops[0], stops[stops.length - 1]]
    if (!first || !last || event.target !== (event.shiftKey ? first : last)) return
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a non-modal dialog keeps Tab inside itself (APG date picker)
    <div
      id={calendar.id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${calendar.id}-heading`}
      onKeyDown={onKeyDown}
      className={cn(popupClasses, 'w-max p-3', className)}
    >
      <Calendar {...calendar} />
    </div>
  )
}
