import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Field } from '@ui/field'
import { Form } from '@ui/form'
import { Spinner } from '@ui/spinner'
import type { FieldErrorCode, ManageBookingField, ManageErrorCode } from '@machines/manage-booking.machine'
import { fieldErrorLabels, manageErrorLabels } from '@/features/manage-booking/manage-booking-labels'

type Props = {
  reference: string
  email: string
  fieldErrors: Partial<Record<ManageBookingField, FieldErrorCode>>
  error: ManageErrorCode | null
  finding: boolean
  onChange: (field: ManageBookingField, value: string) => void
  onSubmit: () => void
}

/**
 * The look-up form: confirmation number and email, errors under each field, a look-up's refusal
 * above the button, a spinner while it runs. Focus starts on the first empty field and goes to
 * the first wrong one after a refused submit.
 */
export function FindBookingForm({ reference, email, fieldErrors, error, finding, onChange, onSubmit }: Props) {
  const { t, i18n } = useLingui()
  const referenceInput = useRef<HTMLInputElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)
  // Opened from the mail, the number is filled in: the email is what is left to type.
  const filledIn = useRef(reference !== '')
  useEffect(() => {
    ;(filledIn.current ? emailInput : referenceInput).current?.focus()
  }, [])
  useEffect(() => {
    if (fieldErrors.reference) referenceInput.current?.focus()
    else if (fieldErrors.email) emailInput.current?.focus()
  }, [fieldErrors])
  const errorOf = (field: ManageBookingField) => {
    const code = fieldErrors[field]
    return code ? i18n._(fieldErrorLabels[field][code]) : undefined
  }
  return (
    <Form onSubmit={onSubmit} aria-busy={finding} aria-label={t`Find your booking`}>
      <Field
        ref={referenceInput}
        label={t`Confirmation number`}
        name="reference"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={reference}
        error={errorOf('reference')}
        onChange={(event) => onChange('reference', event.target.value)}
      />
      <Field
        ref={emailInput}
        label={t`Email used for the booking`}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={errorOf('email')}
        onChange={(event) => onChange('email', event.target.value)}
      />
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {i18n._(manageErrorLabels[error])}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={finding}>
          <Trans>Find booking</Trans>
        </Button>
        {finding && <Spinner label={t`Looking for your booking`} />}
      </div>
    </Form>
  )
}
