import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { userTypes } from '@contract/constants'
import { cn } from '@ui/cn'
import { useSession } from '@/shared/session/use-session'

/**
 * The pages of the member's or the agent's own area (issue 17), as a row of links above each of
 * them: the account menu keeps the items the brief lists (docs/screens.md#account-menu); these
 * lead to the pages beside them. The current page is marked for screen readers.
 */
export function AccountNav() {
  const { t } = useLingui()
  const [location] = useLocation()
  const session = useSession()
  const agent = session.status === 'signedIn' && session.userType === userTypes.agent
  const links = agent
    ? [
        ['/user-details', t`My account`],
        ['/agent/profile', t`Agent profile`],
        ['/agent/client-list', t`Clients`],
        ['/agent/my-quotes', t`Quotes`],
        ['/agent/booking-history', t`Client bookings`],
      ]
    : [
        ['/user-details', t`My account`],
        ['/user/profile', t`Travel profile`],
        ['/user/travelers', t`Travellers`],
      ]
  return (
    <nav aria-label={t`Your account`} className="overflow-x-auto">
      <ul className="flex gap-1 border-b border-line">
        {links.map(([href, label]) => {
          const current = location === href
          return (
            <li key={href}>
              <Link
                href={href!}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                  current ? 'border-brand-primary text-brand-primary' : 'border-transparent text-ink-muted hover:text-ink',
                )}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** An account page: its heading, the area's links, its sections. */
export function AccountLayout({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-6 py-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="text-sm text-ink-muted">{intro}</p>}
      </div>
      <AccountNav />
      {children}
    </section>
  )
}

/** One titled part of an account page. */
export function AccountSection({
  id,
  title,
  children,
  className,
}: {
  id: string
  title: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-4 rounded-lg border border-line p-4 md:p-6', className)}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
