import type { ComponentProps } from 'react'
import { cn } from '@ui/cn'

/**
 * A form whose submit becomes one call (a machine's `form.submit`), never a page load. The
 * browser's own validation bubbles are off: the machine validates and the view shows its errors.
 */
export function Form({ onSubmit, className, ...props }: Omit<ComponentProps<'form'>, 'onSubmit'> & { onSubmit: () => void }) {
  return (
    <form
      noValidate
      className={cn('flex flex-col gap-4', className)}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      {...props}
    />
  )
}
