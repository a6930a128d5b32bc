import { useEffect, useEffectEvent, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Field } from '@ui/field'
import { TEST_CARDS } from '@contract/payments'
import { STRIPE_CARD_FIELD, type CardField } from '@machines/checkout.payment'
import { mountStripeCard } from '@/lib/stripe-card'
import { fieldMessages } from '@/features/checkout/checkout-messages'
import { fieldId } from '@/features/checkout/guest-fields'
import type { CheckoutProps } from '@/features/checkout/checkout-view'

/** The card for what is paid now: the test provider's fields (clearly labelled), or Stripe's own form. */
export function PaymentFields({ state, send }: CheckoutProps) {
  const { config } = state.context.payment
  return (
    <section aria-labelledby="checkout-payment" className="flex flex-col gap-4">
      <h2 id="checkout-payment" className="text-lg font-semibold">
        <Trans>Payment</Trans>
      </h2>
      {config?.provider === 'stripe' ? (
        <StripeCard publishableKey={config.publishableKey} state={state} send={send} />
      ) : (
        <TestCardFields state={state} send={send} />
      )}
    </section>
  )
}

/** The built-in test provider: "no money moves", the test cards to use, and our own card fields. */
function TestCardFields({ state, send }: CheckoutProps) {
  const { t, i18n } = useLingui()
  const { payment, errors } = state.context
  const error = (field: string) => {
    const code = errors[field]
    return code ? i18n._(fieldMessages[code]) : undefined
  }
  const change = (field: CardField) => (event: { target: { value: string } }) =>
    send({ type: 'payment.change', field, value: event.target.value })
  if (payment.config === null) {
    return (
      <p role="alert" id={fieldId('cardNumber')} tabIndex={-1} className="rounded-md bg-red-50 p-3 text-sm text-red-700">
        <Trans>Card payments cannot be taken right now. Please reload the page or try again later.</Trans>
      </p>
    )
  }
  return (
    <>
      <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-semibold">
          <Trans>Test payments: no money moves</Trans>
        </p>
        <p>
          <Trans>Use a test card with any future expiry date and any security code:</Trans>
        </p>
        <ul className="mt-1 grid gap-0.5 font-mono text-xs">
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              {card.number.replace(/(\d{4})(?=\d)/g, '$1 ')} · {card.brand} ·{' '}
              {card.outcome === 'approved' ? <Trans>approved</Trans> : <Trans>declined</Trans>}
            </li>
          ))}
        </ul>
      </div>
      <Field
        label={t`Card number`}
        id={fieldId('cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={payment.card.cardNumber}
        onChange={change('cardNumber')}
        error={error('cardNumber')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`Expiry date (MM/YY)`}
          id={fieldId('cardExpiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          value={payment.card.cardExpiry}
          onChange={change('cardExpiry')}
          error={error('cardExpiry')}
        />
        <Field
          label={t`Security code`}
          id={fieldId('cardCvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={payment.card.cardCvc}
          onChange={change('cardCvc')}
          error={error('cardCvc')}
        />
      </div>
      <Field
        label={t`Name on the card`}
        id={fieldId('cardName')}
        autoComplete="cc-name"
        value={payment.card.cardName}
        onChange={change('cardName')}
        error={error('cardName')}
      />
    </>
  )
}

/** Stripe's card form, mounted once; it tells the machine whether the card is complete. */
function StripeCard({ publishableKey, state, send }: CheckoutProps & { publishableKey: string }) {
  const { i18n } = useLingui()
  const target = useRef<HTMLDivElement>(null)
  const tell = useEffectEvent((complete: boolean) => send({ type: 'payment.stripeChange', complete }))
  useEffect(() => {
    let unmount: (() => void) | undefined
    let gone = false
    if (target.current) {
      void mountStripeCard(publishableKey, target.current, tell).then((stop) => (gone ? stop() : (unmount = stop)))
    }
    return () => {
      gone = true
      unmount?.()
    }
  }, [publishableKey])
  const code = state.context.errors[STRIPE_CARD_FIELD]
  const id = fieldId(STRIPE_CARD_FIELD)
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium">
        <Trans>Card</Trans>
      </span>
      <div
        id={id}
        ref={target}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={code ? `${id}-error` : undefined}
        className="rounded-md border border-line bg-surface p-3"
      />
      {code && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {i18n._(fieldMessages[code])}
        </p>
      )}
    </div>
  )
}
