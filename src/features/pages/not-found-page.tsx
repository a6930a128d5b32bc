import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'

export default function NotFoundPage() {
  return (
    <section className="flex flex-col gap-3 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Page not found</Trans>
      </h1>
      <p className="text-ink-muted">
        <Trans>The address may be mistyped, or the page may have moved.</Trans>
      </p>
      <Link href="/" className="text-brand-primary underline underline-offset-4">
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  )
}
