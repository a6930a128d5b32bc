import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Combobox } from '@ui/combobox'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog'
import { Field, inputClasses } from '@ui/field'
import { Form } from '@ui/form'
import { PhoneField } from '@ui/phone-field'
import type { Client } from '@contract/schemas/agent'
import { guestTitle } from '@contract/schemas/reservations'
import { NAME_MAX_LENGTH } from '@contract/schemas/sign-up'
import { FormFailure, SubmitButton } from '@/shared/account/form-parts'
import { SelectField } from '@/shared/account/select-field'
import { useLocalCountries, useNationalities } from '@/shared/account/use-lookups'
import { useRecordForm } from '@/shared/account/use-record-form'

const idOf = (field: string) => `client-${field}`

/** Adding a client (`editing` 'new') or changing one, in a dialog; closed when `editing` is null. */
export function ClientDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Client | 'new' | null
  onClose: () => void
  onSaved: (client: Client) => void
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby="client-description">
        <DialogHeader>
          <DialogTitle>{editing === 'new' ? <Trans>Add a client</Trans> : <Trans>Edit client</Trans>}</DialogTitle>
        </DialogHeader>
        <DialogDescription id="client-description">
          <Trans>The lead traveller of the bookings you make for them.</Trans>
        </DialogDescription>
        {editing !== null && <ClientForm client={editing === 'new' ? null : editing} onCancel={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  )
}

function ClientForm({ client, onCancel, onSaved }: { client: Client | null; onCancel: () => void; onSaved: (client: Client) => void }) {
  const { t } = useLingui()
  const countries = useLocalCountries()
  const nationalities = useNationalities()
  const form = useRecordForm(
    {
      kind: 'client',
      values: {
        title: client?.title ?? '',
        firstName: client?.firstName ?? '',
        lastName: client?.lastName ?? '',
        email: client?.email ?? '',
        phoneCountry: client?.phone.countryCode ?? 'US',
        phoneNumber: client?.phone.number ?? '',
        nationalityId: client?.nationalityId ? String(client.nationalityId) : '',
        notes: client?.notes ?? '',
      },
      fixed: client ? { id: client.id } : {},
    },
    { idOf, onSaved: (saved) => onSaved(saved as Client) },
  )
  const titles: Record<string, string> = { Mr: t`Mr`, Mrs: t`Mrs`, Ms: t`Ms`, Mx: t`Mx`, Dr: t`Dr` }
  return (
    <Form onSubmit={form.submit} aria-busy={form.busy} className="mt-4">
      <SelectField
        label={t`Title`}
        id={idOf('title')}
        value={form.text('title')}
        onChange={form.change('title')}
        placeholder={t`Select`}
        options={guestTitle.options.map((title) => ({ value: title, label: titles[title]! }))}
        error={form.error('title')}
        className="sm:w-40"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`First name`}
          id={idOf('firstName')}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          value={form.text('firstName')}
          error={form.error('firstName')}
          onChange={(e) => form.change('firstName')(e.target.value)}
        />
        <Field
          label={t`Last name`}
          id={idOf('lastName')}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          value={form.text('lastName')}
          error={form.error('lastName')}
          onChange={(e) => form.change('lastName')(e.target.value)}
        />
      </div>
      <Field
        label={t`Email`}
        id={idOf('email')}
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={form.text('email')}
        error={form.error('email')}
        onChange={(e) => form.change('email')(e.target.value)}
      />
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
        autoComplete="off"
      />
      <Combobox
        label={t`Nationality (optional)`}
        id={idOf('nationalityId')}
        options={nationalities.map((n) => ({ value: String(n.nationalityId), label: n.nationalityName }))}
        value={form.text('nationalityId') || null}
        onChange={form.change('nationalityId')}
        noResults={t`No nationality starts with that`}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={idOf('notes')} className="text-sm font-medium">
          <Trans>Notes (optional)</Trans>
        </label>
        <textarea
          id={idOf('notes')}
          rows={3}
          maxLength={1000}
          className={`${inputClasses} h-auto py-2`}
          value={form.text('notes')}
          aria-invalid={form.error('notes') ? true : undefined}
          aria-describedby={form.error('notes') ? `${idOf('notes')}-error` : undefined}
          onChange={(e) => form.change('notes')(e.target.value)}
        />
        {form.error('notes') && (
          <p id={`${idOf('notes')}-error`} role="alert" className="text-sm text-red-700">
            {form.error('notes')}
          </p>
        )}
      </div>
      <FormFailure form={form} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton form={form} busyLabel={t`Saving the client`}>
          <Trans>Save client</Trans>
        </SubmitButton>
      </div>
    </Form>
  )
}
