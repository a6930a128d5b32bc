import { useEffect, useEffectEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { Button } from '@ui/button'
import { Field } from '@ui/field'
import { Form } from '@ui/form'
import { addDays, toIsoDate } from '@contract/calendar'
import type { QuoteView } from '@contract/schemas/agent'
import type { Reservation } from '@contract/schemas/reservations'
import { QUOTE_MAX_VALID_DAYS } from '@machines/record-form.agent'
import { AccountLayout, AccountSection } from '@/shared/account/account-nav'
import { ConfirmActionDialog, useConfirmAction } from '@/shared/account/confirm-action'
import { FormFailure, SavedNote, SubmitButton } from '@/shared/account/form-parts'
import { ListEmpty, ListSkeleton } from '@/shared/account/list-states'
import { useRecordForm } from '@/shared/account/use-record-form'
import { LoadFailed } from '@/shared/booking/load-failed'
import { useQuote } from '@/features/agent/use-agent'
import { useDay, useQuoteStatus } from '@/features/agent/agent-format'
import { usePricedMoney } from '@/shared/booking/booking-format'

/** One quote, its offers priced again now: take one out, send the quote, or book it for the client. */
export function QuoteDetail({ id }: { id: number }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const quote = useQuote(id)
  const priced = usePricedMoney()
  const day = useDay()
  const status = useQuoteStatus()
  const remove = useConfirmAction({ kind: 'removeQuoteItem' }, (view) => quote.replace(view as QuoteView))
  const book = useConfirmAction({ kind: 'bookQuote' }, (booked) =>
    navigate(`/checkout-success?confirmation=${encodeURIComponent((booked as Reservation).confirmationNumber)}`),
  )
  const q = quote.data
  const open = q !== undefined && q.status !== 'accepted'
  // The price moved since the agent saw it: the quote is priced again and the dialog says why.
  const priceChanged = book.state.context.failure === 'PRICE_CHANGED'
  const reload = useEffectEvent(() => void quote.reload())
  useEffect(() => {
    if (priceChanged) reload()
  }, [priceChanged])
  const available = q?.items.filter((item) => item.available) ?? []
  return (
    <AccountLayout
      title={
        q ? (
          <Trans>
            Quote {q.id} for {q.client.name}
          </Trans>
        ) : (
          <Trans>Quote</Trans>
        )
      }
    >
      <Link href="/agent/my-quotes" className="self-start text-sm font-medium text-brand-primary underline">
        <Trans>All quotes</Trans>
      </Link>
      {!q && quote.status === 404 ? (
        <ListEmpty>
          <Trans>This quote is not one of yours.</Trans>
        </ListEmpty>
      ) : !q && quote.failed ? (
        <LoadFailed onRetry={quote.retry}>
          <Trans>The quote could not be loaded.</Trans>
        </LoadFailed>
      ) : !q ? (
        <ListSkeleton label={t`Loading the quote`} />
      ) : (
        <>
          <p className="text-sm">
            <span className="rounded-full bg-muted px-2 py-0.5 font-semibold">{status(q.status)}</span> {q.client.email}
            {q.validUntil && (
              <>
                {' · '}
                <Trans>valid until {day(q.validUntil)}</Trans>
              </>
            )}
            {q.confirmationNumber && (
              <>
                {' · '}
                <Trans>
                  booked as <span className="font-mono">{q.confirmationNumber}</span>
                </Trans>
              </>
            )}
          </p>
          <AccountSection id="quote-offers" title={<Trans>Offers, priced now</Trans>}>
            {q.items.length === 0 ? (
              <ListEmpty>
                <Trans>This quote has no offers. Add rooms from a property's page.</Trans>
              </ListEmpty>
            ) : (
              <ul className="flex flex-col divide-y divide-line" aria-label={t`Offers`}>
                {q.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="flex flex-col gap-0.5">
                      <p className="font-medium">
                        {item.quote ? (
                          `${item.quote.title}${item.quote.subtitle ? ` – ${item.quote.subtitle}` : ''}`
                        ) : (
                          <Trans>An offer no longer sold</Trans>
                        )}
                      </p>
                      {item.quote && (
                        <p className="text-sm text-ink-muted">
                          {day(item.quote.startsOn)} – {day(item.quote.endsOn)}
                        </p>
                      )}
                      {!item.available && (
                        <p className="text-sm font-medium text-red-700">
                          <Trans>No longer available for these dates</Trans>
                        </p>
                      )}
                    </div>
                    <div className="flex items-center gap-3">
                      {item.quote && item.available && (
                        <p className="font-semibold">{priced(item.quote.price.totalMinor, item.quote.price.currency)}</p>
                      )}
                      {open && (
                        <Button variant="ghost" size="sm" onClick={() => remove.open({ quoteId: q.id, itemId: item.id })}>
                          <Trans>Remove</Trans>
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <p className="text-end font-semibold">
              <Trans>Total: {priced(q.totalMinor, q.currency)}</Trans>
            </p>
          </AccountSection>
          {open && (
            <AccountSection id="quote-send" title={<Trans>Send to the client</Trans>}>
              <SendQuoteForm quote={q} onSent={quote.replace} />
              {q.status !== 'expired' && available.length > 0 && available.length === q.items.length && (
                <div className="flex flex-col items-start gap-2 border-t border-line pt-4">
                  <p className="text-sm text-ink-muted">
                    <Trans>Or book it now for {q.client.name}, on your agency's account.</Trans>
                  </p>
                  <Button variant="secondary" onClick={() => book.open({ id: q.id, expectedTotalMinor: q.totalMinor })}>
                    <Trans>Book it for the client</Trans>
                  </Button>
                </div>
              )}
            </AccountSection>
          )}
        </>
      )}
      <ConfirmActionDialog
        action={remove}
        title={<Trans>Remove this offer from the quote?</Trans>}
        description={<Trans>The client will no longer see it in the quote.</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        busyLabel={t`Removing the offer`}
      />
      <ConfirmActionDialog
        action={book}
        title={<Trans>Book this quote for the client?</Trans>}
        description={<Trans>Every offer is booked at today's price, for {q?.client.name ?? ''}, on your agency's account.</Trans>}
        confirmLabel={<Trans>Book now</Trans>}
        busyLabel={t`Booking…`}
      />
    </AccountLayout>
  )
}

const idOf = (field: string) => `quote-${field}`

function SendQuoteForm({ quote, onSent }: { quote: QuoteView; onSent: (view: QuoteView) => void }) {
  const { t } = useLingui()
  const today = toIsoDate(new Date())
  const form = useRecordForm(
    { kind: 'sendQuote', values: { validUntil: quote.validUntil ?? addDays(today, 7) }, fixed: { quoteId: quote.id, today } },
    { idOf, onSaved: (view) => onSent(view as QuoteView) },
  )
  return (
    <Form onSubmit={form.submit} aria-busy={form.busy} className="max-w-md">
      <p className="text-sm text-ink-muted">
        <Trans>
          We mail {quote.client.email} a link to see the quote and book it, with your name. Prices are checked again when it is opened.
        </Trans>
      </p>
      <Field
        label={t`Valid until`}
        id={idOf('validUntil')}
        type="date"
        min={addDays(today, 1)}
        max={addDays(today, QUOTE_MAX_VALID_DAYS)}
        value={form.text('validUntil')}
        error={form.error('validUntil')}
        onChange={(e) => form.change('validUntil')(e.target.value)}
      />
      <FormFailure form={form} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton form={form} busyLabel={t`Sending the quote`}>
          {quote.status === 'draft' ? <Trans>Send quote</Trans> : <Trans>Send again</Trans>}
        </SubmitButton>
        <SavedNote form={form}>
          <Trans>
            Sent to <bdi>{quote.client.email}</bdi>.
          </Trans>
        </SavedNote>
      </div>
    </Form>
  )
}
