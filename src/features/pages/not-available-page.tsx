import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'

/** What a route shows until the issue that builds its page lands. */
export default function NotAvailablePage() {
  return (
    <section className="flex flex-col gap-3 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>This page is not available yet</Trans>
      </h1>
      <p className="text-ink-muted">
        <Trans>It is coming soon. Meanwhile you can find our featured destinations on the home page.</Trans>
      </p>
      <Link href="/" className="text-brand-primary underline underline-offset-4">
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  )
}
