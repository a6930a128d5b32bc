import type { ReactNode } from 'react'
import { cn } from '@ui/cn'
import { Field, inputClasses } from '@ui/field'

/** A labelled native select of the account forms, its error tied to it like a Field's. */
export function SelectField({
  label,
  id,
  value,
  onChange,
  options,
  placeholder,
  error,
  className,
}: {
  label: string
  id: string
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string; lang?: string }[]
  /** A first, unselectable option shown while nothing is chosen. */
  placeholder?: string
  error?: ReactNode
  className?: string
}) {
  return (
    <Field
      label={label}
      id={id}
      error={error}
      render={({ id: inputId, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
        <select
          id={inputId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(inputClasses, className)}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}
