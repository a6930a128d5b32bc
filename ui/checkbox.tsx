import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@ui/cn'

/** A native checkbox with its label. */
export function Checkbox({ label, className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className={cn('inline-flex items-center gap-2 text-sm', className)}>
      <input type="checkbox" className="size-4 accent-brand-primary" {...props} />
      {label}
    </label>
  )
}
