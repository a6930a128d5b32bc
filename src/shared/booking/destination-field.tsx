import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Plural, useLingui } from '@lingui/react/macro'
import { cn } from '@ui/cn'
import { inputClasses } from '@ui/field'
import { Listbox, ListboxOption, popupClasses } from '@ui/listbox'
import { useActiveOption } from '@ui/use-active-option'
import type { Destination } from '@contract/schemas/booking'
import type { Kind } from '@/lib/booking-params'
import { useDestinationSuggestions } from '@/shared/booking/use-destination-suggestions'
import { localCountryName } from '@/lib/country-names'

/** Where a search looks: a destination, or near the visitor. */
export type Place = { type: 'destination'; id: string; label: string } | { type: 'near'; latitude: number; longitude: number }

/** Hotels and resorts count their properties in each option; activities and rentals (issue 16) list the destinations only. */
export type DestinationKind = Kind | 'activity' | 'stay'

type Props = {
  kind: DestinationKind
  value: Place | null
  onChange: (place: Place | null) => void
  error?: ReactNode
}

/** The destination's country in the visitor's language (the server names it in English). */
const countryOf = (d: Destination, locale: string) => localCountryName(d.countryCode, d.countryName, locale)

/** The place a destination option stands for, labelled as the input shows it once chosen. */
export const destinationPlace = (d: Destination, locale: string): Place => ({
  type: 'destination',
  id: d.id,
  label: `${d.name}, ${countryOf(d, locale)}`,
})

/**
 * The destination: an editable combobox (WAI-ARIA 1.2, list autocomplete) whose options come from
 * the booking API as the visitor types (useDestinationSuggestions: debounced, stale requests
 * aborted). Arrows move the active option, Enter or a click picks it, Escape closes the list and
 * then undoes the typing. Typing over a chosen place clears it until an option is picked.
 */
export function DestinationField({ kind, value, onChange, error }: Props) {
  const { t, i18n } = useLingui()
  const inputId = useId()
  const listboxId = `${inputId}-listbox`
  const [typed, setTyped] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const suggestions = useDestinationSuggestions(typed ?? '', kind)
  const options = suggestions.options
  const { activeIndex, setActiveIndex, activeDescendant, navigate, optionProps } = useActiveOption(listboxId, options.length)
  const shownLabel = value === null ? '' : value.type === 'near' ? t`Near me` : value.label
  const expanded = open && (typed ?? '').trim() !== ''

  function close() {
    setOpen(false)
    setActiveIndex(-1)
  }
  function choose(destination: Destination) {
    onChange(destinationPlace(destination, i18n.locale))
    setTyped(null)
    close()
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (expanded && navigate(event)) return
    if (event.key === 'ArrowDown' && !expanded && options.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActiveIndex(0)
    } else if (event.key === 'Enter' && expanded) {
      // Keeps the form from submitting while the visitor is choosing.
      event.preventDefault()
      if (options[activeIndex]) choose(options[activeIndex])
    } else if (event.key === 'Escape') {
      if (expanded) close()
      else setTyped(null)
    }
  }
  const count = (d: Destination) => {
    if (kind === 'activity' || kind === 'stay') return null
    const n = kind === 'resort' ? d.resortCount : d.hotelCount
    return kind === 'resort' ? <Plural value={n} one="# resort" other="# resorts" /> : <Plural value={n} one="# hotel" other="# hotels" />
  }
  const noResults =
    suggestions.status === 'failed'
      ? t`Destinations could not be loaded. Keep typing to try again.`
      : suggestions.status === 'ready'
        ? t`No destination matches “${typed ?? ''}”.`
        : t`Searching destinations…`

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} id={`${inputId}-label`} className="text-sm font-medium">
        {t`Destination`}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded ? activeDescendant : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          placeholder={t`City, region or country`}
          value={typed ?? shownLabel}
          onChange={(event) => {
            setTyped(event.target.value)
            setOpen(true)
            setActiveIndex(-1)
            if (value !== null) onChange(null)
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={inputClasses}
        />
        <div hidden={!expanded} className={cn(popupClasses, 'end-0')}>
          <Listbox
            id={listboxId}
            aria-labelledby={`${inputId}-label`}
            aria-busy={suggestions.status === 'loading'}
            empty={expanded && options.length === 0}
            noResults={noResults}
          >
            {expanded &&
              options.map((d, index) => (
                <ListboxOption
                  key={d.id}
                  {...optionProps(index)}
                  selected={value?.type === 'destination' && value.id === d.id}
                  onSelect={() => choose(d)}
                >
                  <span>
                    <span className="font-medium">{d.name}</span>, <span className="text-ink-muted">{countryOf(d, i18n.locale)}</span>
                  </span>
                  {kind !== 'activity' && kind !== 'stay' && (
                    <span className="ms-auto text-xs text-ink-muted">
                      <span className="sr-only">,</span> {count(d)}
                    </span>
                  )}
                </ListboxOption>
              ))}
          </Listbox>
        </div>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
