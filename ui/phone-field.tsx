import { useId, type ReactNode } from 'react'
import { CountryCodePicker, type CountryOption } from '@ui/country-code-picker'
import { inputClasses } from '@ui/field'
import { PHONE_MAX_LENGTH } from '@contract/constants'

export type PhoneFieldProps = {
  /** The visible label of the number (already translated), e.g. "Phone number". */
  label: string
  countries: CountryOption[]
  /** The ISO code of the chosen country: a prefix such as +44 names several. */
  countryCode: string
  number: string
  onCountryChange: (country: CountryOption) => void
  onNumberChange: (value: string) => void
  /** The picker's name and its search texts (already translated). */
  pickerLabel: string
  searchLabel: string
  noResults: string
  /** An error shown under the field and announced with the number. */
  error?: ReactNode
  /** The number input's id (a form moves focus to it); generated when absent. */
  id?: string
  autoComplete?: string
}

/**
 * A phone number with its country (docs/screens.md#phone-country-code-picker): the country-code
 * picker beside a number field of digits, one label, the error tied to the number. The checkout,
 * My account and an agent's client form use it alike.
 */
export function PhoneField({
  label,
  countries,
  countryCode,
  number,
  onCountryChange,
  onNumberChange,
  pickerLabel,
  searchLabel,
  noResults,
  error,
  id,
  autoComplete = 'tel-national',
}: PhoneFieldProps) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const errorId = `${inputId}-error`
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <CountryCodePicker
          countries={countries}
          value={countryCode}
          onChange={onCountryChange}
          label={pickerLabel}
          searchLabel={searchLabel}
          noResults={noResults}
        />
        <input
          id={inputId}
          className={inputClasses}
          inputMode="numeric"
          autoComplete={autoComplete}
          maxLength={PHONE_MAX_LENGTH}
          value={number}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onNumberChange(event.target.value)}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
