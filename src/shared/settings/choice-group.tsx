import { useId, type ReactNode } from 'react'
import { cn } from '@ui/cn'

export type Choice = { value: string; label: ReactNode }

/**
 * A radio group of native radios: the browser gives arrow-key movement, Space to check and Enter
 * to submit the surrounding form, and screen readers announce "radio, n of m".
 */
export function ChoiceGroup({
  name,
  legend,
  choices,
  value,
  onChange,
}: {
  name: string
  legend: string
  choices: Choice[]
  value: string
  onChange: (value: string) => void
}) {
  const legendId = useId()
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="flex flex-col gap-2">
      <h3 id={legendId} className="text-sm font-semibold text-ink-muted">
        {legend}
      </h3>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm',
              'has-[:checked]:border-brand-primary has-[:checked]:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-primary',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="accent-brand-primary"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </div>
  )
}
