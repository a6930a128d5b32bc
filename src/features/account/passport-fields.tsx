import { Trans, useLingui } from '@lingui/react/macro'
import { parseIsoDate, toIsoDate } from '@contract/calendar'
import { passportValidity } from '@contract/schemas/travel'
import { Checkbox } from '@ui/checkbox'
import { Field } from '@ui/field'
import { SelectField } from '@/shared/account/select-field'
import { useCountryChoices } from '@/shared/account/use-lookups'
import type { RecordForm } from '@/shared/account/use-record-form'
import { useCalendarDate } from '@/features/account/account-format'

/**
 * A passport's fields (the travel profile's, a traveller's): its number — kept encrypted, shown
 * masked, typed again only to change it — the country that issued it and its expiry, with a
 * warning (not a refusal) when it has expired or has less than six months left.
 */
export function PassportFields({ form, idOf, masked }: { form: RecordForm; idOf: (field: string) => string; masked: string | null }) {
  const { t } = useLingui()
  const countries = useCountryChoices()
  const date = useCalendarDate()
  const has = form.values.hasPassport === true
  const expiresOn = parseIsoDate(form.text('passportExpiresOn'))
  let expiryHint: string | undefined
  if (expiresOn) {
    const validity = passportValidity(expiresOn, toIsoDate(new Date()))
    const expiry = date(expiresOn)
    if (validity === 'EXPIRED') expiryHint = t`This passport expired on ${expiry}. Renew it before you book a flight abroad.`
    else if (validity === 'EXPIRES_SOON')
      expiryHint = t`This passport has less than six months left. Many countries ask for six months' validity when you arrive.`
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold">
        <Trans>Passport</Trans>
      </legend>
      <Checkbox
        label={t`Keep passport details for flight bookings`}
        checked={has}
        onChange={(e) => form.change('hasPassport')(e.target.checked)}
      />
      {has && (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={masked ? t`Passport number (${masked} on file; type to change)` : t`Passport number`}
            id={idOf('passportNumber')}
            autoComplete="off"
            spellCheck={false}
            maxLength={24}
            value={form.text('passportNumber')}
            error={form.error('passportNumber')}
            onChange={(e) => form.change('passportNumber')(e.target.value)}
          />
          <SelectField
            label={t`Issuing country`}
            id={idOf('passportCountry')}
            value={form.text('passportCountry')}
            onChange={form.change('passportCountry')}
            placeholder={t`Select`}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
            error={form.error('passportCountry')}
          />
          <Field
            label={t`Expiry date`}
            id={idOf('passportExpiresOn')}
            type="date"
            value={form.text('passportExpiresOn')}
            error={form.error('passportExpiresOn')}
            hint={form.error('passportExpiresOn') ? undefined : expiryHint}
            onChange={(e) => form.change('passportExpiresOn')(e.target.value)}
          />
        </div>
      )}
    </fieldset>
  )
}

/** The passport's form values from what the server answered (the number itself is never known here). */
export const passportValues = (passport: { numberMasked: string; country: string; expiresOn: string } | null) => ({
  hasPassport: passport !== null,
  passportOnFile: passport !== null,
  passportNumber: '',
  passportCountry: passport?.country ?? '',
  passportExpiresOn: passport?.expiresOn ?? '',
})
