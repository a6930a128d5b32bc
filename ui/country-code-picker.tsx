import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { cn } from '@ui/cn'
import { inputClasses, inputLook } from '@ui/field'
import { ChevronIcon, Listbox, ListboxOption, foldForSearch, popupClasses } from '@ui/listbox'
import { useActiveOption } from '@ui/use-active-option'
import { useEscapeGuard } from '@ui/use-escape-guard'
import { useOutsidePress } from '@ui/use-outside-press'

/** The fields of a bundled country entry (docs/product.md#country-list) the picker shows. */
export type CountryOption = { countryCode: string; countryName: string; isdCode: string; countryFlag: string }

export type CountryCodePickerProps = {
  countries: CountryOption[]
  /** The countryCode of the selected country: several countries share one dialling prefix. */
  value: string
  onChange: (country: CountryOption) => void
  /** The picker's name, e.g. "Phone country code" (already translated); the selection is read after it. */
  label: string
  /** The accessible name and placeholder of the search input. */
  searchLabel: string
  /** Shown when nothing matches the search. */
  noResults: string
  /** The trigger's id; generated when absent. */
  id?: string
}

/** Digits only: "+1-868" and "1868" are the same dialling prefix. */
const dialDigits = (text: string) => text.replace(/[^\d]/g, '')

/** A prefix of the name (case and accents ignored), a prefix of the dialling code with or without "+", or the country code. */
export function countryMatches(country: CountryOption, query: string): boolean {
  const folded = foldForSearch(query.trimStart())
  if (foldForSearch(country.countryName).startsWith(folded)) return true
  const term = folded.trim()
  if (/^\+?[\d\s-]*$/.test(term) && dialDigits(country.isdCode).startsWith(dialDigits(term))) return true
  return country.countryCode.toLocaleLowerCase() === term
}

function Flag({ file }: { file: string }) {
  // The name is in the accessible name already, so the image is decorative; one entry has no flag.
  if (!file || file === 'NULL') return <span aria-hidden="true" className="inline-block h-[15px] w-5 shrink-0" />
  return <img src={`/flags/${file}`} alt="" width={20} height={15} loading="lazy" className="h-[15px] w-5 shrink-0 object-cover" />
}

/**
 * The phone country-code picker (docs/screens.md#phone-country-code-picker): a button showing the flag and dialling prefix that
 * opens a searchable list of countries. Focus moves to the search input; the active country is
 * pointed at with aria-activedescendant; choosing or Escape returns focus to the button.
 */
export function CountryCodePicker({ countries, value, onChange, label, searchLabel, noResults, id }: CountryCodePickerProps) {
  const fallbackId = useId()
  const triggerId = id ?? fallbackId
  const labelId = `${triggerId}-label`
  const listboxId = `${triggerId}-listbox`
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  useEscapeGuard(rootRef, open)

  const selected = countries.find((country) => country.countryCode === value)
  const matches = useMemo(() => countries.filter((country) => countryMatches(country, query)), [countries, query])
  const { activeIndex, setActiveIndex, activeDescendant, navigate, optionProps } = useActiveOption(listboxId, matches.length)

  useOutsidePress(rootRef, open, () => setOpen(false))

  function show() {
    setQuery('')
    setActiveIndex(countries.findIndex((country) => country.countryCode === value))
    setOpen(true)
  }
  function close(returnFocus: boolean) {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }
  function select(country: CountryOption) {
    onChange(country)
    close(true)
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (navigate(event)) return
    if (event.key === 'Enter') {
      event.preventDefault()
      if (matches[activeIndex]) select(matches[activeIndex])
    } else if (event.key === 'Escape' || (event.key === 'Tab' && event.shiftKey)) {
      // Tab onwards leaves by itself (see onBlur below); back and Escape land on the trigger.
      event.preventDefault()
      close(true)
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative inline-block"
      onBlur={(event) => {
        // Focus moving elsewhere closes the popup; a press on nothing focusable is caught by useOutsidePress.
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget)) close(false)
      }}
    >
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-labelledby={`${labelId} ${triggerId}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={(event) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
            event.preventDefault()
            show()
          }
        }}
        className={cn(inputLook, 'inline-flex items-center gap-2')}
      >
        {selected && <Flag file={selected.countryFlag} />}
        {selected && <span className="sr-only">{selected.countryName}</span>} <span dir="ltr">{selected?.isdCode}</span>
        <ChevronIcon />
      </button>
      {open && (
        <div className={cn(popupClasses, 'w-72 max-w-[calc(100vw-2rem)]')}>
          <div className="border-b border-line p-2">
            <input
              // Opening the popup is asking to search: focus goes straight there.
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the popup opens on the visitor's own click or key
              autoFocus
              type="text"
              role="combobox"
              autoComplete="off"
              aria-label={searchLabel}
              placeholder={searchLabel}
              aria-autocomplete="list"
              aria-expanded="true"
              aria-controls={listboxId}
              aria-activedescendant={activeDescendant}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setActiveIndex(-1)
              }}
              onKeyDown={onSearchKeyDown}
              className={inputClasses}
            />
          </div>
          <Listbox id={listboxId} aria-labelledby={labelId} empty={matches.length === 0} noResults={noResults} className="max-h-64">
            {matches.map((country, index) => (
              <ListboxOption
                key={country.countryCode}
                {...optionProps(index)}
                selected={country.countryCode === value}
                onSelect={() => select(country)}
              >
                <Flag file={country.countryFlag} />
                <span className="flex-1 truncate">{country.countryName}</span>{' '}
                <span dir="ltr" className="text-ink-muted tabular-nums">
                  {country.isdCode}
                </span>
              </ListboxOption>
            ))}
          </Listbox>
        </div>
      )}
    </div>
  )
}
