import { Trans, useLingui } from '@lingui/react/macro'
import { Combobox } from '@ui/combobox'
import { Field } from '@ui/field'
import { Form } from '@ui/form'
import { PhoneField } from '@ui/phone-field'
import { titleOptions } from '@contract/constants'
import type { AccountDetails } from '@contract/schemas/account'
import { NAME_MAX_LENGTH } from '@contract/schemas/sign-up'
import { DEFAULT_PHONE_COUNTRY } from '@machines/sign-up.countries'
import { AccountSection } from '@/shared/account/account-nav'
import { FormFailure, SavedNote, SubmitButton } from '@/shared/account/form-parts'
import { useLocalCountries, useNationalities } from '@/shared/account/use-lookups'
import { useRecordForm } from '@/shared/account/use-record-form'
import { SelectField } from '@/shared/account/select-field'

const idOf = (field: string) => `details-${field}`

/** Personal details of /user-details: title, names, phone with its country, nationality. */
export function DetailsSection({ details, onSaved }: { details: AccountDetails; onSaved: (saved: AccountDetails) => void }) {
  const { t } = useLingui()
  const countries = useLocalCountries()
  const nationalities = useNationalities()
  const form = useRecordForm(
    {
      kind: 'accountDetails',
      values: {
        title: details.title ?? '',
        firstName: details.firstName,
        lastName: details.lastName,
        phoneCountry: details.phone?.countryCode ?? DEFAULT_PHONE_COUNTRY.countryCode,
        phoneNumber: details.phone?.number ?? '',
        nationalityId: details.nationalityId === null ? '' : String(details.nationalityId),
      },
    },
    { idOf, onSaved: (saved) => onSaved(saved as AccountDetails) },
  )
  const titles = { Miss: t`Miss`, Mr: t`Mr`, Mrs: t`Mrs` }
  return (
    <AccountSection id="account-details" title={<Trans>Personal details</Trans>}>
      <Form onSubmit={form.submit} aria-busy={form.busy} className="max-w-xl">
        <SelectField
          label={t`Title`}
          id={idOf('title')}
          value={form.text('title')}
          onChange={form.change('title')}
          placeholder={t`Select`}
          options={titleOptions.map((title) => ({ value: title, label: titles[title] }))}
          error={form.error('title')}
          className="sm:w-40"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t`First name`}
            id={idOf('firstName')}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            value={form.text('firstName')}
            error={form.error('firstName')}
            onChange={(e) => form.change('firstName')(e.target.value)}
          />
          <Field
            label={t`Last name`}
            id={idOf('lastName')}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            value={form.text('lastName')}
            error={form.error('lastName')}
            onChange={(e) => form.change('lastName')(e.target.value)}
          />
        </div>
        <PhoneField
          label={t`Phone number`}
          id={idOf('phoneNumber')}
          countries={countries}
          countryCode={form.text('phoneCountry')}
          number={form.text('phoneNumber')}
          onCountryChange={(c) => form.change('phoneCountry')(c.countryCode)}
          onNumberChange={(value) => form.change('phoneNumber')(value.replace(/\D/g, ''))}
          pickerLabel={t`Phone country code`}
          searchLabel={t`Search countries`}
          noResults={t`No country matches`}
          error={form.error('phoneNumber')}
        />
        <Combobox
          label={t`Nationality`}
          id={idOf('nationalityId')}
          options={nationalities.map((n) => ({ value: String(n.nationalityId), label: n.nationalityName }))}
          value={form.text('nationalityId') || null}
          onChange={form.change('nationalityId')}
          noResults={t`No nationality starts with that`}
        />
        <FormFailure form={form} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton form={form} busyLabel={t`Saving your details`}>
            <Trans>Save details</Trans>
          </SubmitButton>
          <SavedNote form={form}>
            <Trans>Your details are saved.</Trans>
          </SavedNote>
        </div>
      </Form>
    </AccountSection>
  )
}
