import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from '@ui/form'
import type { AccountDetails } from '@contract/schemas/account'
import type { Profile } from '@contract/schemas/auth'
import { AccountSection } from '@/shared/account/account-nav'
import { FormFailure, SavedNote, SubmitButton } from '@/shared/account/form-parts'
import { useRecordForm } from '@/shared/account/use-record-form'
import { SelectField } from '@/shared/account/select-field'
import { useSessionActor } from '@/shared/session/use-session'
import { useSettings } from '@/shared/settings/settings-context'

const idOf = (field: string) => `preference-${field}`

/**
 * The language and currency the member prefers (POST /api/profile/updatePrefCurrLang): kept on
 * their profile, so every sign-in and session check brings them back. Saved, they apply to this
 * page at once (the session's new profile; src/shared/settings/preference-sync.tsx).
 */
export function PreferenceSection({ details }: { details: AccountDetails }) {
  const { t } = useLingui()
  const { languages, currencies } = useSettings()
  const session = useSessionActor()
  const form = useRecordForm(
    { kind: 'preference', values: { language: details.language, currency: details.currency } },
    { idOf, onSaved: (profile) => session.send({ type: 'session.save', profile: profile as Profile }) },
  )
  return (
    <AccountSection id="account-preference" title={<Trans>Language and currency</Trans>}>
      <p className="text-sm text-ink-muted">
        <Trans>We show the site in this language and prices in this currency whenever you sign in.</Trans>
      </p>
      <Form onSubmit={form.submit} aria-busy={form.busy} className="max-w-xl">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t`Language`}
            id={idOf('language')}
            value={form.text('language')}
            onChange={form.change('language')}
            options={languages.map((language) => ({ value: language.code, label: language.name, lang: language.code }))}
            error={form.error('language')}
          />
          <SelectField
            label={t`Currency`}
            id={idOf('currency')}
            value={form.text('currency')}
            onChange={form.change('currency')}
            options={currencies.map((currency) => ({ value: currency.code, label: `${currency.code} · ${currency.name}` }))}
            error={form.error('currency')}
          />
        </div>
        <FormFailure form={form} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton form={form} busyLabel={t`Saving your preferences`}>
            <Trans>Save language and currency</Trans>
          </SubmitButton>
          <SavedNote form={form}>
            <Trans>Saved: you will see them whenever you sign in.</Trans>
          </SavedNote>
        </div>
      </Form>
    </AccountSection>
  )
}
