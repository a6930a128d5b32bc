import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@ui/cn'
import { inputClasses } from '@ui/field'
import { ChevronIcon, Listbox, ListboxOption, foldForSearch, popupClasses } from '@ui/listbox'
import { useActiveOption } from '@ui/use-active-option'
import { useEscapeGuard } from '@ui/use-escape-guard'

export type ComboboxOption = { value: string; label: string }

export type ComboboxProps = {
  /** The visible label (already translated). */
  label: string
  options: ComboboxOption[]
  /** The value of the selected option, or null when none is selected yet. */
  value: string | null
  /** Called with the value of the option the user picks. */
  onChange: (value: string) => void
  placeholder?: string
  /** An error shown under the input and announced with it. */
  error?: ReactNode
  /** Shown in the popup when nothing matches the typed text (already translated). */
  noResults: string
  /** The input's id; generated when absent. */
  id?: string
  /** Whether an option matches the typed text; a case-insensitive prefix match of the label by default. */
  filter?: (option: ComboboxOption, query: string) => boolean
  className?: string
}

/** docs/rules.md#sign-up-details: a case-insensitive prefix match, also ignoring accents. */
export function labelStartsWith(option: ComboboxOption, query: string): boolean {
  return foldForSearch(option.label).startsWith(foldForSearch(query.trimStart()))
}

/**
 * Caps the rendered options so that a caller passing thousands stays fast; the user narrows the
 * list by typing. The bundled lists (about 250 countries or nationalities) fit whole, so that
 * every option can still be reached by scrolling or with the arrow keys.
 */
const MAX_RENDERED_OPTIONS = 300

/**
 * An editable combobox with a listbox popup and list autocomplete (WAI-ARIA 1.2 pattern): typing
 * filters the options, the arrow keys move the active option, Enter or a click picks it. The
 * input shows the selected option's label whenever the user is not typing.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  noResults,
  id,
  filter = labelStartsWith,
  className,
}: ComboboxProps) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const listboxId = `${inputId}-listbox`
  const labelId = `${inputId}-label`
  const errorId = `${inputId}-error`
  const rootRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  /** What the user typed since the last selection; null shows the selected label. */
  const [typed, setTyped] = useState<string | null>(null)
  useEscapeGuard(rootRef, open || typed !== null)

  const selected = options.find((option) => option.value === value)
  const matches = useMemo(
    () => options.filter((option) => filter(option, typed ?? '')).slice(0, MAX_RENDERED_OPTIONS),
    [options, filter, typed],
  )
  const { activeIndex, setActiveIndex, activeDescendant, navigate, optionProps } = useActiveOption(listboxId, matches.length)

  function openList(active: number) {
    setOpen(true)
    setActiveIndex(active)
  }
  function close() {
    setOpen(false)
    setActiveIndex(-1)
  }
  function select(option: ComboboxOption) {
    if (option.value !== value) onChange(option.value)
    setTyped(null)
    close()
  }
  /**
   * Leaving the input: the option the typed text names, or the only one it matches ("Orlando"
   * for "Orlando, Orlando International (MCO)"), is chosen; text that matches several or none
   * restores the selection, so what shows is always what is chosen.
   */
  function commit() {
    close()
    if (typed === null) return
    const exact = options.find((option) => foldForSearch(option.label) === foldForSearch(typed.trim()))
    const only = typed.trim() !== '' && matches.length === 1 ? matches[0] : undefined
    const chosen = exact ?? only
    if (chosen) select(chosen)
    else setTyped(null)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const { key } = event
    if ((key === 'ArrowDown' || key === 'ArrowUp') && !open) {
      event.preventDefault()
      const current = matches.findIndex((option) => option.value === value)
      return openList(current >= 0 ? current : key === 'ArrowDown' ? 0 : matches.length - 1)
    }
    if (open && navigate(event)) return
    if (key === 'Enter' && open) {
      // Keeps an enclosing form from submitting while the user is choosing.
      event.preventDefault()
      if (matches[activeIndex]) select(matches[activeIndex])
      else close()
    } else if (key === 'Escape') {
      // The first Escape closes the list, the next one undoes the typing.
      if (open) close()
      else setTyped(null)
    }
  }

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label id={labelId} htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div ref={rootRef} className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open ? activeDescendant : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          value={typed ?? selected?.label ?? ''}
          onChange={(event) => {
            setTyped(event.target.value)
            openList(-1)
          }}
          onClick={() => !open && openList(-1)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          className={cn(inputClasses, 'pe-9')}
        />
        <ChevronIcon className="pointer-events-none absolute top-3 end-3" />
        <div hidden={!open} className={cn(popupClasses, 'end-0')}>
          <Listbox id={listboxId} aria-labelledby={labelId} empty={open && matches.length === 0} noResults={noResults}>
            {open &&
              matches.map((option, index) => (
                <ListboxOption key={option.value} {...optionProps(index)} selected={option.value === value} onSelect={() => select(option)}>
                  {option.label}
                </ListboxOption>
              ))}
          </Listbox>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
