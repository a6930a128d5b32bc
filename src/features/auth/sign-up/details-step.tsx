import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Combobox } from '@ui/combobox'
import { CountryCodePicker } from '@ui/country-code-picker'
import { Field, inputClasses } from '@ui/field'
import { Form } from '@ui/form'
import { Spinner } from '@ui/spinner'
import countries from '@/data/countries.json'
import { PHONE_MAX_LENGTH, titleOptions } from '@contract/constants'
import { localCountryName } from '@/lib/country-names'
import { NAME_MAX_LENGTH } from '@contract/schemas/sign-up'
import { accessCodeShown, type DetailsField } from '@machines/sign-up.rules'
import { errorField, signUpErrorText } from '@/features/auth/sign-up/sign-up-messages'
import { isBusy, type StepProps } from '@/features/auth/sign-up/sign-up-view'
import { TitleSelect } from '@/features/auth/sign-up/title-select'

/** Step 2 (docs/screens.md#sign-up-dialog): the member's details; "complete your information" after a social login. */
export function DetailsStep({ state, send }: StepProps) {
  const { t, i18n } = useLingui()
  const { details, error, social, nationalities } = state.context
  const busy = isBusy(state)
  const message = error && signUpErrorText(error, i18n)
  const fieldError = (field: string) => (error && errorField[error.code] === field ? message : undefined)
  const formError = error && !errorField[error.code] ? message : null
  const change = (field: DetailsField) => (value: string) => send({ type: 'field.change', field, value })
  const titles = [
    { value: titleOptions[0], label: t`Miss` },
    { value: titleOptions[1], label: t`Mr` },
    { value: titleOptions[2], label: t`Mrs` },
  ]
  const localCountries = useMemo(
    () => countries.map((c) => ({ ...c, countryName: localCountryName(c.countryCode, c.countryName, i18n.locale) })),
    [i18n.locale],
  )
  const nationalityOptions = useMemo(
    () => nationalities.map((n) => ({ value: String(n.nationalityId), label: n.nationalityName })),
    [nationalities],
  )
  return (
    <Form onSubmit={() => send({ type: 'form.submit' })} aria-busy={busy}>
      {accessCodeShown(state.context) && (
        <Field
          label={t`Access code`}
          autoComplete="off"
          value={details.accessCode}
          error={fieldError('accessCode')}
          onChange={(e) => change('accessCode')(e.target.value)}
        />
      )}
      <Field
        label={t`Email`}
        // text with the email keyboard: an invitation's prefilled address must stay editable with the usual selection keys
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        autoComplete="email"
        value={details.email}
        readOnly={social !== null}
        error={fieldError('email')}
        onChange={(e) => change('email')(e.target.value)}
      />
      <TitleSelect
        label={t`Title`}
        placeholder={t`Select`}
        options={titles}
        value={details.title}
        error={fieldError('title')}
        onChange={change('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`First name`}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          value={details.firstName}
          error={fieldError('firstName')}
          onChange={(e) => change('firstName')(e.target.value)}
        />
        <Field
          label={t`Last name`}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          value={details.lastName}
          error={fieldError('lastName')}
          onChange={(e) => change('lastName')(e.target.value)}
        />
      </div>
      <Combobox
        label={t`Nationality`}
        options={nationalityOptions}
        value={details.nationalityId}
        onChange={change('nationalityId')}
        noResults={t`No nationality starts with that`}
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" id="sign-up-phone-label">
          <Trans>Phone number</Trans>
        </span>
        <div className="flex gap-2">
          <CountryCodePicker
            countries={localCountries}
            value={details.phoneCountry.countryCode}
            onChange={(c) => send({ type: 'phone.country', countryCode: c.countryCode, isdCode: c.isdCode })}
            label={t`Phone country code`}
            searchLabel={t`Search countries`}
            noResults={t`No country matches`}
          />
          <input
            aria-labelledby="sign-up-phone-label"
            className={inputClasses}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_LENGTH}
            value={details.phoneNumber}
            onChange={(e) => change('phoneNumber')(e.target.value)}
          />
        </div>
      </div>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" disabled={!state.can({ type: 'step.back' })} onClick={() => send({ type: 'step.back' })}>
          <Trans>Other ways to sign up</Trans>
        </Button>
        <Button type="submit" disabled={!state.can({ type: 'form.submit' })} aria-busy={busy}>
          {busy && <Spinner label={t`Checking your details`} />}
          {social ? <Trans>Create account</Trans> : <Trans>Continue</Trans>}
        </Button>
      </div>
    </Form>
  )
}
