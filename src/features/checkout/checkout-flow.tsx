import { useEffect, useEffectEvent, useRef } from 'react'
import { useMachine } from '@xstate/react'
import { useLocation } from 'wouter'
import { checkoutMachine, type CheckoutInput } from '@machines/checkout.machine'
import { successUrl } from '@/lib/booking-params'
import { inspect } from '@/shared/inspection'
import { CheckoutStatus } from '@/features/checkout/checkout-status'
import { CheckoutForm } from '@/features/checkout/checkout-form'
import { StaySummary } from '@/features/checkout/stay-summary'
import { PriceBreakdown } from '@/features/checkout/price-breakdown'

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
    if (state.matches('done') && confirmation) navigate(successUrl(confirmation))
  }, [state, confirmation, navigate])

  const { quote } = state.context
  const showsQuote = quote !== null && !state.matches('notFound') && !state.matches('badStay')
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-6">
        <CheckoutStatus state={state} send={send} />
        {state.matches('booking') && <CheckoutForm state={state} send={send} />}
      </div>
      {showsQuote && (
        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <StaySummary quote={quote} />
          <PriceBreakdown state={state} />
        </aside>
      )}
    </div>
  )
}
