import { useEffect, useEffectEvent, useRef } from 'react'
import { useMachine } from '@xstate/react'
import { useLocation } from 'wouter'
import { checkoutMachine, type CheckoutInput } from '@machines/checkout.machine'
import { successUrl } from '@/lib/booking-params'
import { inspect } from '@/shared/inspection'
import { stopBookingForClient } from '@/shared/booking/booking-for-client'
import { CheckoutStatus } from '@/features/checkout/checkout-status'
import { BookButton, CheckoutForm } from '@/features/checkout/checkout-form'
import { PriceBreakdown } from '@/features/checkout/price-breakdown'
import { LINE_VIEWS } from '@/features/checkout/lines/line-view'

/** Runs the checkout machine (its calls are its own actors) and keeps it told of the session. */
export function CheckoutFlow({ input }: { input: CheckoutInput }) {
  const [, navigate] = useLocation()
  const [state, send] = useMachine(checkoutMachine, { input, inspect })
  const { session, prefill } = input
  const started = useRef(false)
  const tellSession = useEffectEvent(() => send({ type: 'session.change', session, prefill }))
  // Only a change of who is booking counts: a new object with the same values is no change.
  useEffect(() => {
    // The machine started with this session; it hears of the changes after.
    if (!started.current) return void (started.current = true)
    tellSession()
  }, [session.kind, session.canBook])
  const confirmation = state.context.confirmationNumber
  useEffect(() => {
    if (!state.matches('done') || !confirmation) return
    // Booked: the agent's "Book for this client" ends here, so the next checkout is not filled with them.
    stopBookingForClient()
    navigate(successUrl(confirmation))
  }, [state, confirmation, navigate])

  const { quote } = state.context
  const showsQuote = quote !== null && !state.matches('notFound') && !state.matches('badSelection')
  const Summary = LINE_VIEWS[input.request.selection.line].Summary
  const booking = state.matches('booking')
  // One column on a phone, in reading order: the form, what is booked with its price and the
  // amount due, then "Book now". From lg the summary and price stand beside the form.
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
      <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
        <CheckoutStatus state={state} send={send} />
        {booking && <CheckoutForm state={state} send={send} />}
      </div>
      {showsQuote && (
        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <Summary quote={quote} />
          <PriceBreakdown state={state} />
        </aside>
      )}
      {booking && (
        <div className="flex lg:col-start-1 lg:row-start-2">
          <BookButton state={state} />
        </div>
      )}
    </div>
  )
}
