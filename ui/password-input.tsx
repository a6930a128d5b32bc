import { useState, type ComponentProps } from 'react'
import { cn } from '@ui/cn'
import { inputClasses } from '@ui/field'

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Accessible names of the toggle (already translated): "Show password" / "Hide password". */
  showLabel: string
  hideLabel: string
}

/**
 * A password input with a show/hide toggle whose accessible name says what it will do. The
 * visibility is the only state, and it is purely visual.
 */
export function PasswordInput({ showLabel, hideLabel, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={cn(className ?? inputClasses, 'pe-12')} />
      <button
        type="button"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-ink-muted hover:text-ink"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M3 3l18 18" />}
        </svg>
      </button>
    </div>
  )
}
