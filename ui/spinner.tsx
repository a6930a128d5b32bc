import type { ComponentProps } from 'react'
import { cn } from '@ui/cn'

export type SpinnerProps = ComponentProps<'span'> & {
  /** What is loading, read out by screen readers (already translated by the caller). */
  label: string
  /** On a line of its own, in the middle (a page or a panel loading), instead of inline. */
  centered?: boolean
}

/** A busy indicator announced as a status with the given label. */
export function Spinner({ label, className, centered = false, ...props }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn(centered ? 'flex justify-center' : 'inline-flex', className)} {...props}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
    </span>
  )
}
