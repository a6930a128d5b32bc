import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { PhoneField } from '@ui/phone-field'
import { Field, selectClasses } from '@ui/field'
import countries from '@/data/countries.json'
import { localCountryName } from '@/lib/country-names'
import { NAME_MAX_LENGTH } from '@contract/schemas/sign-up'
import { GUEST_TITLES, type CheckoutField, type TextField } from '@machines/checkout.rules'
import { titleChoices } from '@/lib/titles'
import { fieldMessages } from '@/features/checkout/checkout-messages'
import type { CheckoutProps } from '@/features/checkout/checkout-view'
import { TravellerChooser } from '@/features/checkout/traveller-chooser'
import { ForClientNote } from '@/features/checkout/for-client-note'

/** The id of a field's input: the view moves focus to the first invalid one after a refused submit. */
export const fieldId = (field: CheckoutField) => `checkout-${field}`

/** Who stays: title, names, email, phone with the country-code picker. An agent fills in the client's. */
export function GuestFields({ state, send, forClient }: CheckoutProps & { forClient: boolean }) {
  const { t, i18n } = useLingui()
  const { form, errors } = state.context
  const error = (field: CheckoutField) => (errors[field] ? i18n._(fieldMessages[errors[field]]) : undefined)
  const change = (field: TextField) => (event: { target: { value: string } }) =>
    send({ type: 'field.change', field, value: event.target.value })
  const titles: Record<(typeof GUEST_TITLES)[number], string> = { Mr: t`Mr`, Mrs: t`Mrs`, Ms: t`Ms`, Mx: t`Mx`, Dr: t`Dr` }
  const localCountries = useMemo(
    () => countries.map((c) => ({ ...c, countryName: localCountryName(c.countryCode, c.countryName, i18n.locale) })),
    [i18n.locale],
  )
  return (
    <section aria-labelledby="checkout-guest" className="flex flex-col gap-4">
      <h2 id="checkout-guest" className="text-lg font-semibold">
        {forClient ? <Trans>Client details</Trans> : <Trans>Guest details</Trans>}
      </h2>
      <TravellerChooser state={state} send={send} />
      {forClient && <ForClientNote send={send} onEnded={() => document.getElementById(fieldId('title'))?.focus()} />}
      <Field
        label={t`Title`}
        id={fieldId('title')}
        error={error('title')}
        render={({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
          <select
            id={id}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            value={form.title}
            onChange={change('title')}
            className={`${selectClasses} sm:w-40`}
          >
            <option value="" disabled>
              {t`Select`}
            </option>
            {titleChoices(GUEST_TITLES, (title) => titles[title], form.title).map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`First name`}
          id={fieldId('firstName')}
          autoComplete={forClient ? 'off' : 'given-name'}
          maxLength={NAME_MAX_LENGTH}
          value={form.firstName}
          error={error('firstName')}
          onChange={change('firstName')}
        />
        <Field
          label={t`Last name`}
          id={fieldId('lastName')}
          autoComplete={forClient ? 'off' : 'family-name'}
          maxLength={NAME_MAX_LENGTH}
          value={form.lastName}
          error={error('lastName')}
          onChange={change('lastName')}
        />
      </div>
      <Field
        label={t`Email`}
        id={fieldId('email')}
        type="email"
        autoComplete={forClient ? 'off' : 'email'}
        value={form.email}
        error={error('email')}
        onChange={change('email')}
      />
      <PhoneField
        label={t`Phone number`}
        id={fieldId('phoneNumber')}
        countries={localCountries}
        countryCode={form.phoneCountry.countryCode}
        number={form.phoneNumber}
        onCountryChange={(c) => send({ type: 'phone.country', countryCode: c.countryCode, isdCode: c.isdCode })}
        onNumberChange={(value) => send({ type: 'field.change', field: 'phoneNumber', value })}
        pickerLabel={t`Phone country code`}
        searchLabel={t`Search countries`}
        noResults={t`No country matches`}
        error={error('phoneNumber')}
        autoComplete={forClient ? 'off' : 'tel-national'}
      />
    </section>
  )
}
