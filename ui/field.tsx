import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react'
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

/** What a field says of its own, in the page's language (the app provides it: src/app/field-words.tsx). */
export type FieldWords = {
  /** Under a field whose text has reached its maxLength, where the browser stops taking more without a word. */
  atLimit: (maxLength: number) => string
}
const FieldWordsContext = createContext<FieldWords | null>(null)
export const FieldWordsProvider = FieldWordsContext.Provider

export type FieldProps = ComponentProps<'input'> & {
  /** The visible label (already translated). */
  label: string
  /** An error shown under the input and announced with it. */
  error?: ReactNode
  /** A warning that does not stop the form (e.g. a passport about to expire), under the input and tied to it. */
  hint?: ReactNode
  /** Replaces the plain input (e.g. a PasswordInput); receives id and aria props. */
  render?: (props: ComponentProps<'input'>) => ReactNode
}

/**
 * A labelled input with its error message tied to it by aria-describedby; a text that has reached
 * its maxLength says so under the input (also tied to it), since the browser drops what is typed or
 * pasted past it without a word.
 */
export function Field({ label, error, hint, className, render, id, ...props }: FieldProps) {
  const fallbackId = useId()
  const words = useContext(FieldWordsContext)
  const inputId = id ?? fallbackId
  const errorId = `${inputId}-error`
  const limitId = `${inputId}-limit`
  const hintId = `${inputId}-hint`
  const { maxLength, value } = props
  const atLimit =
    words && maxLength !== undefined && typeof value === 'string' && value.length >= maxLength ? words.atLimit(maxLength) : null
  const describedBy = [error ? errorId : null, hint ? hintId : null, atLimit ? limitId : null].filter(Boolean).join(' ')
  const inputProps: ComponentProps<'input'> = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: inputClasses,
    ...props,
  }
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      {render ? render(inputProps) : <input {...inputProps} />}
      {hint && (
        <p id={hintId} className="text-sm text-amber-900">
          {hint}
        </p>
      )}
      {atLimit && (
        <p id={limitId} className="text-sm text-ink-muted">
          {atLimit}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
