import { Trans, useLingui } from '@lingui/react/macro'
import { fieldMessages } from '@/features/checkout/checkout-messages'
import type { CheckoutProps } from '@/features/checkout/checkout-view'
import { fieldId } from '@/features/checkout/guest-fields'

const policyLink = 'font-medium text-brand-primary underline underline-offset-2'

/** The terms acceptance, with the policies a new tab away so the checkout stays as it is. */
export function TermsField({ state, send }: CheckoutProps) {
  const { i18n } = useLingui()
  const code = state.context.errors.terms
  const errorId = `${fieldId('terms')}-error`
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex items-start gap-2 text-sm">
        <input
          id={fieldId('terms')}
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-primary"
          checked={state.context.termsAccepted}
          aria-invalid={code ? true : undefined}
          aria-describedby={code ? errorId : undefined}
          onChange={(e) => send({ type: 'terms.toggle', checked: e.target.checked })}
        />
        <span>
          <Trans>
            I accept the{' '}
            <a href="/terms-of-use" target="_blank" rel="noopener" className={policyLink}>
              terms of use
            </a>{' '}
            and the{' '}
            <a href="/privacy-policy" target="_blank" rel="noopener" className={policyLink}>
              privacy policy
            </a>
          </Trans>
        </span>
      </label>
      {code && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {i18n._(fieldMessages[code])}
        </p>
      )}
    </div>
  )
}
