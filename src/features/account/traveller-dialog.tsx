import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog'
import { Field } from '@ui/field'
import { Form } from '@ui/form'
import { toIsoDate } from '@contract/calendar'
import { EARLIEST_BIRTH_DATE } from '@contract/constants'
import { guestTitle } from '@contract/schemas/reservations'
import { titleChoices } from '@/lib/titles'
import { NAME_MAX_LENGTH } from '@contract/schemas/sign-up'
import { TRAVELLER_RELATIONS, type Traveller } from '@contract/schemas/travel'
import { FormFailure, SubmitButton } from '@/shared/account/form-parts'
import { SelectField } from '@/shared/account/select-field'
import { useRecordForm } from '@/shared/account/use-record-form'
import { PassportFields, passportValues } from '@/features/account/passport-fields'
import { useTravelLabels } from '@/features/account/travel-labels'

const idOf = (field: string) => `traveller-${field}`

/** Adding a traveller (`editing` 'new') or changing one, in a dialog; closed when `editing` is null. */
export function TravellerDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Traveller | 'new' | null
  onClose: () => void
  onSaved: () => void
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby="traveller-description">
        <DialogHeader>
          <DialogTitle>{editing === 'new' ? <Trans>Add a traveller</Trans> : <Trans>Edit traveller</Trans>}</DialogTitle>
        </DialogHeader>
        <DialogDescription id="traveller-description">
          <Trans>Names as on the travel document.</Trans>
        </DialogDescription>
        {editing !== null && <TravellerForm traveller={editing === 'new' ? null : editing} onCancel={onClose} onSaved={onSaved} />}
      </DialogContent>
    </Dialog>
  )
}

function TravellerForm({ traveller, onCancel, onSaved }: { traveller: Traveller | null; onCancel: () => void; onSaved: () => void }) {
  const { t } = useLingui()
  const labels = useTravelLabels()
  const form = useRecordForm(
    {
      kind: 'traveller',
      values: {
        title: traveller?.title ?? '',
        firstName: traveller?.firstName ?? '',
        lastName: traveller?.lastName ?? '',
        dateOfBirth: traveller?.dateOfBirth ?? '',
        relation: traveller?.relation ?? '',
        ...passportValues(traveller?.passport ?? null),
      },
      fixed: { today: toIsoDate(new Date()), ...(traveller ? { id: traveller.id } : {}) },
    },
    { idOf, onSaved },
  )
  return (
    <Form onSubmit={form.submit} aria-busy={form.busy} className="mt-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Title`}
          id={idOf('title')}
          value={form.text('title')}
          onChange={form.change('title')}
          placeholder={t`Select`}
          options={titleChoices(guestTitle.options, (title) => labels.title[title]!, form.text('title'))}
          error={form.error('title')}
        />
        <SelectField
          label={t`Relation to you`}
          id={idOf('relation')}
          value={form.text('relation')}
          onChange={form.change('relation')}
          placeholder={t`Select`}
          options={TRAVELLER_RELATIONS.map((relation) => ({ value: relation, label: labels.relation[relation] }))}
          error={form.error('relation')}
        />
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
        <Field
          label={t`Date of birth (optional)`}
          id={idOf('dateOfBirth')}
          type="date"
          min={EARLIEST_BIRTH_DATE}
          value={form.text('dateOfBirth')}
          error={form.error('dateOfBirth')}
          onChange={(e) => form.change('dateOfBirth')(e.target.value)}
        />
      </div>
      <PassportFields form={form} idOf={idOf} masked={traveller?.passport?.numberMasked ?? null} />
      <FormFailure form={form} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton form={form} busyLabel={t`Saving the traveller`}>
          <Trans>Save traveller</Trans>
        </SubmitButton>
      </div>
    </Form>
  )
}
