import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import { useDialogs } from '@/shared/dialogs'
import { errorMessages } from '@/features/checkout/checkout-messages'
import type { CheckoutProps } from '@/features/checkout/checkout-view'
import { LINE_VIEWS } from '@/features/checkout/lines/line-view'
import { NotPermittedMessage } from '@/features/checkout/not-permitted'

const linkClasses = 'font-medium text-brand-primary underline underline-offset-2'

function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-line p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </div>
  )
}

/** Every state of the checkout but the form: loading, failures, dead ends with a way back, and the sign-in prompt. */
export function CheckoutStatus({ state, send }: CheckoutProps) {
  const { t, i18n } = useLingui()
  const { openSignInWith } = useDialogs()
  const { request, error } = state.context
  const line = LINE_VIEWS[request.selection.line]
  const back = (
    <Link href={line.backHref(request.selection, state.context.quote)} className={linkClasses}>
      <line.BackLabel />
    </Link>
  )
  if (state.matches('loading')) return <Spinner label={t`Loading your booking`} centered className="mx-auto my-12" />
  if (state.matches('loadFailed'))
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {error && i18n._(errorMessages[error])}
        <Button variant="secondary" size="sm" onClick={() => send({ type: 'quote.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  const { notFound, badSelection, soldOut } = line.deadEnds
  if (state.matches('notFound'))
    return (
      <Panel title={<notFound.Title />}>
        <p>
          <notFound.Body />
        </p>
        <Link href={line.searchHref} className={linkClasses}>
          <Trans>Search again</Trans>
        </Link>
      </Panel>
    )
  if (state.matches('badSelection'))
    return (
      <Panel title={<badSelection.Title />}>
        <p>
          <badSelection.Body />
        </p>
        {back}
      </Panel>
    )
  if (state.matches('soldOut'))
    return (
      <Panel title={<Trans>Sold out for these dates</Trans>}>
        <p>
          <soldOut.Body />
        </p>
        {back}
      </Panel>
    )
  if (state.matches('signInRequired'))
    return (
      <Panel title={<Trans>Sign in to book</Trans>}>
        <p>
          <Trans>Booking on this site is for members. Sign in and your checkout continues here.</Trans>
        </p>
        <Button onClick={() => openSignInWith({ stayHere: true })}>
          <Trans>Sign in</Trans>
        </Button>
      </Panel>
    )
  if (state.matches('notPermitted'))
    return (
      <Panel title={<Trans>Your account cannot book online</Trans>}>
        <NotPermittedMessage />
        {back}
      </Panel>
    )
  if (state.matches('done')) return <Spinner label={t`Opening your confirmation`} centered className="mx-auto my-12" />
  return null
}
