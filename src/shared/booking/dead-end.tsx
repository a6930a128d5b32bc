import type { ReactNode } from 'react'
import { Link } from 'wouter'

/**
 * A booking page that cannot go on: what was not found or cannot be booked as asked (the page's
 * heading), why when the page knows, and the one way on. Every product line's details page says it
 * in its own words through this one shape; `alert` announces it when it replaces a page the
 * visitor was already looking at (a refusal after a change), not on a first load.
 */
export function DeadEnd({
  title,
  children,
  back,
  alert = false,
}: {
  title: ReactNode
  children?: ReactNode
  back: { href: string; label: ReactNode }
  alert?: boolean
}) {
  return (
    <section role={alert ? 'alert' : undefined} className="mx-auto flex w-full max-w-3xl flex-col items-start gap-3 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children && <p className="text-ink-muted">{children}</p>}
      <Link href={back.href} className="text-brand-primary underline underline-offset-4">
        {back.label}
      </Link>
    </section>
  )
}
