import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@ui/cn'

/** The floating panel under a trigger; it stays in the DOM tree of its owner (e.g. inside a dialog). */
export const popupClasses =
  'absolute top-full start-0 z-50 mt-1 overflow-hidden rounded-md border border-line bg-surface text-ink shadow-lg'

/** The decorative "opens a list" arrow of a trigger. */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={cn('size-4 shrink-0 text-ink-muted', className)}>
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  )
}

/** Lower-cases for the user's locale and drops accents, so "cote" finds "Côte d'Ivoire". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase()
}

/**
 * The active option after a navigation key of the WAI-ARIA listbox pattern (arrows wrap around,
 * Home and End jump), or null when the key is not one of them. -1 means no active option.
 */
export function nextActiveIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End' ? -1 : null
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

export type ListboxProps = ComponentProps<'ul'> & {
  /** True when nothing matches: the list is empty and `noResults` is shown and announced instead. */
  empty: boolean
  /** The text shown when nothing matches (already translated). */
  noResults: ReactNode
}

/**
 * A listbox whose options never take focus: focus stays in the owner's input, which points at
 * the active option with aria-activedescendant. Pressing on the list keeps that focus.
 */
export function Listbox({ empty, noResults, className, ...props }: ListboxProps) {
  return (
    <>
      <ul
        role="listbox"
        onMouseDown={(event) => event.preventDefault()}
        className={cn('overflow-y-auto', !empty && 'py-1', className ?? 'max-h-60')}
        {...props}
      />
      {empty && (
        <p role="status" className="px-3 py-2 text-sm text-ink-muted">
          {noResults}
        </p>
      )}
    </>
  )
}

export type ListboxOptionProps = Omit<ComponentProps<'li'>, 'onSelect'> & {
  /** The option aria-activedescendant points at; it is highlighted and scrolled into view. */
  active: boolean
  /** The option holding the current value. */
  selected: boolean
  onSelect: () => void
}

export function ListboxOption({ active, selected, onSelect, className, ...props }: ListboxOptionProps) {
  const ref = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [active])
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox's: its input moves the active option (aria-activedescendant, APG combobox)
    <li
      ref={ref}
      role="option"
      aria-selected={selected}
      data-active={active || undefined}
      onClick={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm select-none',
        'data-[active]:bg-muted aria-selected:font-semibold',
        className,
      )}
      {...props}
    />
  )
}
