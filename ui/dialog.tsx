import { useRef, type ComponentProps } from 'react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@ui/cn'
import { afterClose, RememberOpener } from '@ui/dialog-focus'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close
export const DialogPortal = DialogPrimitive.Portal

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn('fixed inset-0 z-40 bg-black/50', className)} {...props} />
}

const contentVariants = cva('fixed z-50 flex flex-col bg-surface text-ink shadow-xl focus:outline-none', {
  variants: {
    size: {
      /** Centred panel; full screen on phones (docs/screens.md#shell "mobile layout: full screen"). */
      default:
        // Centred across by auto inline margins (the same in either direction), down by translate.
        'inset-0 overflow-y-auto p-4 sm:inset-x-0 sm:bottom-auto sm:top-1/2 sm:mx-auto sm:max-h-[90vh] ' +
        'sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-y-1/2 sm:rounded-lg sm:p-6',
      /** Always full screen: the mobile navigation. */
      fullscreen: 'inset-0 overflow-y-auto p-4',
    },
  },
  defaultVariants: { size: 'default' },
})

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & VariantProps<typeof contentVariants>

/**
 * A modal dialog's panel. On closing, focus returns to the element that opened it, or to the page's
 * main heading when it opened by itself (ui/dialog-focus.ts); a caller's own `onCloseAutoFocus`
 * that calls `preventDefault()` takes over.
 */
export function DialogContent({ className, size, children, onCloseAutoFocus, ...props }: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null)
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(contentVariants({ size }), className)}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          // The caller moved focus itself; the close step still ends any hand-over.
          if (event.defaultPrevented) return afterClose(opener.current, { returnFocus: false })
          event.preventDefault()
          afterClose(opener.current)
        }}
        {...props}
      >
        <RememberOpener openerRef={opener} />
        {children}
      </DialogPrimitive.Content>
    </DialogPortal>
  )
}

/** The dialog's title row: the title beside its close button, or (`stacked`) a title above a line of text. */
export function DialogHeader({ className, stacked = false, ...props }: ComponentProps<'div'> & { stacked?: boolean }) {
  return <div className={cn('mb-4 flex', stacked ? 'flex-col gap-1' : 'items-start justify-between gap-4', className)} {...props} />
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-ink-muted', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-wrap justify-end gap-2', className)} {...props} />
}
