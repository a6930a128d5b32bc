import { useId, type ReactNode } from 'react'
import { selectClasses } from '@ui/field'

/** The title choice (docs/rules.md#constants: Miss, Mr, Mrs) as a native select: every device knows how to operate one. */
export function TitleSelect({
  label,
  placeholder,
  options,
  value,
  error,
  onChange,
}: {
  label: string
  placeholder: string
  options: readonly { value: string; label: string }[]
  value: string
  error?: ReactNode
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={selectClasses}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
