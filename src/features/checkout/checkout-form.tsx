import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Form } from '@ui/form'
import { Spinner } from '@ui/spinner'
import { firstInvalidField } from '@machines/checkout.rules'
import { errorMessages } from '@/features/checkout/checkout-messages'
import { useWalletChild, type CheckoutProps } from '@/features/checkout/checkout-view'
import { fieldId, GuestFields } from '@/features/checkout/guest-fields'
import { CheckoutNotice } from '@/features/checkout/checkout-notice'
import { TermsField } from '@/features/checkout/terms-field'
import { WalletPanel } from '@/features/checkout/wallet-panel'
import { LINE_VIEWS } from '@/features/checkout/lines/line-view'
import { PaymentFields } from '@/features/checkout/payment-fields'
import { paymentDue } from '@machines/checkout.context'

/** The form's id: "Book now" sits after the price summary, outside the form, and submits it by this id. */
export const CHECKOUT_FORM_ID = 'checkout-form'

/** The booking form: the lead traveller (or client), the member's wallet, the line's own fields, terms. */
export function CheckoutForm({ state, send }: CheckoutProps) {
  const { i18n } = useLingui()
  const { errors, error, attempts, session, request } = state.context
  const line = request.selection.line
  const LineFields = LINE_VIEWS[line].Fields
  const wallet = useWalletChild(state)
  const submitting = state.matches({ booking: { form: 'submitting' } }) || state.matches({ booking: { form: 'tokenising' } })
  // A refused submit moves focus to the first field to mend, whose error is read with it.
  const seen = useRef(attempts)
  useEffect(() => {
    if (attempts === seen.current) return
    seen.current = attempts
    const field = firstInvalidField(line, errors)
    if (field) document.getElementById(fieldId(field))?.focus()
  }, [attempts, errors, line])
  // A booking the server refused (a declined card, no answer): "Book now" was disabled while it ran,
  // which left focus on nothing; the message takes it, with "Try again" next in line.
  const failure = useRef<HTMLDivElement>(null)
  const wasSubmitting = useRef(submitting)
  useEffect(() => {
    if (wasSubmitting.current && !submitting && error) failure.current?.focus()
    wasSubmitting.current = submitting
  }, [submitting, error])
  return (
    <Form id={CHECKOUT_FORM_ID} onSubmit={() => send({ type: 'form.submit' })} aria-busy={submitting} gap="gap-6">
      <CheckoutNotice state={state} />
      <GuestFields state={state} send={send} forClient={session.kind === 'agent'} />
      {wallet.ref && wallet.snapshot && <WalletPanel wallet={wallet.ref} snapshot={wallet.snapshot} notice={state.context.notice} />}
      <LineFields state={state} send={send} />
      {paymentDue(state.context) && <PaymentFields state={state} send={send} />}
      <TermsField state={state} send={send} />
      {error && (
        <div
          ref={failure}
          tabIndex={-1}
          role="alert"
          className="flex flex-col items-start gap-2 rounded-md bg-red-50 p-3 text-sm font-medium text-red-700 focus:outline-none"
        >
          {i18n._(errorMessages[error])}
          <Button
            variant="secondary"
            size="sm"
            disabled={!state.can({ type: 'form.submit' })}
            onClick={() => send({ type: 'form.submit' })}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </Form>
  )
}

/** "Book now": after the price and the amount due in reading and visual order, on a phone too; it submits the form by its id. */
export function BookButton({ state }: Pick<CheckoutProps, 'state'>) {
  const { t } = useLingui()
  const submitting = state.matches({ booking: { form: 'submitting' } }) || state.matches({ booking: { form: 'tokenising' } })
  const paying = paymentDue(state.context)
  return (
    <Button
      type="submit"
      form={CHECKOUT_FORM_ID}
      className="self-start"
      disabled={!state.can({ type: 'form.submit' })}
      aria-busy={submitting}
    >
      {submitting ? (
        <>
          {/* The spinner names the button while it runs; the visible word is the same. */}
          <Spinner label={t`Booking…`} />
          <span aria-hidden="true">
            <Trans>Booking…</Trans>
          </span>
        </>
      ) : paying ? (
        <Trans>Pay and book</Trans>
      ) : (
        <Trans>Book now</Trans>
      )}
    </Button>
  )
}
