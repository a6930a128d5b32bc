import type { ComponentProps } from 'react'
import { cn } from '@ui/cn'

/**
 * A form whose submit becomes one call (a machine's `form.submit`), never a page load. The
 * browser's own validation bubbles are off: the machine validates and the view shows its errors.
 */
export function Form({
  onSubmit,
  className,
  gap = 'gap-4',
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & { onSubmit: () => void; gap?: 'gap-2' | 'gap-3' | 'gap-4' | 'gap-6' }) {
  return (
    <form
      noValidate
      className={cn('flex flex-col', gap, className)}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      {...props}
    />
  )
}
