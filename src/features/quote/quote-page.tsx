import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@ui/dialog'
import { Spinner } from '@ui/spinner'
import { usePricedMoney } from '@/shared/booking/booking-format'
import type { PublicQuote } from '@contract/schemas/agent'
import { acceptable, quoteAcceptMachine } from '@machines/quote-accept.machine'
import { inspect } from '@/shared/inspection'
import { actionFailureMessages } from '@/shared/account/form-messages'
import { LoadFailed } from '@/shared/booking/load-failed'
import { TravellerCount } from '@/shared/booking/traveller-count'

/**
 * /quote?key=… (issue 17; docs/screens.md#a-quote-from-an-agent): an agent's quote as its client
 * opens it from the mail, without an account, in the organisation's own site: the offers priced
 * now, the validity and the agent; "Accept and book".
 */
export default function QuotePage() {
  const { t, i18n } = useLingui()
  const priced = usePricedMoney()
  const key = new URLSearchParams(useSearch()).get('key') ?? ''
  const [state, send] = useMachine(quoteAcceptMachine, { input: { key }, inspect })
  const { quote, failure, confirmationNumber } = state.context
  const failureText = failure ? i18n._(actionFailureMessages[failure]) : null
  return (
    <section className="flex flex-col gap-6 py-6">
      <h1 className="text-2xl font-bold">
        <Trans>Your travel quote</Trans>
      </h1>
      {state.matches('loading') && <Spinner label={t`Loading your quote`} centered className="mx-auto my-12" />}
      {state.matches('notFound') && (
        <p role="alert">
          <Trans>This quote link is not valid. Please ask your agent for a new one.</Trans>
        </p>
      )}
      {state.matches('loadFailed') && (
        <LoadFailed onRetry={() => send({ type: 'load.retry' })}>
          <Trans>Your quote could not be loaded.</Trans>
        </LoadFailed>
      )}
      {state.matches('accepted') && (
        <div role="status" className="flex flex-col gap-2 rounded-lg bg-emerald-50 p-4 text-emerald-900">
          <h2 className="text-lg font-semibold">
            <Trans>Your booking is confirmed</Trans>
          </h2>
          <p>
            <Trans>
              Confirmation number <span className="font-mono font-semibold">{confirmationNumber}</span>. A confirmation mail is on its way.
            </Trans>
          </p>
        </div>
      )}
      {quote && !state.matches('accepted') && !state.matches('loading') && (
        <QuoteView quote={quote} failureText={state.matches('viewing') ? failureText : null} />
      )}
      {/* Kept while its dialog is open: "Not now" gives focus back to it. */}
      {quote && (state.matches('viewing') || state.matches('confirming') || state.matches('accepting')) && acceptable(quote) && (
        <Button className="self-start" onClick={() => send({ type: 'accept.open' })}>
          <Trans>Accept and book</Trans>
        </Button>
      )}
      <Dialog
        open={state.matches('confirming') || state.matches('accepting')}
        onOpenChange={(open) => !open && !state.matches('accepting') && send({ type: 'accept.dismiss' })}
      >
        <DialogContent aria-describedby="accept-description">
          <DialogHeader>
            <DialogTitle>
              <Trans>Book this quote?</Trans>
            </DialogTitle>
          </DialogHeader>
          <DialogDescription id="accept-description">
            <Trans>
              {quote?.agent.name ?? ''} books every offer for you at today's price of{' '}
              {quote ? priced(quote.totalMinor, quote.currency) : ''}, as arranged with your agency.
            </Trans>
          </DialogDescription>
          {state.matches('confirming') && failureText && (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
              {failureText}
            </p>
          )}
          <DialogFooter>
            <Button variant="secondary" disabled={state.matches('accepting')} onClick={() => send({ type: 'accept.dismiss' })}>
              <Trans>Not now</Trans>
            </Button>
            <Button
              disabled={state.matches('accepting')}
              aria-busy={state.matches('accepting')}
              onClick={() => send({ type: 'accept.confirm' })}
            >
              {state.matches('accepting') && <Spinner label={t`Booking…`} />}
              <Trans>Yes, book it</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  )
}

function QuoteView({ quote, failureText }: { quote: PublicQuote; failureText: string | null }) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const day = (date: string) =>
    new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
  const { clientName, orgName } = quote
  const { name: agentName, agencyName } = quote.agent
  return (
    <div className="flex flex-col gap-4">
      <p>
        {agencyName ? (
          <Trans comment="{orgName}: the travel club (organisation) whose site this is; {agencyName}: the agent's own travel agency">
            Prepared for {clientName} by {agentName} ({agencyName}), {orgName}.
          </Trans>
        ) : (
          <Trans comment="{orgName}: the travel club (organisation) whose site this is">
            Prepared for {clientName} by {agentName}, {orgName}.
          </Trans>
        )}{' '}
        <a href={`mailto:${quote.agent.email}`} className="font-medium text-brand-primary underline">
          {quote.agent.email}
        </a>
      </p>
      {quote.status === 'expired' && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
          <Trans>This quote has expired. Please ask your agent for a new one.</Trans>
        </p>
      )}
      {quote.status === 'accepted' && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          <Trans>This quote is booked: confirmation number {quote.confirmationNumber}.</Trans>
        </p>
      )}
      {failureText && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {failureText}
        </p>
      )}
      {quote.validUntil && quote.status !== 'expired' && quote.status !== 'accepted' && (
        <p className="text-sm text-ink-muted">
          <Trans>Valid until {day(quote.validUntil)}. Prices are checked again now and when you book.</Trans>
        </p>
      )}
      <ul className="grid gap-3">
        {quote.items.map((item) => (
          <li key={item.id} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
            {item.image ? <img src={item.image.url} alt={item.image.alt} className="aspect-[4/3] w-full rounded object-cover" /> : <span />}
            <div className="flex flex-col gap-1">
              <h2 className="text-lg font-semibold">{item.title || <Trans>An offer no longer sold</Trans>}</h2>
              {item.subtitle && <p className="text-sm">{item.subtitle}</p>}
              {item.startsOn && item.endsOn && (
                <p className="text-sm text-ink-muted">
                  {day(item.startsOn)} – {day(item.endsOn)}
                  {item.travellers && (
                    <>
                      {' · '}
                      <TravellerCount travellers={item.travellers} />
                    </>
                  )}
                </p>
              )}
              {item.available && item.price ? (
                <p className="font-semibold">{money(item.price.totalMinor, item.price.currency)}</p>
              ) : (
                <p className="text-sm font-medium text-red-700">
                  <Trans>No longer available for these dates</Trans>
                </p>
              )}
              {item.available && (
                <p className="text-sm text-ink-muted">
                  {item.freeCancellationUntil ? (
                    <Trans>Free cancellation until {day(item.freeCancellationUntil)}</Trans>
                  ) : (
                    <Trans>Non-refundable</Trans>
                  )}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className="text-end text-lg font-semibold">
        <Trans>Total: {money(quote.totalMinor, quote.currency)}</Trans>
      </p>
    </div>
  )
}
