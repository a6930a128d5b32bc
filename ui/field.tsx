import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@ui/cn'

/** An input's look without its width (a picker sizes itself to its content). */
export const inputLook =
  'h-10 rounded-md border border-line bg-surface px-3 text-sm text-ink ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-primary ' +
  'aria-[invalid=true]:border-red-600'

export const inputClasses =
  'h-10 w-full rounded-md border border-line bg-surface px-3 text-sm text-ink ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-primary ' +
  'aria-[invalid=true]:border-red-600'

/** A select's: room at the end for the arrow the browser draws there, so a long option never runs under it. */
export const selectClasses = `${inputClasses} pe-8`

export type FieldProps = ComponentProps<'input'> & {
  /** The visible label (already translated). */
  label: string
  /** An error shown under the input and announced with it. */
  error?: ReactNode
  /** Replaces the plain input (e.g. a PasswordInput); receives id and aria props. */
  render?: (props: ComponentProps<'input'>) => ReactNode
}

/** A labelled input with its error message tied to it by aria-describedby. */
export function Field({ label, error, className, render, id, ...props }: FieldProps) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  const errorId = `${inputId}-error`
  const inputProps: ComponentProps<'input'> = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: inputClasses,
    ...props,
  }
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      {render ? render(inputProps) : <input {...inputProps} />}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
