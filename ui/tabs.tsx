import type { ComponentProps } from 'react'
import * as TabsPrimitive from '@radix-ui/react-tabs'
import { cn } from '@ui/cn'
import { useDocumentDirection } from '@ui/direction'

/** Tabs in the page's direction (Radix would lay them out and move between them left to right). */
export function Tabs({ dir, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  const direction = useDocumentDirection()
  return <TabsPrimitive.Root dir={dir ?? direction} {...props} />
}

/**
 * The tabs wrap onto a second row where the page is narrower than they are: a tab scrolled out of
 * sight was one a phone never found. Each tab sits 1px low to cover the list's line with its own;
 * the rows' 1px gap gives that back, so a wrapped row never covers the underline of the row above.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('flex flex-wrap gap-x-1 gap-y-px border-b border-line', className)} {...props} />
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink-muted hover:text-ink',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary',
        'data-[state=active]:border-brand-primary data-[state=active]:text-ink',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-4 focus-visible:outline-2 focus-visible:outline-brand-primary', className)} {...props} />
}
