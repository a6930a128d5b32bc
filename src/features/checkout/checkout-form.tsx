import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Form } from '@ui/form'
import { Spinner } from '@ui/spinner'
import { firstInvalidField, SPECIAL_REQUESTS_MAX_LENGTH } from '@machines/checkout.rules'
import { errorMessages, fieldMessages } from '@/features/checkout/checkout-messages'
import { useWalletChild, type CheckoutProps } from '@/features/checkout/checkout-view'
import { fieldId, GuestFields } from '@/features/checkout/guest-fields'
import { CheckoutNotice } from '@/features/checkout/checkout-notice'
import { TermsField } from '@/features/checkout/terms-field'
import { WalletPanel } from '@/features/checkout/wallet-panel'

/** The booking form: guest (or client) details, the member's wallet, special requests, terms, and the button. */
export function CheckoutForm({ state, send }: CheckoutProps) {
  const { t, i18n } = useLingui()
  const { form, errors, error, attempts, session } = state.context
  const wallet = useWalletChild(state)
  const submitting = state.matches({ booking: { form: 'submitting' } })
  // A refused submit moves focus to the first field to mend, whose error is read with it.
  const seen = useRef(attempts)
  useEffect(() => {
    if (attempts === seen.current) return
    seen.current = attempts
    const field = firstInvalidField(errors)
    if (field) document.getElementById(fieldId(field))?.focus()
  }, [attempts, errors])
  const requestsError = errors.specialRequests && i18n._(fieldMessages[errors.specialRequests])
  return (
    <Form onSubmit={() => send({ type: 'form.submit' })} aria-busy={submitting} className="gap-6">
      <CheckoutNotice state={state} />
      <GuestFields state={state} send={send} forClient={session.kind === 'agent'} />
      {wallet.ref && wallet.snapshot && <WalletPanel wallet={wallet.ref} snapshot={wallet.snapshot} />}
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId('specialRequests')} className="text-sm font-medium">
          <Trans>Special requests (optional)</Trans>
        </label>
        <textarea
          id={fieldId('specialRequests')}
          rows={3}
          maxLength={SPECIAL_REQUESTS_MAX_LENGTH}
          value={form.specialRequests}
          aria-invalid={requestsError ? true : undefined}
          aria-describedby={`${fieldId('specialRequests')}-hint`}
          onChange={(e) => send({ type: 'field.change', field: 'specialRequests', value: e.target.value })}
          className="rounded-md border border-line bg-surface p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-primary"
        />
        <p id={`${fieldId('specialRequests')}-hint`} className="text-xs text-ink-muted">
          {requestsError || <Trans>The property does its best to meet them; they are not guaranteed.</Trans>}
        </p>
      </div>
      <TermsField state={state} send={send} />
      {error && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-md bg-red-50 p-3 text-sm font-medium text-red-700">
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
      <Button type="submit" className="self-start" disabled={!state.can({ type: 'form.submit' })} aria-busy={submitting}>
        {submitting ? (
          <>
            {/* The spinner names the button while it runs; the visible word is the same. */}
            <Spinner label={t`Booking…`} />
            <span aria-hidden="true">
              <Trans>Booking…</Trans>
            </span>
          </>
        ) : (
          <Trans>Book now</Trans>
        )}
      </Button>
    </Form>
  )
}
